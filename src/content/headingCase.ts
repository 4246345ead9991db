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

/** `text` in title case: each word's first letter capitalised, but minor words inside it. */
export function toTitleCase(text: string) {
  return text
    .split(/(\s+)/)
    .map((word, index, parts) => {
      const previous = parts.slice(0, index).findLast((part) => part.trim() !== '');
      const opensPhrase = previous === undefined || /[:!?.]$/.test(previous);
      if (!opensPhrase && MINOR.has(word.toLowerCase())) return word;
      return word.replace(/\p{L}/u, (letter) => letter.toUpperCase());
    })
    .join('');
}

/** Throws, naming the heading and how to write it, when one of `headings` is not in title case. */
export function checkTitleCase(headings: readonly string[]) {
  const unlike = headings.find((heading) => !isTitleCase(heading));
  if (unlike !== undefined)
    throw new Error(
      `Section heading "${unlike}" is not in title case: write "${toTitleCase(unlike)}"`,
    );
}
