/**
 * Section headings (every h2: a page's sections, a study's sections and their labels) are in
 * title case, as the specification's own are ('Highlighted Projects', 'User Research', 'Key
 * Actions'); page titles and card titles are sentences.
 */

/** Short words that stay lower case inside a title. */
const MINOR = new Set(
  'a an and as at but by for from in into of on or per the to vs with'.split(' '),
);

/** Whether `text` is in title case: every word capitalised but minor ones inside it. */
export function isTitleCase(text: string) {
  return text.split(/\s+/).every((word, index, words) => {
    const first = /\p{L}/u.exec(word)?.[0];
    if (!first || /^\P{L}*\d/u.test(word)) return true;
    const opensPhrase = index === 0 || /[:!?.]$/.test(words[index - 1]!);
    return first === first.toUpperCase() || (!opensPhrase && MINOR.has(word.toLowerCase()));
  });
}

/** Throws, naming the heading, when one of `headings` is not in title case. */
export function checkTitleCase(headings: readonly string[]) {
  const unlike = headings.find((heading) => !isTitleCase(heading));
  if (unlike !== undefined) throw new Error(`Section heading "${unlike}" is not in title case`);
}
