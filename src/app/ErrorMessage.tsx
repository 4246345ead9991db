import { Button, ButtonLink } from '../components/buttons';
import { Container, DisplayHeading, Lede } from '../components/typography';
import { errorPage, navigation } from '../content/site';
import { styled } from '../styles/stitches.config';

export function ErrorMessage({ message }: { message: string }) {
  return (
    <Container>
      <StyledBox role="alert">
        <DisplayHeading size="md">{errorPage.title}</DisplayHeading>
        <StyledMessage>{message}</StyledMessage>
        <Lede>{errorPage.hint}</Lede>
        <StyledActions>
          <Button type="button" onClick={() => window.location.reload()}>
            {errorPage.reload}
          </Button>
          <ButtonLink to={navigation.home.href} tone="outline" reloadDocument>
            {errorPage.home}
          </ButtonLink>
        </StyledActions>
      </StyledBox>
    </Container>
  );
}

const StyledBox = styled('div', {
  paddingBlock: '$9',
  display: 'grid',
  gap: '$5',
  justifyItems: 'start',
});

const StyledMessage = styled('pre', {
  margin: 0,
  maxWidth: '100%',
  padding: '$4',
  borderRadius: '$2',
  backgroundColor: '$surfaceSunken',
  color: '$danger',
  fontSize: '$3',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

const StyledActions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3' });
