import { clipLength } from '../../src/content/clipLength.ts';
import type { Clip } from '../../src/content/types';
import { ContentError } from '../content/contentError.ts';
import type { ClipFacts } from './clipFacts.ts';
import { MAX_SECONDS, MAX_SIZE, MAX_SOURCE_BYTES, MIN_WIDTH } from './clipLimits.ts';

/** What the build found of a clip's files, for the checks. */
export interface ClipFound {
  /** The clip's facts, or why its file cannot be read as video. */
  facts: ClipFacts | { unreadable: string };
  /** The file's size in bytes. */
  bytes: number;
  /** The seconds a story's steps show it at (none for a clip of its own). */
  moments?: number[];
}

const MEGABYTE = 1024 * 1024;

/**
 * Stops the build on a clip the page could not play as its owner meant, saying what to do. `where`
 * names the content file and the clip's section (`….ts: the clip "Tier set-up"`); each message
 * then names the field and the fix.
 */
export function checkClip(
  clip: Clip,
  where: string,
  { facts, bytes, moments = [] }: ClipFound,
): ClipFacts {
  const mistake = (field: string, problem: string) =>
    new ContentError(`${where}, its ${field} ${problem}`);
  if ('unreadable' in facts)
    throw mistake(
      'src',
      `${clip.src} cannot be read as video (${facts.unreadable}): export it again as MP4 (H.264) or WebM`,
    );
  if (facts.duration > MAX_SECONDS)
    throw mistake(
      'src',
      `${clip.src} runs ${clipLength(facts.duration)}, longer than a clip may (${clipLength(MAX_SECONDS)}): cut it, or tell the story in two clips`,
    );
  if (bytes > MAX_SOURCE_BYTES)
    throw mistake(
      'src',
      `${clip.src} is ${Math.ceil(bytes / MEGABYTE)} MB, more than a clip's file may be (${MAX_SOURCE_BYTES / MEGABYTE} MB): export it at a lower bitrate`,
    );
  if (facts.width > MAX_SIZE.width || facts.height > MAX_SIZE.height || facts.width < MIN_WIDTH)
    throw mistake(
      'src',
      `${clip.src} is ${facts.width}×${facts.height} px; a clip is ${MIN_WIDTH} to ${MAX_SIZE.width} px wide and at most ${MAX_SIZE.height} px high: export it at a size within them`,
    );
  if (facts.audio && clip.play === 'walkthrough' && !clip.captions)
    throw mistake(
      'src',
      `${clip.src} has sound and no captions: write what is said as WebVTT and name it (captions: '/uploads/….vtt'), or export the clip without sound`,
    );
  const within = (second: number) => second >= 0 && second < facts.duration;
  const seconds = `a second within the clip, which runs ${clipLength(facts.duration)}: give one from 0 to ${Math.max(0, Math.floor(facts.duration) - 1)}`;
  if (typeof clip.poster === 'number' && !within(clip.poster))
    throw mistake('poster', `${clip.poster} is not ${seconds}`);
  const past = moments.findIndex((second) => !within(second));
  if (past >= 0)
    throw new ContentError(
      `${where}, its step ${past + 1}'s at ${moments[past]} is not ${seconds}`,
    );
  return facts;
}
