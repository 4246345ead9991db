import type { ReactNode } from 'react';
import { SiteImage } from '../components/SiteImage';
import type { Image } from '../content/types';
import { panel } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { Reveal } from './Reveal';
import { figureSlot } from '../styles/slots/figure';

/** A framed image with its caption, or in its place what `children` draws (a clip). */
export function FigureBlock({
  caption,
  ...shown
}: { caption: string } & ({ image: Image } | { children: ReactNode })) {
  return (
    <Reveal>
      <StyledFigure>
        <StyledFrame>
          {'image' in shown ? <SiteImage image={shown.image} slot={figureSlot} /> : shown.children}
        </StyledFrame>
        <StyledCaption>{caption}</StyledCaption>
      </StyledFigure>
    </Reveal>
  );
}

const StyledFigure = styled('figure', { display: 'grid', gap: '$4' });

const StyledFrame = styled('div', panel, {
  padding: '$2',
  boxShadow: '$card',
  '@md': { padding: '$3' },
  '& img': { width: '100%', borderRadius: '$2', backgroundColor: '$surfaceSunken' },
  // SiteImage removes itself if the file fails to load; drop the empty frame with it.
  '&:empty': { display: 'none' },
});

const StyledCaption = styled('figcaption', {
  maxWidth: '$measure',
  fontSize: '$3',
  color: '$textMuted',
  textWrap: 'pretty',
});
