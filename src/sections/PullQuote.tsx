import { styled } from '../styles/stitches.config';
import { Reveal } from './Reveal';

/** A quotation set large in the display face, with who said it. */
export function PullQuote({ text, attribution }: { text: string; attribution: string }) {
  return (
    <Reveal>
      <StyledFigure>
        <blockquote>
          <StyledText>{text}</StyledText>
        </blockquote>
        <StyledAttribution>{attribution}</StyledAttribution>
      </StyledFigure>
    </Reveal>
  );
}

const StyledFigure = styled('figure', {
  display: 'grid',
  gap: '$5',
  maxWidth: '46rem',
  paddingLeft: '$5',
  borderLeft: '2px solid $$accent',
  '@md': { paddingLeft: '$7' },
});

const StyledText = styled('p', {
  fontFamily: '$display',
  fontSize: '$9',
  lineHeight: '$snug',
  textWrap: 'pretty',
  '@md': { fontSize: '$10' },
});

const StyledAttribution = styled('figcaption', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  fontSize: '$3',
  fontWeight: 600,
  color: '$textMuted',
  // A short rule stands in for the dash that usually introduces a quote's source.
  '&::before': {
    content: '""',
    flexShrink: 0,
    width: '$space$5',
    height: '1px',
    backgroundColor: '$textMuted',
  },
});
