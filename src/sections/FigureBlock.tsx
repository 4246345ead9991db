import { SiteImage } from '../components/SiteImage';
import type { Image } from '../content/types';
import { panel } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { Reveal } from './Reveal';
import { figureSlot } from '../styles/slots/figure';

/** A framed image with its caption. */
export function FigureBlock({ image, caption }: { image: Image; caption: string }) {
  return (
    <Reveal>
      <StyledFigure>
        <StyledFrame>
          <SiteImage image={image} slot={figureSlot} />
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
