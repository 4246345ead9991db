import { ArrowLink } from '../components/buttons';
import { ArrowRightIcon } from '../components/icons';
import { SiteImage } from '../components/SiteImage';
import { Container, DisplayHeading, Eyebrow, Lede } from '../components/typography';
import type { Figure, Image } from '../content/types';
import { figureNumerals, labelText, screenOnly } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { MetricCounter } from './MetricCounter';
import { DotList } from './sectionParts';
import { portraitSlot } from '../styles/slots/portrait';

interface Props {
  eyebrow: string;
  greeting: string;
  lede: string;
  photo: Image;
  factsHeading: string;
  facts: string[];
  stats: Figure[];
  /** The link down to the work, and the id of the section it jumps to. */
  workLink: string;
  workAnchor: string;
}

/** Home's introduction: who, a photo, the bullet facts and three headline numbers. */
export function IntroHero({
  eyebrow,
  greeting,
  lede,
  photo,
  factsHeading,
  facts,
  stats,
  workLink,
  workAnchor,
}: Props) {
  return (
    // On paper, the head of the home page's résumé (styles/printResume.ts).
    <StyledHero data-resume>
      <Container>
        <StyledGrid>
          <div>
            <Eyebrow>{eyebrow}</Eyebrow>
            <DisplayHeading size="xl">{greeting}</DisplayHeading>
            <StyledLede>{lede}</StyledLede>
            <StyledWorkLink to={`#${workAnchor}`}>
              {workLink} <ArrowRightIcon data-arrow />
            </StyledWorkLink>
            <StyledFactsHeading>{factsHeading}</StyledFactsHeading>
            <StyledFacts>
              {facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </StyledFacts>
          </div>
          <StyledPhoto>
            <SiteImage image={photo} slot={portraitSlot} priority />
          </StyledPhoto>
        </StyledGrid>
        <StyledStats>
          {stats.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>
                <MetricCounter value={stat.value} />
              </dd>
            </div>
          ))}
        </StyledStats>
      </Container>
    </StyledHero>
  );
}

// Less room above than below from md: the hero's link to the work keeps the figures on a
// 1440 × 900 screen.
const StyledHero = styled('div', {
  paddingBlock: '$7 $8',
  '@md': { paddingBlock: '$8 $9' },
});

const StyledGrid = styled('div', {
  display: 'grid',
  gap: '$7',
  alignItems: 'center',
  '@md': { gridTemplateColumns: 'minmax(0, 1.35fr) minmax(0, 1fr)', gap: '$8' },
});

const StyledLede = styled(Lede, { marginTop: '$5' });

// A link, not the browser's own jump: the app lands it below the header, its heading focused.
const StyledWorkLink = styled(ArrowLink, screenOnly, { marginTop: '$4' });

const StyledFactsHeading = styled('h2', labelText, {
  marginTop: '$5',
});

// The owner's facts, dotted in the three studies' colours in turn.
const StyledFacts = styled(DotList, {
  marginTop: '$3',
  '& > li': {
    '&::before': { left: 0, top: '0.7em', size: '8px', backgroundColor: '$indigo' },
    '&:nth-child(3n+2)::before': { backgroundColor: '$green' },
    '&:nth-child(3n)::before': { backgroundColor: '$orange' },
  },
});

const StyledPhoto = styled('div', {
  maxWidth: '420px',
  width: '100%',
  justifySelf: 'center',
  borderRadius: '$3',
  overflow: 'hidden',
  backgroundColor: '$surfaceSunken',
  boxShadow: '$card',
  transform: 'rotate(1.5deg)',
  '& img': { width: '100%' },
});

const StyledStats = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '$4',
  marginTop: '$8',
  paddingTop: '$6',
  borderTop: '1px solid $hairline',
  // Number above its label, all numbers on one line however the labels wrap.
  '& > div': {
    display: 'flex',
    flexDirection: 'column-reverse',
    justifyContent: 'flex-end',
    gap: '$1',
  },
  '& dt': { fontSize: '$2', color: '$textMuted', '@md': { fontSize: '$3' } },
  '& dd': {
    margin: 0,
    ...figureNumerals,
    color: '$text',
  },
});
