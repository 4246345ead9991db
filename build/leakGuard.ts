import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sharePreviews } from '../src/content/sharePreviews.ts';
import type { CaseStudyBody } from '../src/content/types';
import { loadCaseStudies } from './caseStudySources.ts';

/** A public file may share fewer than this many consecutive words with a sealed study. */
export const LEAK_WORDS = 5;

/** Files a reader or a crawler can read as text; fonts and raster images carry no copy. */
const TEXT_FILE = /\.(html|js|mjs|css|json|xml|txt|svg|webmanifest)$|\/_(headers|redirects)$/;

/** A public text and where it comes from (a file in the build, or a picture's words). */
interface PublicText {
  name: string;
  text: string;
}

interface Leak {
  name: string;
  slug: string;
  words: string;
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Every string inside a study body: headings, copy, labels, figures, alt texts. */
const stringsIn = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
};

/** Text as a reader sees it: HTML character references and JavaScript escapes undone. */
const unescape = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);|\\u\{([0-9a-f]+)\}|\\u([0-9a-f]{4})|\\x([0-9a-f]{2})/gi, (...hex) =>
      String.fromCodePoint(parseInt(hex.slice(1, 5).find(Boolean) as string, 16)),
    )
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&(amp|quot|apos|lt|gt|nbsp);/g, ' ')
    .replace(/\\[nrt]/g, ' ');

/** Every run of LEAK_WORDS consecutive words in the sealed studies, and the study it is from. */
function sealedRuns(studies: CaseStudyBody[]): Map<string, string> {
  const runs = new Map<string, string>();
  for (const study of studies) {
    for (const words of stringsIn(study).map(wordsOf)) {
      for (let start = 0; start + LEAK_WORDS <= words.length; start += 1)
        runs.set(words.slice(start, start + LEAK_WORDS).join(' '), study.slug);
    }
  }
  return runs;
}

/** The sealed passages each public text quotes, each as the longest run of words it shares. */
function findLeaks(texts: PublicText[], runs: Map<string, string>): Leak[] {
  const leaks: Leak[] = [];
  for (const { name, text } of texts) {
    const words = wordsOf(unescape(text));
    const runAt = (start: number) => runs.get(words.slice(start, start + LEAK_WORDS).join(' '));
    for (let start = 0; start + LEAK_WORDS <= words.length; start += 1) {
      const slug = runAt(start);
      if (!slug) continue;
      let end = start + LEAK_WORDS;
      while (end < words.length && runAt(end - LEAK_WORDS + 1)) end += 1;
      leaks.push({ name, slug, words: words.slice(start, end).join(' ') });
      start = end - 1;
    }
  }
  return leaks;
}

/**
 * Fails when public output quotes LEAK_WORDS or more consecutive words of a sealed case study:
 * every text file of the build in `dist`, and the words drawn into the link-preview images.
 */
export async function assertNothingSealedLeaks(dist: string, contentDir: string) {
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dist, file))
    .filter((file) => TEXT_FILE.test(file.split(path.sep).join('/')) && statSync(file).isFile())
    .map((file) => ({
      name: path.relative(process.cwd(), file),
      text: readFileSync(file, 'utf8'),
    }));
  const previews = sharePreviews.map(({ src, card }) => ({
    name: `${src} (its drawn words)`,
    text: Object.values(card).join('\n'),
  }));
  const runs = sealedRuns(await loadCaseStudies(contentDir));
  const leaks = findLeaks([...files, ...previews], runs);
  if (leaks.length === 0) return;
  throw new Error(
    [
      `public output quotes ${LEAK_WORDS} or more consecutive words of a sealed case study:`,
      ...leaks.map(({ name, slug, words }) => `  ${name}: "${words}" (${slug})`),
    ].join('\n'),
  );
}
