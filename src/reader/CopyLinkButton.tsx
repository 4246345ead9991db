import { useState, type SVGProps } from 'react';
import { sectionLinks as copy } from '../content/sectionLinks';
import { cssTransition } from '../motion/cssMotion';
import { screenOnly } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { base } from '../components/icons';

type Outcome = 'copied' | 'failed' | undefined;

/**
 * Copies the address of one section of the page (`…/payment-overhaul#results`). Where the
 * clipboard is blocked, it shows the address to copy by hand instead. Either outcome is announced,
 * and cleared when focus moves on.
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
          try {
            await navigator.clipboard.writeText(address());
            setOutcome('copied');
          } catch {
            setOutcome('failed');
          }
        }}
      >
        <LinkIcon />
      </StyledButton>
      <StyledStatus role="status" data-outcome={outcome}>
        {outcome === 'copied' && copy.copied}
        {outcome === 'failed' && `${copy.failed} ${address()}`}
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

const StyledStatus = styled('p', {
  position: 'absolute',
  top: '100%',
  insetInlineEnd: 0,
  marginTop: '$3',
  width: 'max-content',
  maxWidth: 'min(24rem, 80vw)',
  overflowWrap: 'anywhere',
  fontSize: '$2',
  fontWeight: 600,
  '&[data-outcome]': {
    padding: '$2 $3',
    borderRadius: '$1',
    backgroundColor: '$surface',
    boxShadow: '$header',
  },
});
