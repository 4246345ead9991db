import type { HTMLAttributes, ReactNode } from 'react';
import {
  Container,
  DisplayHeading,
  Eyebrow,
  heldHeight,
  Lede,
  SectionBlock,
  type HeldHeight,
} from '../components/typography';
import { styled } from '../styles/stitches.config';
import { Reveal } from './Reveal';

/** A section's background: the page's, or sunken a step below it. */
export type SectionTone = 'plain' | 'sunken';

interface Props {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  tone?: SectionTone;
  /**
   * A control at the head's end, level with the eyebrow (a case study's copy-link button); not on
   * a slide, where the audience has no use for it.
   */
  action?: ReactNode;
  /**
   * The heading says what the eyebrow does (a study's numbered label, '01 · Challenges', over
   * 'Challenges'): the eyebrow is for the eye, and a screen reader hears the heading alone.
   */
  eyebrowSaid?: boolean;
  /** Skip rendering while far off screen: for pages that never jump to their sections. Until it
   * renders it stands in at `held`, the height its content will take. */
  skipOffscreen?: boolean;
  held?: HeldHeight;
  /** A presented study's section is a slide: its marks and style (see `useSlide`). */
  frame?: HTMLAttributes<HTMLElement>;
  children: ReactNode;
}

/** The shared frame of a content section: anchor, eyebrow, h2, intro, then the section's body. */
export function SectionFrame({
  id,
  eyebrow,
  heading,
  intro,
  tone = 'plain',
  action,
  eyebrowSaid,
  skipOffscreen,
  held,
  frame,
  children,
}: Props) {
  // A slide is a second drawing of the section, over the page that keeps its anchor.
  const headingId = frame ? `${id}-slide-heading` : `${id}-heading`;
  return (
    <SectionBlock
      id={frame ? undefined : id}
      aria-labelledby={headingId}
      tone={tone}
      skipOffscreen={skipOffscreen}
      style={heldHeight(held)}
      {...frame}
    >
      <Container>
        <Reveal>
          <StyledHead>
            {eyebrow && (
              <Eyebrow tone="accent" aria-hidden={eyebrowSaid || undefined}>
                {eyebrow}
              </Eyebrow>
            )}
            <DisplayHeading as="h2" size="md" id={headingId}>
              {heading}
            </DisplayHeading>
            {intro && <Lede>{intro}</Lede>}
            {!frame && action}
          </StyledHead>
        </Reveal>
        {children}
      </Container>
    </SectionBlock>
  );
}

const StyledHead = styled('div', {
  position: 'relative',
  display: 'grid',
  gap: '$4',
  marginBottom: '$6',
  '@md': { marginBottom: '$7' },
});
