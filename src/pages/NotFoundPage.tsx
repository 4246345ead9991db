import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../components/buttons';
import { SiteImage } from '../components/SiteImage';
import { Container, DisplayHeading, Lede } from '../components/typography';
import { notFound } from '../content/notFound';
import { navigation } from '../content/site';
import { styled } from '../styles/stitches.config';
import { notFoundSlot } from '../styles/slots/notFound';

export default function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
    // Intentional: the one console message the site writes, for whoever debugs a broken link.
    console.log(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <Container>
      <StyledWrap>
        <StyledArt>
          <SiteImage image={notFound.image} slot={notFoundSlot} priority />
        </StyledArt>
        <div>
          <StyledCode>{notFound.code}</StyledCode>
          <DisplayHeading as="h2" size="lg">
            {notFound.title}
          </DisplayHeading>
          <StyledBody>{notFound.body}</StyledBody>
          <ButtonLink to={navigation.home.href}>{notFound.cta}</ButtonLink>
        </div>
      </StyledWrap>
    </Container>
  );
}

const StyledWrap = styled('div', {
  display: 'grid',
  gap: '$6',
  alignItems: 'center',
  paddingBlock: '$8',
  '@md': { gridTemplateColumns: '1fr 1fr', gap: '$8', paddingBlock: '$9' },
});

// The art is drawn on the light paper (the page's own in light): in dark it stands as a card,
// like the portrait on the home page.
const StyledArt = styled('div', {
  maxWidth: '480px',
  '& img': { width: '100%', borderRadius: '$3' },
});

const StyledCode = styled('h1', {
  fontFamily: '$display',
  fontWeight: 400,
  fontSize: '$12',
  lineHeight: 1,
  color: '$orange',
  marginBottom: '$3',
});

const StyledBody = styled(Lede, { marginBlock: '$5 $6' });
