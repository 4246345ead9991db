import { Link } from 'react-router-dom';
import { ArrowLink } from '../components/buttons';
import { ArrowRightIcon } from '../components/icons';
import { Container } from '../components/typography';
import { navigation } from '../content/site';
import { studyEnd as copy } from '../content/studyEnd';
import type { PublicStudy } from '../content/types';
import { allStudies } from 'virtual:study-catalogue';
import { cssTransition } from '../motion/cssMotion';
import { accentOf, labelText, screenOnly } from '../styles/fragments';
import { styled } from '../styles/stitches.config';

/** The studies before and after one, in the site's order, going round. */
function neighbours(slug: string) {
  const count = allStudies.length;
  const index = allStudies.findIndex((study) => study.slug === slug);
  const at = (offset: number) => allStudies[(index + offset + count) % count]!;
  return { previous: at(-1), next: at(1) };
}

/** A study to go on to: what its home card says of it, the whole of it one link. */
function Neighbour({ study, label }: { study: PublicStudy; label: string }) {
  return (
    <StyledNeighbour to={study.path} {...accentOf(study)}>
      <StyledLabel>{label}</StyledLabel>
      <StyledTitle>{study.title}</StyledTitle>
      <StyledTeaser>{study.teaser}</StyledTeaser>
    </StyledNeighbour>
  );
}

/** The end of a case study: on to the next, back to the previous, or to all the work. */
export default function StudyEnd({ slug }: { slug: string }) {
  const { previous, next } = neighbours(slug);
  return (
    <StyledEnd aria-label={copy.label}>
      <Container>
        <StyledPair>
          <Neighbour study={previous} label={copy.previous} />
          <Neighbour study={next} label={copy.next} />
        </StyledPair>
        <ArrowLink to={navigation.allWork.href}>
          {navigation.allWork.label} <ArrowRightIcon data-arrow />
        </ArrowLink>
      </Container>
    </StyledEnd>
  );
}

const StyledEnd = styled('nav', screenOnly, {
  paddingBlock: '$8',
  borderTop: '1px solid $hairline',
});

const StyledPair = styled('div', {
  display: 'grid',
  gap: '$4',
  marginBottom: '$6',
  '@md': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '$5' },
});

const StyledNeighbour = styled(Link, {
  display: 'block',
  padding: '$5',
  borderRadius: '$3',
  border: '1px solid $hairline',
  borderTop: '3px solid $$accent',
  backgroundColor: '$surface',
  color: '$text',
  textDecoration: 'none',
  transition: cssTransition('hover', ['background-color']),
  '@hover': { '&:hover': { backgroundColor: '$surfaceSunken' } },
  '&:focus-visible': { outline: '2px solid $$accent', outlineOffset: '3px' },
  // The next study sits on the right, where reading goes on.
  '&:last-child': { '@md': { textAlign: 'end' } },
});

const StyledLabel = styled('span', labelText, { display: 'block' });

const StyledTitle = styled('span', {
  display: 'block',
  marginTop: '$2',
  fontFamily: '$display',
  fontSize: '$8',
  lineHeight: '$tight',
});

const StyledTeaser = styled('span', { display: 'block', marginTop: '$2', color: '$textMuted' });
