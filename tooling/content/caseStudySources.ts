import { readdirSync } from 'node:fs';
import path from 'node:path';
import { runnerImport } from 'vite';
import { sectionOutline } from '../../src/content/sectionOutline.ts';
import type { CaseStudyBody } from '../../src/content/types';

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
    // A study whose sections cannot be outlined fails the build here, not in a reader's browser.
    sectionOutline(module.default.sections);
  } catch (error) {
    throw new Error(`${path.basename(file)}: ${(error as Error).message}`);
  }
  return module.default;
}

export const loadCaseStudies = (contentDir: string) =>
  Promise.all(caseStudyFiles(contentDir).map(loadCaseStudy));
