import { InfoTooltip } from '../components/InfoTooltip';
import { SiteImage } from '../components/SiteImage';
import { Container, DisplayHeading, Eyebrow, Lede } from '../components/typography';
import type { HeroSection } from '../content/types';
import { labelText, numeralFace } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { MetricCounter } from './MetricCounter';
import { useSlide } from '../slides/presentation';
import { fullWidthSlot } from '../styles/slots/fullWidth';

interface Props extends Omit<HeroSection, 'kind'> {
  labels: { employer: string; role: string; period: string };
}

/** The opening of a case study: title, lede, facts row (employer with its tooltip), headline, image. */
export function CaseStudyHero({
  eyebrow,
  title,
  lede,
  employer,
  role,
  period,
  headline,
  image,
  labels,
}: Props) {
  // Presented, the opening is the first slide, with the id no section has.
  const slide = useSlide('');
  return (
    <StyledHero {...slide?.frame}>
      {/* Presented, a row at a time if it must: the title and facts, then the picture. */}
      <Container {...slide?.items}>
        <Eyebrow tone="accent">{eyebrow}</Eyebrow>
        <DisplayHeading size="lg">{title}</DisplayHeading>
        <StyledLede>{lede}</StyledLede>
        <StyledFacts>
          <div>
            <dt>{labels.employer}</dt>
            <dd>
              <InfoTooltip content={employer.tooltip}>{employer.name}</InfoTooltip>
            </dd>
          </div>
          <div>
            <dt>{labels.role}</dt>
            <dd>{role}</dd>
          </div>
          <div>
            <dt>{labels.period}</dt>
            <dd>{period}</dd>
          </div>
          {headline && (
            <StyledHeadline>
              <dt>{headline.label}</dt>
              <dd>
                <MetricCounter value={headline.value} />
              </dd>
            </StyledHeadline>
          )}
        </StyledFacts>
        <StyledImage>
          <SiteImage image={image} slot={fullWidthSlot} priority />
        </StyledImage>
      </Container>
    </StyledHero>
  );
}

const StyledHero = styled('header', {
  paddingBlock: '$8 $7',
  '@md': { paddingBlock: '$9 $8' },
  '@print': { paddingBlock: '$5 0' },
});

const StyledLede = styled(Lede, { marginTop: '$5' });

const StyledFacts = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '$4 $5',
  marginTop: '$6',
  paddingBlock: '$5',
  borderBlock: '1px solid $hairline',
  '@md': { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '$7' },
  '& dt': {
    ...labelText,
    fontSize: '$1',
  },
  '& dd': { margin: 0, marginTop: '$1', fontWeight: 600 },
});

const StyledHeadline = styled('div', {
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column-reverse',
  '@md': { marginLeft: 'auto' },
  '& dd': {
    ...numeralFace,
    fontSize: '$11',
    marginTop: 0,
    marginBottom: '$1',
  },
});

const StyledImage = styled('div', {
  marginTop: '$6',
  borderRadius: '$3',
  overflow: 'hidden',
  backgroundColor: '$$accentTint',
  border: '1px solid $hairline',
  '& img': { width: '100%' },
});
