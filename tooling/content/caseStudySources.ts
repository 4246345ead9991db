import { readdirSync } from 'node:fs';
import path from 'node:path';
import { runnerImport } from 'vite';
import { checkOutline } from '../../src/content/sectionOutline.ts';
import { storyFrames } from '../../src/content/storyFrames.ts';
import type { CaseStudyBody, Section } from '../../src/content/types';
import { durationInWeeks } from '../../src/content/weeks.ts';
import { ContentError } from './contentError.ts';

/**
 * The plaintext case-study modules, one default-exported body each. Only the build reads them:
 * to seal them, and to make sure no public file quotes them.
 */
export const caseStudyFiles = (contentDir: string) =>
  readdirSync(contentDir)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(contentDir, file));

/**
 * What the build checks of a section of each kind, which would otherwise stop the study in a
 * reader's browser: a story names only items its figure has; a schedule's durations are readable.
 */
const sectionChecks: {
  [Kind in Section['kind']]?: (section: Extract<Section, { kind: Kind }>) => void;
} = {
  story: (story) => storyFrames(story),
  schedule: (schedule) => schedule.steps.forEach((step) => durationInWeeks(step.duration)),
};

function checkSection(section: Section) {
  const check = sectionChecks[section.kind] as ((checked: Section) => void) | undefined;
  try {
    check?.(section);
  } catch (error) {
    const name = section.heading ?? section.label;
    throw new Error(`the ${section.kind} "${name}": ${(error as Error).message}`);
  }
}

export async function loadCaseStudy(file: string): Promise<CaseStudyBody> {
  const { module } = await runnerImport<{ default: CaseStudyBody }>(file, {
    configFile: false,
    logLevel: 'error',
  });
  try {
    // A study whose sections cannot be outlined, or one a reader's browser could not draw, fails
    // the build here.
    checkOutline(module.default.sections);
    module.default.sections.forEach(checkSection);
  } catch (error) {
    throw new ContentError(`${path.relative(process.cwd(), file)}: ${(error as Error).message}`);
  }
  return module.default;
}

export const loadCaseStudies = (contentDir: string) =>
  Promise.all(caseStudyFiles(contentDir).map(loadCaseStudy));
