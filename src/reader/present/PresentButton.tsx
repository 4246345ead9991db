import { rail } from '../navigatorLayout';
import { presentButton as copy } from '../../content/presentButton';
import { styled } from '../../styles/stitches.config';
import { controlStyle } from './controlStyle';
import { PRESENT_KEY } from './deckKeys';
import type { PresentStatus } from './usePresentMode';

/** Starts present mode; says so when the deck could not load. */
export function PresentButton({
  status,
  onPresent,
}: {
  status: PresentStatus;
  onPresent: () => void;
}) {
  return (
    <StyledWrap>
      <StyledButton
        type="button"
        title={copy.startHint}
        aria-keyshortcuts={PRESENT_KEY.toUpperCase()}
        // Not `disabled`: focus stays on it while the deck loads, and if it fails to.
        aria-disabled={status === 'loading'}
        onClick={() => status !== 'loading' && onPresent()}
      >
        {copy.start}
      </StyledButton>
      <StyledError role="alert">{status === 'failed' && copy.startError}</StyledError>
    </StyledWrap>
  );
}

const StyledWrap = styled('div', { position: 'relative' });

const StyledButton = styled('button', controlStyle, {
  '&[aria-disabled="true"]': { cursor: 'progress' },
});

const StyledError = styled('p', {
  position: 'absolute',
  top: '100%',
  insetInlineEnd: 0,
  // In the rail, it opens away from the screen's edge.
  [rail.media]: { insetInlineEnd: 'auto', insetInlineStart: 0 },
  width: 'max-content',
  maxWidth: 'min(20rem, 80vw)',
  marginTop: '$2',
  fontSize: '$2',
  fontWeight: 600,
  color: '$danger',
  '&:empty': { display: 'none' },
});
