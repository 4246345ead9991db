import { Body } from '../components/typography';
import { labelText, panel } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { Reveal } from './Reveal';
import { DotList } from './sectionParts';

interface Props {
  paragraphs: string[];
  aside?: { title: string; items: string[] };
}

/** Running text at a readable measure, with an optional side note beside it on wide screens. */
export function ProseBlock({ paragraphs, aside }: Props) {
  return (
    <StyledLayout>
      <Reveal>
        {paragraphs.map((paragraph) => (
          <Body key={paragraph}>{paragraph}</Body>
        ))}
      </Reveal>
      {aside && (
        <Reveal order={1}>
          <StyledAside>
            <StyledAsideTitle>{aside.title}</StyledAsideTitle>
            <DotList>
              {aside.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </DotList>
          </StyledAside>
        </Reveal>
      )}
    </StyledLayout>
  );
}

const StyledLayout = styled('div', {
  display: 'grid',
  gap: '$7',
  alignItems: 'start',
  '@lg': { gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 20rem)', gap: '$8' },
});

const StyledAside = styled('div', panel, {
  display: 'grid',
  gap: '$4',
  maxWidth: '$measure',
  padding: '$5',
  fontSize: '$3',
  '@md': { padding: '$6' },
});

const StyledAsideTitle = styled('h3', labelText, {});
