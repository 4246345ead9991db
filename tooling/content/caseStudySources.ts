import { readdirSync } from 'node:fs';
import path from 'node:path';
import { runnerImport } from 'vite';
import { checkOutline } from '../../src/content/sectionOutline.ts';
import { storyFrames } from '../../src/content/storyFrames.ts';
import type { CaseStudyBody } from '../../src/content/types';
import { ContentError } from './contentError.ts';

/**
 * The plaintext case-study modules, one default-exported body each. Only the build reads them:
 * to seal them, and to make sure no public file quotes them.
 */
export const caseStudyFiles = (contentDir: string) =>
  readdirSync(contentDir)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(contentDir, file));

export async function loadCaseStudy(file: string): Promise<CaseStudyBody> {
  const { module } = await runnerImport<{ default: CaseStudyBody }>(file, {
    configFile: false,
    logLevel: 'error',
  });
  try {
    // A study whose sections cannot be outlined, or whose story names what its figure does not
    // have, fails the build here, not in a reader's browser.
    checkOutline(module.default.sections);
    for (const section of module.default.sections) {
      if (section.kind !== 'story') continue;
      try {
        storyFrames(section);
      } catch (error) {
        const name = section.heading ?? section.label;
        throw new Error(`the story "${name}": ${(error as Error).message}`);
      }
    }
  } catch (error) {
    throw new ContentError(`${path.relative(process.cwd(), file)}: ${(error as Error).message}`);
  }
  return module.default;
}

export const loadCaseStudies = (contentDir: string) =>
  Promise.all(caseStudyFiles(contentDir).map(loadCaseStudy));
