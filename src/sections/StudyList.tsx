import { Link } from 'react-router-dom';
import { LockIcon } from '../components/icons';
import { SiteImage } from '../components/SiteImage';
import type { byEmployer } from '../content/employerGroups';
import type { PublicStudy } from '../content/types';
import { cssTransition } from '../motion/cssMotion';
import { accentOf, labelText, stretchedLink, visuallyHidden } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { thumbnailSlot } from '../styles/slots/thumbnail';

interface Props {
  /** Every study, by employer. */
  groups: ReturnType<typeof byEmployer<PublicStudy>>;
  lockedHint: string;
}

/** Every case study under its employer's name, each row one link: picture, year, title, teaser. */
export function StudyList({ groups, lockedHint }: Props) {
  return groups.map((group) => (
    <StyledGroup key={group.employerId} aria-labelledby={`work-${group.employerId}`}>
      <StyledEmployer id={`work-${group.employerId}`}>{group.employer}</StyledEmployer>
      <StyledList>
        {group.projects.map((study) => (
          <StyledRow key={study.slug} {...accentOf(study)}>
            <StyledThumb>
              <SiteImage image={study.cardImage} slot={thumbnailSlot} />
            </StyledThumb>
            <div>
              <StyledMeta>
                <span>{study.year}</span>
                <StyledLocked>
                  <LockIcon /> <StyledLockedWords>{lockedHint}</StyledLockedWords>
                </StyledLocked>
              </StyledMeta>
              <StyledTitle>
                <StyledLink to={study.path}>{study.title}</StyledLink>
              </StyledTitle>
              <StyledTeaser>{study.teaser}</StyledTeaser>
            </div>
          </StyledRow>
        ))}
      </StyledList>
    </StyledGroup>
  ));
}

const StyledGroup = styled('section', {
  paddingBlock: '$6',
  borderTop: '1px solid $hairline',
  '@md': { display: 'grid', gridTemplateColumns: '1fr 3fr', gap: '$6' },
});

const StyledEmployer = styled('h2', {
  fontFamily: '$display',
  fontWeight: 400,
  fontSize: '$8',
  lineHeight: '$snug',
  marginBottom: '$4',
});

const StyledList = styled('div', { display: 'grid', gap: '$4' });

const StyledRow = styled('article', {
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '96px 1fr',
  alignItems: 'start',
  gap: '$4',
  padding: '$3',
  borderRadius: '$2',
  transition: cssTransition('hover', ['background-color']),
  '@md': { gridTemplateColumns: '160px 1fr', gap: '$5' },
  '@hover': { '&:hover': { backgroundColor: '$$accentTint' } },
  '&:focus-within': { outline: '2px solid $$accent', outlineOffset: '2px' },
  '@print': { breakInside: 'avoid' },
});

const StyledThumb = styled('div', {
  aspectRatio: '8 / 5',
  borderRadius: '$1',
  overflow: 'hidden',
  backgroundColor: '$$accentTint',
  '& img': { width: '100%', height: '100%', objectFit: 'cover' },
});

// The year, then the lock with its words, each whole: on a narrow row the lock goes below.
const StyledMeta = styled('p', labelText, {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: '$3',
  color: '$$accent',
});

const StyledLocked = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  whiteSpace: 'nowrap',
});

// The narrowest phones have room for the lock, and say its words to a screen reader alone.
const StyledLockedWords = styled('span', { '@narrow': visuallyHidden });

const StyledTitle = styled('h3', {
  marginTop: '$1',
  fontFamily: '$display',
  fontWeight: 400,
  fontSize: '$7',
  lineHeight: '$snug',
});

const StyledLink = styled(Link, stretchedLink);

const StyledTeaser = styled('p', { marginTop: '$1', color: '$textMuted', fontSize: '$3' });
