import { LEAK_WORDS } from '../../tooling/sealing/leakGuard';
import { studyBodies, studyBody } from '../shared/studyBodies';

// Passages of the studies to plant in public output, and what the leak guard says of one.

/** Words as the leak guard reads them. */
export const wordsOf = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');

/**
 * Sealed passages to plant in public output, whoever's studies they are: each section's intro and
 * each bullet group's title long enough to be a quotation, with its study, its file and the field
 * it is sealed in (as the guard names it: by the section's heading, or its label).
 */
const passages = studyBodies.flatMap((body) =>
  body.sections
    .flatMap((section, index) => {
      const at = `sections[${index}] "${section.heading ?? section.label}"`;
      return [
        ...(section.intro ? [{ text: section.intro, field: `${at}.intro` }] : []),
        ...(section.kind === 'bullets'
          ? section.groups.map((group, g) => ({
              text: group.title,
              field: `${at}.groups[${g}].title`,
            }))
          : []),
      ];
    })
    .filter(({ text }) => wordsOf(text).split(' ').length > LEAK_WORDS)
    .map((passage) => ({ ...passage, slug: body.slug, file: studyBody(body.slug).file })),
);
/** Two passages: of two studies where there are two. */
export const quoted = passages[0]!;
export const alsoQuoted =
  passages.find((passage) => passage.slug !== quoted.slug) ?? passages.at(-1)!;

/** What the guard says of a passage quoted in `name`. */
export const quoting = (
  name: string,
  passage: { slug: string; file: string; field: string },
  words: string,
) => `${name}: "${words}", sealed in ${passage.slug}'s ${passage.field} (${passage.file})`;
