import { Link, NavLink } from 'react-router-dom';
import { owner } from '../../content/owner';
import { navigation } from '../../content/site';
import { cssTransition } from '../../motion/cssMotion';
import { headerScrollThreshold } from '../../motion/tokens';
import { controlBar } from '../../styles/fragments';
import { styled } from '../../styles/stitches.config';
import { ExternalLink } from '../ExternalLink';
import { ExternalIcon } from '../icons';
import { navItemStyle } from './navItemStyle';
import { ProjectsMenu } from './ProjectsMenu';
import { SchemeSwitch } from './SchemeSwitch';
import { useScrolledPast } from './useScrolledPast';

export function SiteHeader({ inert }: { inert?: boolean }) {
  const scrolled = useScrolledPast(headerScrollThreshold);

  return (
    <StyledHeader data-scrolled={scrolled ? '' : undefined} inert={inert}>
      <StyledStripe aria-hidden />
      <StyledBar>
        <StyledHome to={navigation.home.href} aria-label={navigation.home.label}>
          <StyledMark aria-hidden />
          <StyledName>{owner.name}</StyledName>
        </StyledHome>
        <StyledEnd>
          <StyledNav aria-label="Main">
            <ProjectsMenu label={navigation.projects} allWork={navigation.allWork} />
            <StyledNavLink to={navigation.leadership.href}>
              <StyledLong>{navigation.leadership.long}</StyledLong>
              <StyledShort>{navigation.leadership.short}</StyledShort>
            </StyledNavLink>
            <StyledProfile href={navigation.profile.href}>
              <StyledLong>{navigation.profile.label}</StyledLong>
              <StyledShort className="visually-hidden">{navigation.profile.label}</StyledShort>
              <ExternalIcon />
            </StyledProfile>
          </StyledNav>
          <SchemeSwitch />
        </StyledEnd>
      </StyledBar>
    </StyledHeader>
  );
}

const StyledHeader = styled('header', {
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: '$header',
  // The scrolled look is a layer that fades in, so only opacity animates.
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    backgroundColor: '$headerScrolled',
    boxShadow: '$header',
    opacity: 0,
    transition: cssTransition('header', ['opacity']),
  },
  // No backdrop blur: at the top only the plain page background is under the header, and once
  // scrolled the 97% opaque layer would hide it; it only cost frames as the page began to scroll.
  backgroundColor: '$headerGlass',
  '&[data-scrolled]::before': { opacity: 1 },
});

const StyledStripe = styled('div', {
  position: 'relative',
  height: '$stripe',
  backgroundImage: 'linear-gradient(90deg, $indigo 0%, $green 50%, $orange 100%)',
});

const StyledBar = styled('div', controlBar, {
  position: 'relative',
  height: '$header',
  maxWidth: 'calc($sizes$content + 2 * $space$7)',
  marginInline: 'auto',
  px: '$3',
  '@narrow': { px: '$2' },
  '@md': { px: '$7' },
});

const StyledHome = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$tapTarget',
  fontWeight: 650,
  fontSize: '$3',
  // The narrowest phones need the room for the five controls, each whole on screen.
  '@narrow': { fontSize: '$2' },
  letterSpacing: '$tight',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  // Whatever the owner's name, the controls beside it stay whole on screen: the name gives way.
  minWidth: 0,
  '@md': { fontSize: '$4' },
});

const StyledName = styled('span', { overflow: 'hidden', textOverflow: 'ellipsis' });

const StyledMark = styled('span', {
  '@narrow': { display: 'none' },
  size: '14px',
  borderRadius: '$pill',
  flex: 'none',
  backgroundImage: 'conic-gradient($indigo, $green, $orange, $indigo)',
});

const StyledEnd = styled('div', { display: 'flex', alignItems: 'center' });

const StyledNav = styled('nav', {
  display: 'flex',
  alignItems: 'center',
  gap: 0,
  '@md': { gap: '$1' },
});

const StyledNavLink = styled(NavLink, navItemStyle, {
  '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: '6px' },
});

// Its icon alone on a phone: as wide as a press needs.
const StyledProfile = styled(ExternalLink, navItemStyle, {
  justifyContent: 'center',
  minWidth: '32px',
});

const StyledLong = styled('span', { display: 'none', '@md': { display: 'inline' } });
const StyledShort = styled('span', { '@md': { display: 'none' } });
