import { navigation } from '../content/site';
import { screenOnly } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { MAIN_ID } from './landmarks';

export function SkipLink({ inert }: { inert?: boolean }) {
  return (
    <StyledSkip href={`#${MAIN_ID}`} inert={inert}>
      {navigation.skipLink}
    </StyledSkip>
  );
}

const StyledSkip = styled('a', screenOnly, {
  position: 'fixed',
  top: '$3',
  left: '$3',
  zIndex: '$skip',
  padding: '$3 $4',
  borderRadius: '$1',
  backgroundColor: '$text',
  color: '$canvas',
  fontWeight: 600,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
});
