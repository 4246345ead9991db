import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { PALETTE_SHEET, paletteSheet } from '../../tooling/docs/paletteSheet';

// The README and the pages in docs/ name commands, files and each other: each name must still be
// there, so a newcomer who follows one never lands on nothing.

const root = path.resolve(__dirname, '../..');
const README_MAX_LINES = 200;

const docs = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => `docs/${file}`),
].map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));

const scripts: Record<string, string> = JSON.parse(
  readFileSync(path.join(root, 'package.json'), 'utf8'),
).scripts;

const FENCE = /^```[^\n]*\n([\s\S]*?)^```/gm;

/** The doc's code: the fenced blocks, and the inline code spans outside them. */
function codeOf(text: string) {
  const blocks = [...text.matchAll(FENCE)].map((match) => match[1]!);
  const prose = text.replace(FENCE, '');
  const spans = [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  return { blocks, spans, prose };
}

/** The npm scripts a doc's code runs: `npm run x`, and the built-in `npm start` and `npm test`. */
function scriptsNamed(text: string) {
  const { blocks, spans } = codeOf(text);
  return [...blocks, ...spans].flatMap((code) => [
    ...[...code.matchAll(/\bnpm run ([\w:.-]+)/g)].map((match) => match[1]!),
    ...[...code.matchAll(/\bnpm (start|test)\b/g)].map((match) => match[1]!),
  ]);
}

const REPO_PATH = /^(src|tooling|tests|bench|docs)\//;

/** The repository paths a doc's inline code names, without a `:line` or `#anchor`. */
function pathsNamed(text: string) {
  return codeOf(text)
    .spans.filter((span) => REPO_PATH.test(span) && !/\s/.test(span))
    .map((named) => ({ named, bare: named.replace(/#.*$/, '').replace(/:\d+(-\d+)?$/, '') }));
}

/**
 * Whether a named path is there: a file or folder, a glob (`tests/e2e/*.spec.ts`) that matches
 * one, or, for a placeholder (`case-studies/<name>.ts`), the folder it stands in.
 */
function exists(bare: string) {
  const placeholder = bare.indexOf('<');
  if (placeholder !== -1) return existsSync(path.join(root, bare.slice(0, placeholder)));
  if (bare.includes('*')) return globSync(bare, { cwd: root, onlyFiles: false }).length > 0;
  return existsSync(path.join(root, bare));
}

/** Relative markdown links and images: `](file.md#anchor)`, `](../x)`, `](#anchor)`. */
function linksIn(text: string) {
  return [...codeOf(text).prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string) {
  return heading
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a doc's headings make, numbered as GitHub numbers repeats. */
function anchorsOf(text: string) {
  const seen = new Map<string, number>();
  return codeOf(text)
    .prose.split('\n')
    .flatMap((line) => /^#{1,6} +(.+?) *#* *$/.exec(line)?.[1] ?? [])
    .map((heading) => {
      const anchor = anchorOf(heading);
      const count = seen.get(anchor) ?? 0;
      seen.set(anchor, count + 1);
      return count === 0 ? anchor : `${anchor}-${count}`;
    });
}

describe.each(docs)('$file', ({ file, text }) => {
  it('runs only npm scripts that package.json has', () => {
    const missing = scriptsNamed(text).filter((name) => !(name in scripts));
    expect(
      [...new Set(missing)].map((name) => `${file} names \`npm run ${name}\`, not in package.json`),
    ).toEqual([]);
  });

  it('names only paths that exist', () => {
    const missing = pathsNamed(text).filter(({ bare }) => !exists(bare));
    expect(missing.map(({ named }) => `${file} names \`${named}\`, which does not exist`)).toEqual(
      [],
    );
  });

  it('links only to files and headings that exist', () => {
    const broken = linksIn(text).flatMap((link) => {
      const [target = '', anchor] = link.split('#');
      const linked = target ? path.join(path.dirname(path.join(root, file)), target) : '';
      if (target && !existsSync(linked)) return [`${file} links to ${link}: no such file`];
      if (anchor === undefined || (target && !target.endsWith('.md'))) return [];
      const headings = anchorsOf(target ? readFileSync(linked, 'utf8') : text);
      return headings.includes(anchor) ? [] : [`${file} links to ${link}: no such heading`];
    });
    expect(broken).toEqual([]);
  });
});

describe('README.md', () => {
  const readme = docs[0]!.text;

  it(`is at most ${README_MAX_LINES} lines`, () => {
    const lines = readme.trimEnd().split('\n').length;
    expect(lines, `README.md has ${lines} lines`).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('names every npm script in package.json', () => {
    const named = new Set(scriptsNamed(readme));
    expect(
      Object.keys(scripts)
        .filter((name) => !named.has(name))
        .map((name) => `README.md does not name \`npm run ${name}\``),
    ).toEqual([]);
  });

  it('lists every page in docs/', () => {
    const listed = new Set(linksIn(readme).map((link) => link.split('#')[0]));
    expect(
      docs
        .slice(1)
        .filter(({ file }) => !listed.has(file))
        .map(({ file }) => `README.md does not link to ${file}`),
    ).toEqual([]);
  });
});

describe('docs/testing.md', () => {
  it('says what every test file proves', () => {
    const testing = docs.find(({ file }) => file === 'docs/testing.md')!.text;
    const named = new Set(pathsNamed(testing).map(({ bare }) => bare));
    const files = globSync(
      [
        'tests/e2e/*.spec.ts',
        'tests/unit/*.test.{ts,tsx}',
        'tests/{build,security,engines}/*.test.ts',
      ],
      { cwd: root },
    );
    expect(
      files
        .filter((file) => !named.has(file))
        .sort()
        .map((file) => `docs/testing.md does not say what ${file} proves`),
    ).toEqual([]);
  });
});

describe('docs/palette.md', () => {
  it('shows the palette the build turns illustrations dark with', () => {
    expect(
      readFileSync(path.join(root, PALETTE_SHEET), 'utf8'),
      'the sheet is out of date: run `npm run docs:palette`',
    ).toBe(paletteSheet());
  });
});
