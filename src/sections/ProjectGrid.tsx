import { Link } from 'react-router-dom';
import { ArrowRightIcon, LockIcon } from '../components/icons';
import { SiteImage } from '../components/SiteImage';
import type { HeldHeight } from '../components/typography';
import { studyPage } from '../content/pages';
import type { StudyCard } from '../content/types';
import { cssTransition, distance } from '../motion/cssMotion';
import { accentOf, labelText, stretchedLink } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { Reveal } from './Reveal';
import { thirdCardSlot } from '../styles/slots/thirdCard';

interface Props {
  projects: StudyCard[];
  cta: string;
  lockedHint: string;
}

/**
 * The height the Highlighted Projects section's content takes with `count` cards, in px by layout,
 * which it stands in at until it renders: its head, then a card a row on a phone, two from md
 * and three from lg (a card is its 8:5 picture and its text), and the link to every study under
 * them when they show only some. Within a few dozen pixels of the sample's at 390 and 1440 px.
 */
export const projectsHeld = (count: number, linkBelow: boolean): HeldHeight => {
  const link = linkBelow ? 70 : 0;
  return {
    phone: 220 + count * 470 + link,
    md: 170 + Math.ceil(count / 2) * 500 + link,
    lg: 150 + Math.ceil(count / 3) * 520 + link,
  };
};

/** The Highlighted Projects cards; the whole card is one link to the case study. */
export function ProjectGrid({ projects, cta, lockedHint }: Props) {
  return (
    <StyledGrid>
      {projects.map((project, index) => (
        <Reveal key={project.slug} order={index}>
          <StyledCard {...accentOf(project)}>
            <StyledMedia>
              <SiteImage image={project.cardImage} slot={thirdCardSlot} />
            </StyledMedia>
            <StyledBody>
              <StyledMeta>
                {project.employer.name} · {project.year}
              </StyledMeta>
              <StyledTitle>
                <StyledLink to={studyPage(project.slug).path}>{project.title}</StyledLink>
              </StyledTitle>
              <StyledTeaser>{project.teaser}</StyledTeaser>
              <StyledFooter>
                <StyledLocked>
                  <LockIcon /> {lockedHint}
                </StyledLocked>
                <StyledCta aria-hidden>
                  {cta} <ArrowRightIcon data-arrow />
                </StyledCta>
              </StyledFooter>
            </StyledBody>
          </StyledCard>
        </Reveal>
      ))}
    </StyledGrid>
  );
}

const StyledGrid = styled('div', {
  display: 'grid',
  gap: '$5',
  '@md': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@lg': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});

const StyledCard = styled('article', {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  borderRadius: '$3',
  overflow: 'hidden',
  backgroundColor: '$surface',
  border: '1px solid $hairline',
  boxShadow: '$card',
  transition: cssTransition('hover', ['transform', 'box-shadow'], 'cardDuration'),
  '@hover': {
    '&:hover': { transform: `translateY(${distance('hover', 'liftDistance', -1)})` },
    '&:hover [data-arrow]': { transform: `translateX(${distance('hover', 'nudgeDistance')})` },
  },
  '&:focus-within': { outline: '2px solid $$accent', outlineOffset: '3px' },
  '@print': { breakInside: 'avoid' },
});

const StyledMedia = styled('div', {
  aspectRatio: '8 / 5',
  backgroundColor: '$$accentTint',
  borderBottom: '1px solid $hairline',
  '& img': { width: '100%', height: '100%', objectFit: 'cover' },
});

const StyledBody = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: '$2',
  padding: '$5',
});

const StyledMeta = styled('p', labelText, { color: '$$accent' });

const StyledTitle = styled('h3', {
  fontFamily: '$display',
  fontWeight: 400,
  fontSize: '$9',
  lineHeight: '$snug',
});

const StyledLink = styled(Link, stretchedLink);

const StyledTeaser = styled('p', { color: '$textMuted', fontSize: '$3' });

const StyledFooter = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  marginTop: 'auto',
  paddingTop: '$4',
  fontSize: '$2',
  fontWeight: 600,
});

const StyledLocked = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  color: '$textMuted',
});

const StyledCta = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  color: '$$accent',
  '& [data-arrow]': { transition: cssTransition('hover', ['transform']) },
});
