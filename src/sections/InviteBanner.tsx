import type { ReactNode } from 'react';
import { DisplayHeading, Eyebrow, type HeldHeight } from '../components/typography';
import { panel, paperOnly } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { Reveal } from './Reveal';

interface Props {
  eyebrow?: string;
  heading: string;
  body: string;
  /** Lines for paper only, after the body. */
  paperLines?: readonly string[];
  /** The call to action: a link or button. */
  action: ReactNode;
}

/** The height a banner takes in its section, in px by layout, which the section stands in at
 * until it renders: the sample's at 390 and 1440 px, give or take a line of its body. */
export const inviteHeld: HeldHeight = { phone: 300, md: 235 };

/** A calm, full-width invitation to go somewhere next. */
export function InviteBanner({ eyebrow, heading, body, paperLines, action }: Props) {
  return (
    <Reveal>
      {/* On paper a plain block, its action a line of text (styles/printStyles.ts). */}
      <StyledBanner data-invite>
        <div>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <DisplayHeading as="h2" size="sm">
            {heading}
          </DisplayHeading>
          <StyledBody>{body}</StyledBody>
          {paperLines && (
            <StyledPaperLines>
              {paperLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </StyledPaperLines>
          )}
        </div>
        {action}
      </StyledBanner>
    </Reveal>
  );
}

const StyledBanner = styled('div', panel, {
  display: 'grid',
  gap: '$5',
  alignItems: 'center',
  padding: '$6 $5',
  backgroundImage:
    'radial-gradient(120% 140% at 100% 0%, $colors$glowIndigo, transparent 55%), radial-gradient(120% 140% at 0% 100%, $colors$glowOrange, transparent 55%)',
  '@md': { gridTemplateColumns: '1fr auto', padding: '$7', gap: '$7' },
});

const StyledBody = styled('p', { marginTop: '$3', color: '$textMuted', maxWidth: '56ch' });

const StyledPaperLines = styled('ul', paperOnly, { marginTop: '$2', fontWeight: 600 });
