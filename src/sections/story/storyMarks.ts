/**
 * A scroll story's marks on the page, which its styles key on (and tests read):
 * - `data-story` on the story: 'final' (reduced motion: the figure final, the steps a list),
 *   'placing' (pinned, the figure not yet at the step in view: it moves there at once), 'moving'
 *   (pinned, moving with the steps);
 * - `data-story-item` on each item of the figure: its `ItemState`;
 * - `data-story-note` on each note: 'shown' or 'waiting';
 * - `--story-line` on the story while it moves, which a link to a step lands by.
 * On paper every state rule gives way: the figure prints final.
 */
export const STORY = 'data-story';
export const STORY_ITEM = 'data-story-item';
export const STORY_NOTE = 'data-story-note';
/** On the story while its study is presented: each step a slide, nothing pinned. */
export const STORY_PRESENTED = 'data-story-presented';

/** On the story while it moves: its reading line, in pixels from the viewport's top. */
export const STORY_LINE = '--story-line';
