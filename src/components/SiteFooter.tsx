import { Link } from 'react-router-dom';
import { owner } from '../content/owner';
import { footer, navigation } from '../content/site';
import { labelText } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { ExternalLink } from './ExternalLink';
import { Container } from './typography';

export function SiteFooter({ inert }: { inert?: boolean }) {
  return (
    <StyledFooter inert={inert}>
      <Container>
        <StyledGrid>
          <div>
            <StyledName>{owner.name}</StyledName>
            <StyledTagline>{footer.tagline}</StyledTagline>
          </div>
          <nav aria-labelledby="footer-pages">
            <StyledHeading id="footer-pages">{footer.pagesHeading}</StyledHeading>
            <StyledList>
              <li>
                <Link to={navigation.home.href}>{footer.home}</Link>
              </li>
              <li>
                <Link to={navigation.allWork.href}>{navigation.allWork.label}</Link>
              </li>
              <li>
                <Link to={navigation.leadership.href}>{navigation.leadership.long}</Link>
              </li>
              <li>
                <ExternalLink href={navigation.profile.href}>
                  {navigation.profile.label}
                </ExternalLink>
              </li>
            </StyledList>
          </nav>
        </StyledGrid>
        <StyledCopyright>{footer.copyright}</StyledCopyright>
      </Container>
    </StyledFooter>
  );
}

const StyledFooter = styled('footer', {
  borderTop: '1px solid $hairline',
  backgroundColor: '$surface',
  paddingBlock: '$7 $6',
  fontSize: '$3',
});

// The owner beside the pages from md; above them on a phone, where a half-width column would
// break the pages' names.
const StyledGrid = styled('div', {
  display: 'grid',
  gap: '$6',
  '@md': { gridTemplateColumns: '2fr 1fr' },
});

const StyledName = styled('p', {
  fontFamily: '$display',
  fontSize: '$8',
  lineHeight: '$snug',
});

const StyledTagline = styled('p', { marginTop: '$2', color: '$textMuted', maxWidth: '36ch' });

const StyledHeading = styled('h2', labelText, {
  marginBottom: '$3',
});

const StyledList = styled('ul', {
  listStyle: 'none',
  display: 'grid',
  gap: '$1',
  '& a': {
    display: 'inline-block',
    paddingBlock: '$1',
    textDecoration: 'none',
    '@hover': {
      '&:hover': { textDecoration: 'underline', textUnderlineOffset: '4px' },
    },
  },
});

const StyledCopyright = styled('p', {
  marginTop: '$7',
  paddingTop: '$5',
  borderTop: '1px solid $hairline',
  color: '$textMuted',
  fontSize: '$2',
});
