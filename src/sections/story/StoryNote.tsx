import { cssTransition } from '../../motion/cssMotion';
import { styled } from '../../styles/stitches.config';
import { STORY, STORY_NOTE } from './storyMarks';

/**
 * A story's annotation, beside an item or on the figure: it keeps its room while it waits, so
 * its arrival moves nothing, and it stays once its step has passed.
 */
export function StoryNote({ note }: { note: { text: string; shown: boolean } }) {
  return (
    <StyledNote {...{ [STORY_NOTE]: note.shown ? 'shown' : 'waiting' }}>{note.text}</StyledNote>
  );
}

const StyledNote = styled('span', {
  display: 'block',
  // A row of its own in a figure laid out as a grid (a results chart's row).
  gridColumn: '1 / -1',
  fontSize: '$2',
  fontWeight: 600,
  lineHeight: '$snug',
  color: '$$accent',
  // A short rule leads the note in, drawn rather than written, so nothing extra is read out.
  '&::before': {
    content: '""',
    display: 'inline-block',
    width: '$space$3',
    height: '2px',
    marginRight: '$2',
    verticalAlign: 'middle',
    backgroundColor: 'currentColor',
  },
  '@media screen': {
    [`[${STORY}="moving"] &`]: { transition: cssTransition('story', ['opacity'], 'fadeDuration') },
    [`&[${STORY_NOTE}="waiting"]`]: { opacity: 0 },
  },
});
