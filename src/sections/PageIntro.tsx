import type { ReactNode } from 'react';
import { Container, DisplayHeading, Eyebrow, Lede } from '../components/typography';
import { styled } from '../styles/stitches.config';

interface Props {
  eyebrow: string;
  heading: string;
  lede: string;
  children?: ReactNode;
}

/** The opening of a page: eyebrow, the page's h1 and a lede. Visible from the first paint. */
export function PageIntro({ eyebrow, heading, lede, children }: Props) {
  return (
    <StyledIntro>
      <Container>
        <Eyebrow>{eyebrow}</Eyebrow>
        <DisplayHeading size="xl">{heading}</DisplayHeading>
        <StyledLede>{lede}</StyledLede>
        {children}
      </Container>
    </StyledIntro>
  );
}

const StyledIntro = styled('div', {
  paddingBlock: '$8 $7',
  '@md': { paddingBlock: '$10 $8' },
});

const StyledLede = styled(Lede, { marginTop: '$5' });
