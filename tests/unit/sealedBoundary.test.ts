import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../files';

const root = path.resolve(__dirname, '../..');
// A static or dynamic import of anything under src/content/case-studies.
const PLAINTEXT_IMPORT = /(from\s*|import\s*\(\s*)['"][^'"]*case-studies\//;

describe('sealed content boundary', () => {
  // The sealing plugin reads the folder itself; only the security tests, which check what the
  // build did with the plaintext, may import it.
  it('only the security tests import the plaintext case-study bodies', () => {
    const importers = ['src', 'tests', 'tooling', 'bench']
      .flatMap((dir) => filesUnder(path.join(root, dir)))
      .filter((file) => /\.(ts|tsx|mjs)$/.test(file))
      .filter((file) => PLAINTEXT_IMPORT.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(importers.filter((file) => !file.startsWith(`tests${path.sep}security`))).toEqual([]);
    expect(importers).toContain(path.join('tests', 'security', 'sealing.test.ts'));
  });

  it('every public case study has a sealed body', async () => {
    const { caseStudyLinks } = await import('../../src/content/caseStudies');
    const bodies = readdirSync(path.join(root, 'src/content/case-studies')).filter((file) =>
      file.endsWith('.ts'),
    );
    expect(bodies).toHaveLength(caseStudyLinks.length);
    for (const study of caseStudyLinks) {
      const sources = bodies.map((file) =>
        readFileSync(path.join(root, 'src/content/case-studies', file), 'utf8'),
      );
      expect(sources.some((source) => source.includes(`slug: '${study.slug}'`))).toBe(true);
    }
  });
});
