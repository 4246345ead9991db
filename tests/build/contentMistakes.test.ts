import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseStudyLinks } from '../../src/content/caseStudies';
import { studyBody } from '../shared/studyBodies';
import { buildSite, copyProject, edit, withSection } from './buildSite';

// An owner's mistake in the content stops the build with one line that names the file, the place
// and the fix: once, with no stack trace through the build's own code.

const root = path.resolve(__dirname, '../..');
// Inside the project: the copy's build finds its dependencies in node_modules.
const work = path.join(root, '.content-mistake-tests');
const project = path.join(work, 'project');

beforeAll(() => {
  rmSync(work, { recursive: true, force: true });
  copyProject(project);
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Builds the copy with `file` changed by `change`, then puts the file back. */
async function buildWith(file: string, change: (text: string) => string) {
  const at = path.join(project, file);
  const original = readFileSync(at, 'utf8');
  edit(at, change);
  try {
    return await buildSite(path.join(work, 'out'), 'content-mistake-test', project);
  } finally {
    writeFileSync(at, original);
  }
}

/** The build failed, saying exactly `line` once and nothing of its own code. */
function expectToldOnce(result: { status: number | null; output: string }, line: string) {
  expect(result.status).not.toBe(0);
  expect(result.output.split('\n').filter((each) => each.startsWith('Build failed:'))).toEqual([
    `Build failed: ${line}`,
  ]);
  expect(result.output).not.toMatch(/^\s+at /m);
  expect(result.output).not.toContain('.vite-temp');
}

describe('a content mistake', () => {
  it('in a study: names the file, the section and what to write', async () => {
    // A schedule with a misspelt duration, in the first study.
    const { file } = studyBody(caseStudyLinks[0]!.slug);
    const result = await buildWith(file, (text) =>
      withSection(
        text,
        "{ kind: 'schedule', label: 'Planted Timeline', steps: [{ label: 'Research', duration: '2 wekes' }] }",
      ),
    );
    expectToldOnce(
      result,
      `${file}: the schedule "Planted Timeline": Unreadable duration "2 wekes": write e.g. '2 weeks' or '1 month'`,
    );
  }, 120_000);

  it('in the studies: an accent too light to read names the study, the field and a shade that reads', async () => {
    const result = await buildWith('src/content/studies.ts', (text) =>
      text.replace(/accent: '#[0-9A-Fa-f]{6}'/, "accent: '#F5B800'"),
    );
    expectToldOnce(
      result,
      `src/content/studies.ts: the study "${caseStudyLinks[0]!.slug}", its accent "#F5B800" is too light to read as text on the page (WCAG AA, 4.5:1): a darker shade such as "#8B6700" reads.`,
    );
  }, 120_000);

  it('in the studies: none highlighted says the home page would show none, and what to write', async () => {
    const result = await buildWith('src/content/studies.ts', (text) =>
      text.replaceAll('highlighted: true', 'highlighted: false'),
    );
    expectToldOnce(
      result,
      'src/content/studies.ts: no study is highlighted, so the home page would show none: add `highlighted: true` to the studies its cards should show.',
    );
  }, 120_000);

  it('in an illustration: names the file, the colour and where its dark counterpart goes', async () => {
    const result = await buildWith('public/uploads/404.svg', (svg) =>
      svg.replace(/fill="#[0-9A-Fa-f]{6}"/, 'fill="#123457"'),
    );
    expectToldOnce(
      result,
      'public/uploads/404.svg paints #123457, which is not in the illustration palette: use one of its colours (docs/palette.md), or add it with its dark counterpart to ILLUSTRATION_PALETTE in tooling/images/darkIllustrations.ts',
    );
  }, 120_000);
});
