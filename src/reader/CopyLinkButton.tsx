import { useState, type SVGProps } from 'react';
import { sectionLinks as copy } from '../content/sectionLinks';
import { cssAnimation, cssTransition } from '../motion/cssMotion';
import { screenOnly } from '../styles/fragments';
import { keyframes, styled } from '../styles/stitches.config';
import { base } from '../components/icons';

/** What the last press did, and which press it was: each is a notice of its own. */
type Outcome = { kind: 'copied' | 'failed'; press: number } | undefined;

/** How long a notice stays to be read before it fades, in seconds: reading time, which reduced
 * motion keeps (the fade is motion, and goes). */
const NOTICE_HOLD = 3;

/**
 * Copies the address of one section of the page (`…/payment-overhaul#results`). Where the
 * clipboard is blocked, it shows the address to copy by hand instead. Each press's outcome is a
 * new notice, announced as it appears; a copied one fades away after a moment and leaves the
 * reading order with it (the address to copy by hand stays until focus moves on).
 */
export function CopyLinkButton({ id, heading }: { id: string; heading: string }) {
  const [outcome, setOutcome] = useState<Outcome>();
  const address = () => `${window.location.origin}${window.location.pathname}#${id}`;

  return (
    <StyledControl onBlur={() => setOutcome(undefined)}>
      <StyledButton
        type="button"
        aria-label={copy.label(heading)}
        onClick={async () => {
          const press = (outcome?.press ?? 0) + 1;
          try {
            await navigator.clipboard.writeText(address());
            setOutcome({ kind: 'copied', press });
          } catch {
            setOutcome({ kind: 'failed', press });
          }
        }}
      >
        <LinkIcon />
      </StyledButton>
      <StyledStatus role="status">
        {outcome && (
          <StyledNotice key={outcome.press} fades={outcome.kind === 'copied'}>
            {outcome.kind === 'copied' ? copy.copied : `${copy.failed} ${address()}`}
          </StyledNotice>
        )}
      </StyledStatus>
    </StyledControl>
  );
}

// Here rather than with the other icons, so it loads with the studies, not with every page.
const LinkIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base} {...props}>
    <path d="M7 9a3 3 0 004.2.3l2-2a3 3 0 00-4.2-4.2l-1 1M9 7a3 3 0 00-4.2-.3l-2 2a3 3 0 004.2 4.2l1-1" />
  </svg>
);

// Level with the eyebrow at the head's end, so it takes no line of its own.
const StyledControl = styled('div', screenOnly, {
  position: 'absolute',
  top: 0,
  insetInlineEnd: 0,
  display: 'grid',
  justifyItems: 'end',
});

const StyledButton = styled('button', {
  display: 'grid',
  placeItems: 'center',
  size: '$tapTarget',
  marginBlock: '-12px',
  marginInlineEnd: '-12px',
  border: 0,
  borderRadius: '$pill',
  backgroundColor: 'transparent',
  color: '$textMuted',
  cursor: 'pointer',
  transition: cssTransition('hover', ['background-color', 'color']),
  '@hover': {
    '&:hover': { color: '$text', backgroundColor: '$surfaceSunken' },
  },
});

const StyledStatus = styled('div', {
  position: 'absolute',
  top: '100%',
  insetInlineEnd: 0,
  marginTop: '$3',
});

// Shown, held, then hidden (out of the accessibility tree too, so it is not read in the flow).
const noticeAway = keyframes({ to: { opacity: 0, visibility: 'hidden' } });

const StyledNotice = styled('p', {
  display: 'block',
  width: 'max-content',
  maxWidth: 'min(24rem, 80vw)',
  overflowWrap: 'anywhere',
  padding: '$2 $3',
  borderRadius: '$1',
  backgroundColor: '$surface',
  boxShadow: '$header',
  fontSize: '$2',
  fontWeight: 600,
  variants: {
    fades: {
      true: { animation: `${cssAnimation(`${noticeAway}`, 'tooltip')} ${NOTICE_HOLD}s both` },
    },
  },
});
