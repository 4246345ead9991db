import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync, isDynamicPattern } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../files';
import { moduleLoads, resolvedFrom, type ModuleLoad } from './moduleLoads';

const root = path.resolve(__dirname, '../..');
const plaintext = path.join(root, 'src/content/case-studies');

/** The files that may load the plaintext bodies, and why. */
const READERS: Record<string, string> = {
  // The one module that loads them, for the tests that check the plaintext itself or take their
  // material from it: the sealed build and its pictures (security/sealing, sealedPictures), each
  // story's rules (unit/storyFrames), each study's team against its hero
  // (unit/contentConsistency), share links to a section (security/shareLink), a mistake in a
  // schedule (build/contentMistakes).
  'tests/shared/studyBodies.ts': 'gives the tests that check the plaintext the studies as written',
};

/** Loads whose name is computed, which no reading of the source can follow, and why each is safe. */
const UNFOLLOWED: Record<string, string> = {
  'tests/unit/motionTokens.test.ts': 'imports the tokens file it has just written',
  'tests/security/sealedBuild.ts': 'imports the sealed build’s own chunks',
  'tests/shared/sealedStudies.ts': 'imports the server bundle, which holds the studies sealed',
  'tooling/pipeline/prerender.mjs': 'imports the server bundle, which holds the studies sealed',
  'tooling/fonts/fontFile.ts': 'finds the font files a font package ships',
};

const inPlaintext = (target: string) =>
  target === plaintext || target.startsWith(plaintext + path.sep);

/** Whether a load can reach the plaintext folder: a path into it, or a glob matching a file in it. */
function reachesPlaintext(file: string, load: ModuleLoad) {
  return (load.specifiers ?? []).some((specifier) => {
    const target = resolvedFrom(file, root, specifier);
    if (!target) return false;
    if (!isDynamicPattern(target)) return inPlaintext(target);
    return globSync(target, { absolute: true }).some((match) => inPlaintext(path.resolve(match)));
  });
}

/** For each file, the loads that reach the plaintext, and those the check cannot follow. */
function loadsOf(file: string, source = readFileSync(file, 'utf8')) {
  const loads = moduleLoads(source, file);
  return {
    plaintext: loads.filter((load) => reachesPlaintext(file, load)).map((load) => load.code),
    unfollowed: loads.filter((load) => !load.specifiers).map((load) => load.code),
  };
}

const sources = ['src', 'tests', 'tooling', 'bench']
  .flatMap((dir) => filesUnder(path.join(root, dir)))
  .filter((file) => /\.(ts|tsx|mts|js|mjs|cjs)$/.test(file))
  // The bodies themselves may share parts with each other.
  .filter((file) => !inPlaintext(file))
  .map((file) => ({
    relative: path.relative(root, file).split(path.sep).join('/'),
    ...loadsOf(file),
  }));

describe('sealed content boundary', () => {
  // The sealing plugin reads the folder as files, never as modules; only the tests named in
  // READERS, which check the plaintext itself, may load it, in any way a module can be loaded.
  it('only the tests that check the plaintext load the case-study bodies', () => {
    const readers = sources
      .filter(({ plaintext }) => plaintext.length > 0)
      .map(({ relative }) => relative);
    expect(readers.sort()).toEqual(Object.keys(READERS).sort());
  });

  it('every load it cannot follow is a known one', () => {
    const unfollowed = sources
      .filter(({ unfollowed }) => unfollowed.length > 0)
      .map(({ relative }) => relative);
    expect(unfollowed.sort()).toEqual(Object.keys(UNFOLLOWED).sort());
  });

  it('sees every way of loading the plaintext, and nothing else', () => {
    const file = path.join(root, 'src/pages/Planted.tsx');
    // A study's file, whichever the owner's studies are.
    const study = readdirSync(plaintext)
      .find((name) => name.endsWith('.ts'))!
      .replace(/\.ts$/, '');
    const planted = [
      `import body from '../content/case-studies/${study}';`,
      `import '../content/case-studies/${study}.ts';`,
      `export { default } from '../content/case-studies/${study}';`,
      `export * from '/src/content/case-studies/${study}';`,
      `const body = await import('../content/case-studies/${study}');`,
      'const body = await import(`../content/case-studies/${slug}.ts`);',
      `const all = import.meta.glob('../content/case-studies/*.ts', { eager: true });`,
      `const all = import.meta.glob('../content/*/*.ts');`,
      `const all = import.meta.glob(['../content/site.ts', '../content/**/${study.slice(0, 3)}*.ts']);`,
      `const body = require('../content/case-studies/${study}');`,
      `import body = require('../content/case-studies/${study}');`,
      `const url = new URL('../content/case-studies/${study}.ts', import.meta.url);`,
      `vi.mock('../content/case-studies/${study}');`,
      `const body = await vi.importActual('../content/case-studies/${study}');`,
    ];
    for (const line of planted) expect(loadsOf(file, line).plaintext, line).toHaveLength(1);

    const innocent = [
      `import { caseStudies } from '../content/caseStudies';`,
      `const all = import.meta.glob(['../content/*.ts', '!../content/case-studies/*.ts']);`,
      `const sealed = await import('virtual:sealed-case-studies');`,
      `const folder = 'src/content/case-studies';`,
    ];
    for (const line of innocent) expect(loadsOf(file, line).plaintext, line).toEqual([]);
    expect(loadsOf(file, 'await import(name);').unfollowed).toEqual(['import(name)']);
  });

  it('every public case study has a sealed body', async () => {
    const { caseStudyLinks } = await import('../../src/content/caseStudies');
    const bodies = readdirSync(plaintext).filter((file) => file.endsWith('.ts'));
    expect(bodies).toHaveLength(caseStudyLinks.length);
    for (const study of caseStudyLinks) {
      const texts = bodies.map((file) => readFileSync(path.join(plaintext, file), 'utf8'));
      expect(texts.some((source) => source.includes(`slug: '${study.slug}'`))).toBe(true);
    }
  });
});
