import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sharePreviews } from '../../src/content/sharePreviews.ts';
import type { CaseStudyBody } from '../../src/content/types';
import { resolveConfig } from 'vite';
import { caseStudyFiles, loadCaseStudy } from '../content/caseStudySources.ts';
import { contentFolders } from '../content/contentFolders.ts';
import { imageFolders } from '../images/optimizeImages.ts';
import { plaintextForms } from './sealImages.ts';
import { clipPlaintext } from './sealClips.ts';
import { sealedMedia } from './sealedMedia.ts';
import type { ImageFolders } from '../images/siteImages.ts';

/** A public file may share fewer than this many consecutive words with a sealed study. */
export const LEAK_WORDS = 5;

/** Files a reader or a crawler can read as text; fonts and raster images carry no copy. */
const TEXT_FILE = /\.(html|js|mjs|css|json|xml|txt|svg|webmanifest)$|\/_(headers|redirects)$/;

/** A public text and where it comes from (a file in the build, or a picture's words). */
interface PublicText {
  name: string;
  text: string;
}

/** Where a string sits: its study's slug and file, and the field, `sections[2] "Results".body`. */
interface Field {
  slug: string;
  file?: string;
  field: string;
}

interface Leak extends Field {
  name: string;
  words: string;
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Every string inside a study body: headings, copy, labels, figures, alt texts. Not a picture's
 * `src`: a path or URL is no prose (a frame's host may serve public pictures too), and the
 * picture guard below finds those.
 */
const stringsIn = (value: unknown, at = ''): { text: string; at: string }[] => {
  if (typeof value === 'string') return [{ text: value, at }];
  if (Array.isArray(value))
    return value.flatMap((inner, index) => stringsIn(inner, `${at}[${index}]`));
  if (value && typeof value === 'object') {
    // A section is named by its heading too, which the owner finds it by.
    const title = 'heading' in value ? value.heading : 'label' in value ? value.label : undefined;
    const named = /^sections\[\d+\]$/.test(at) && title ? `${at} "${title}"` : at;
    return Object.entries(value)
      .filter(([key]) => key !== 'src')
      .flatMap(([key, inner]) => stringsIn(inner, named ? `${named}.${key}` : key));
  }
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

/** Every run of LEAK_WORDS consecutive words in the sealed studies, and the field it is from. */
function sealedRuns(studies: { body: CaseStudyBody; file?: string }[]): Map<string, Field> {
  const runs = new Map<string, Field>();
  for (const { body, file } of studies) {
    for (const { text, at } of stringsIn(body)) {
      const words = wordsOf(text);
      for (let start = 0; start + LEAK_WORDS <= words.length; start += 1)
        runs.set(words.slice(start, start + LEAK_WORDS).join(' '), {
          slug: body.slug,
          file,
          field: at,
        });
    }
  }
  return runs;
}

/** The sealed passages each public text quotes, each as the longest run of words it shares. */
function findLeaks(texts: PublicText[], runs: Map<string, Field>): Leak[] {
  const leaks: Leak[] = [];
  for (const { name, text } of texts) {
    const words = wordsOf(unescape(text));
    const runAt = (start: number) => runs.get(words.slice(start, start + LEAK_WORDS).join(' '));
    for (let start = 0; start + LEAK_WORDS <= words.length; start += 1) {
      const found = runAt(start);
      if (!found) continue;
      let end = start + LEAK_WORDS;
      while (end < words.length && runAt(end - LEAK_WORDS + 1)) end += 1;
      leaks.push({ name, ...found, words: words.slice(start, end).join(' ') });
      start = end - 1;
    }
  }
  return leaks;
}

/**
 * The sealed passages a public text (a printed page's, say) quotes: each a run of LEAK_WORDS or
 * more consecutive words of one of `studies`.
 */
export const sealedQuotes = (text: string, studies: CaseStudyBody[]) =>
  findLeaks([{ name: '', text }], sealedRuns(studies.map((body) => ({ body })))).map(
    ({ slug, words }) => `${slug}: ${words}`,
  );

/**
 * Public files holding a sealed picture's or clip's bytes (a clip's renditions, poster and
 * captions among them), or naming its path or URL.
 */
async function pictureLeaks(files: { name: string; bytes: Buffer }[], folders: ImageFolders) {
  const leaks: string[] = [];
  const { pictures, clips } = await sealedMedia(folders);
  const sealed = [
    ...(await Promise.all(
      pictures.map(async (image) => ({
        what: `the sealed picture ${image.src}`,
        needles: [...(await plaintextForms(image, folders.cacheDir)), Buffer.from(image.src)],
      })),
    )),
    ...(await Promise.all(
      clips.map(async (named) => ({
        what: `the sealed clip ${named.clip.src}`,
        needles: [...(await clipPlaintext(named, folders.cacheDir)), Buffer.from(named.clip.src)],
      })),
    )),
  ];
  for (const { what, needles } of sealed) {
    for (const { name, bytes } of files) {
      if (needles.some((needle) => bytes.includes(needle))) leaks.push(`  ${name}: ${what}`);
    }
  }
  return leaks;
}

/**
 * Fails when public output quotes LEAK_WORDS or more consecutive words of a sealed case study
 * (every text file of the build in `dist`, and the words drawn into the link-preview images), or
 * holds a picture only sealed studies show, as bytes or by its path.
 */
export async function assertNothingSealedLeaks(dist: string, folders: ImageFolders) {
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dist, file))
    .filter((file) => statSync(file).isFile())
    .map((file) => ({ name: path.relative(process.cwd(), file), bytes: readFileSync(file) }));
  const texts = files
    .filter(({ name }) => TEXT_FILE.test(name.split(path.sep).join('/')))
    .map(({ name, bytes }) => ({ name, text: bytes.toString('utf8') }));
  const previews = sharePreviews.map(({ src, card }) => ({
    name: `${src} (its drawn words)`,
    text: Object.values(card).join('\n'),
  }));
  const runs = sealedRuns(
    await Promise.all(
      caseStudyFiles(folders.contentDir).map(async (file) => ({
        body: await loadCaseStudy(file),
        file: path.relative(process.cwd(), file),
      })),
    ),
  );
  const leaks = findLeaks([...texts, ...previews], runs).map(
    ({ name, slug, file, field, words }) =>
      `  ${name}: "${words}", sealed in ${slug}'s ${field} (${file})`,
  );
  const pictures = await pictureLeaks(files, folders);
  if (leaks.length + pictures.length === 0) return;
  throw new Error(
    [
      ...(leaks.length
        ? [`public output quotes ${LEAK_WORDS} or more consecutive words of a sealed case study:`]
        : []),
      ...leaks,
      ...(leaks.length
        ? [
            '  Reword the public words (in src/content, outside case-studies/) or the sealed field, so no public page quotes a sealed study.',
          ]
        : []),
      ...(pictures.length
        ? ['public output holds pictures or clips only sealed case studies show:']
        : []),
      ...pictures,
    ].join('\n'),
  );
}

/** The guard as the build runs it: on `dist`, with this project's folders as Vite resolves them. */
export async function assertBuildLeaksNothing(dist: string) {
  const config = await resolveConfig({ mode: 'production', logLevel: 'error' }, 'build');
  await assertNothingSealedLeaks(dist, imageFolders(config, contentFolders));
}
