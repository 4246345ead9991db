import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CaseStudyBody, Clip } from '../../src/content/types';
import { caseStudyFiles, loadCaseStudy } from '../content/caseStudySources.ts';
import { ContentError } from '../content/contentError.ts';
import { UPLOADS_PATH, type ImageFolders } from '../images/siteImages.ts';
import { checkClip } from './checkClip.ts';
import { clipFacts, type ClipFacts } from './clipFacts.ts';
import { probe } from './ffmpeg.ts';

/** A clip a study plays, with its files and what the build read of them. */
export interface NamedClip {
  clip: Clip;
  file: string;
  /** Its WebVTT captions' file, if it has them. */
  captionsFile?: string;
  facts: ClipFacts;
  /** The studies that play it. */
  slugs: string[];
}

/**
 * Each clip a study body plays, with where it is (`the clip "Tier set-up"`), and for a story's
 * clip the seconds its steps show.
 */
export function clipsIn(body: CaseStudyBody): { clip: Clip; place: string; moments: number[] }[] {
  return body.sections.flatMap((section) => {
    const name = section.heading ?? section.label;
    if (section.kind === 'clip')
      return [{ clip: section.clip, place: `the clip "${name ?? section.caption}"`, moments: [] }];
    if (section.kind === 'story' && section.figure.kind === 'clip')
      return [
        {
          clip: section.figure.clip,
          place: `the story "${name}"`,
          moments: section.steps.flatMap(({ at }) => (at === undefined ? [] : [at])),
        },
      ];
    return [];
  });
}

/**
 * Every clip the sealed studies play, read and checked: its file and captions in the sealed
 * uploads, readable as video, within the limits (clipLimits.ts). The build stops on the first
 * that is not, saying what to do.
 */
export async function siteClips(
  folders: Pick<ImageFolders, 'contentDir' | 'sealedDir'>,
): Promise<NamedClip[]> {
  const clips = new Map<string, NamedClip>();
  const shown = (file: string) => path.relative(process.cwd(), file);
  for (const studyFile of caseStudyFiles(folders.contentDir)) {
    const body = await loadCaseStudy(studyFile);
    for (const { clip, place, moments } of clipsIn(body)) {
      const known = clips.get(clip.src);
      if (known) {
        known.slugs.push(body.slug);
        continue;
      }
      const where = `${shown(studyFile)}: ${place}`;
      const fileOf = (field: string, src: string) => {
        const file = path.join(folders.sealedDir, src.slice(UPLOADS_PATH.length));
        if (!src.startsWith(UPLOADS_PATH) || !existsSync(file))
          throw new ContentError(
            `${where}, its ${field} ${src} is not in ${shown(folders.sealedDir)}/: put the file there and name it '${UPLOADS_PATH}${path.basename(src)}'`,
          );
        return file;
      };
      const file = fileOf('src', clip.src);
      const captionsFile =
        clip.captions === undefined ? undefined : fileOf('captions', clip.captions);
      if (captionsFile && !(await readFile(captionsFile, 'utf8')).startsWith('WEBVTT'))
        throw new ContentError(
          `${where}, its captions ${clip.captions} are not WebVTT (the file starts with the line WEBVTT): export them as .vtt`,
        );
      const facts = checkClip(clip, where, {
        facts: await probe(file).then((said) => ('unreadable' in said ? said : clipFacts(said))),
        bytes: statSync(file).size,
        moments,
      });
      clips.set(clip.src, { clip, file, captionsFile, facts, slugs: [body.slug] });
    }
  }
  return [...clips.values()];
}
