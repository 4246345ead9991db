// @vitest-environment node
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LEAK_WORDS } from '../../tooling/sealing/leakGuard';
import { sitePassword } from '../../tooling/sealing/sitePassword.mjs';
import { buildSite, copyProject, edit } from '../build/buildSite';
import { quoted, quoting, wordsOf } from './sealedPassages';

// Builds the project refuses, each stopping with a message that says why and what to do: a weak
// password, none, and public words that quote a study (the leak guard, as the build runs it).

const root = path.resolve(__dirname, '../..');
const work = path.join(root, '.refused-builds');

const build = (name: string, password: string | undefined) =>
  buildSite(path.join(work, name), password, root);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a build stops', () => {
  it('a weak password stops the build, saying how long it would hold and how to choose another', async () => {
    const result = await build('weak', 'password123');
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(
      /SITE_PASSWORD is too weak: less than a second to guess offline: zxcvbn estimates .+ guesses, at [\d,]+ a second on one RTX 5090/,
    );
    expect(result.output).toContain('four or five random words');
    expect(result.output).toContain('ALLOW_WEAK_PASSWORD=1');
    expect(existsSync(path.join(result.dist, 'index.html'))).toBe(false);
  }, 120_000);

  it('a build without SITE_PASSWORD stops with a clear message', async () => {
    const result = await build('no-password', undefined);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('SITE_PASSWORD is not set');
  }, 120_000);

  it('fails a build whose public copy quotes a study, naming the file, the words and the sealed field', async () => {
    // A copy of the project whose home timeline quotes a study in its first row.
    const project = copyProject(path.join(work, 'project'));
    edit(path.join(project, 'src/content/timeline.ts'), (text) =>
      text.replace(
        "summary:\n      '",
        `summary:\n      '${quoted.text.replace(/'/g, "\\'")}, so I `,
      ),
    );
    const result = await buildSite(path.join(work, 'leaky'), sitePassword(), project);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(
      `Build failed: public output quotes ${LEAK_WORDS} or more consecutive words of a sealed case study`,
    );
    expect(result.output).toContain(quoting('dist/index.html', quoted, wordsOf(quoted.text)));
    expect(result.output).toContain('Reword the public words');
  }, 300_000);
});
