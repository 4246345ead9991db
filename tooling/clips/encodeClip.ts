import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashOf, writeWhole } from '../images/optimizeImages.ts';
import { BYTES_PER_SECOND, CLIP_WIDTHS, MAX_FPS } from './clipLimits.ts';
import { ffmpeg, ffmpegVersion } from './ffmpeg.ts';
import type { NamedClip } from './siteClips.ts';

/**
 * The formats a clip is published in, best first: the browser plays the first it can. VP9 in WebM
 * is the smaller where it plays; H.264 in MP4 plays everywhere, Safari included. CRF keeps the
 * quality even; the cap keeps each rendition under its bytes-a-second budget, with room for sound
 * and the container.
 */
const FORMATS = [
  {
    extension: 'webm',
    type: 'video/webm; codecs="vp9"',
    video: (bits: number) => [
      '-c:v',
      'libvpx-vp9',
      '-crf',
      '34',
      '-b:v',
      `${bits}`,
      '-row-mt',
      '1',
      '-deadline',
      'good',
      '-cpu-used',
      '3',
    ],
    audio: ['-c:a', 'libopus', '-b:a', '64k'],
  },
  {
    extension: 'mp4',
    type: 'video/mp4',
    video: (bits: number) => [
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '26',
      '-maxrate',
      `${bits}`,
      '-bufsize',
      `${2 * bits}`,
      '-movflags',
      '+faststart',
    ],
    audio: ['-c:a', 'aac', '-b:a', '96k'],
  },
] as const;

/** Of each rendition's budget, what the video may take: the rest is its sound and container. */
const VIDEO_SHARE = 0.8;

/** One file a clip is published as. */
export interface Rendition {
  type: string;
  width: number;
  /** Where the build keeps it between builds: its name hashes everything that made it. */
  cached: string;
  /** Makes it (once: a cached file is reused, never stale). */
  bytes: () => Promise<Buffer>;
}

/** The budget of a rendition `width` px wide: the smallest width's budget that covers it. */
export const budgetFor = (width: number) =>
  BYTES_PER_SECOND[CLIP_WIDTHS.find((each) => each >= width) ?? CLIP_WIDTHS.at(-1)!];

/** Makes `cached` with ffmpeg unless an earlier build did; its bytes. */
async function cachedOutput(cached: string, args: (output: string) => string[]) {
  if (!existsSync(cached)) {
    // Written whole or not at all: a build stopped halfway leaves no half a file to reuse.
    const dir = await mkdtemp(path.join(tmpdir(), 'clip-'));
    try {
      const output = path.join(dir, path.basename(cached));
      await ffmpeg(args(output));
      writeWhole(cached, await readFile(output));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  return readFile(cached);
}

/**
 * The renditions of a clip: each format at each width the page plays it at, no wider than the
 * file. A loop is silent (the page plays it muted), so its sound is left out.
 */
export async function renditionsOf(
  { clip, file, facts }: NamedClip,
  cacheDir: string,
): Promise<Rendition[]> {
  const source = await readFile(file);
  const widths = [...new Set(CLIP_WIDTHS.map((width) => Math.min(width, facts.width)))];
  const sound = facts.audio && clip.play === 'walkthrough';
  return widths.flatMap((width) =>
    FORMATS.map((format) => {
      const bits = Math.floor(budgetFor(width) * 8 * VIDEO_SHARE);
      const settings = [
        '-vf',
        `scale=${width}:-2${facts.fps > MAX_FPS ? `,fps=${MAX_FPS}` : ''}`,
        '-pix_fmt',
        'yuv420p',
        ...format.video(bits),
        ...(sound ? format.audio : ['-an']),
      ];
      const hash = hashOf(ffmpegVersion(), JSON.stringify(settings), source);
      const cached = path.join(cacheDir, `clip-${width}-${hash}.${format.extension}`);
      return {
        type: format.type,
        width,
        cached,
        bytes: () => cachedOutput(cached, (output) => ['-i', file, ...settings, output]),
      };
    }),
  );
}

/**
 * Every rendition the build makes of a clip, with its bytes, and whether the page is offered it:
 * MP4 at every width, and WebM beside it only where it helps, at the widths it comes out smaller (a
 * screen recording's flat colour can suit H.264 better). WebM is tried at the smallest width first
 * and made wider only while it keeps winning: on a fresh machine, encoding VP9 that is then left out
 * was most of a build's time.
 */
export async function madeRenditions(named: NamedClip, cacheDir: string) {
  const renditions = await renditionsOf(named, cacheDir);
  const make = async (rendition: Rendition) => ({ ...rendition, made: await rendition.bytes() });
  const mp4s = await Promise.all(renditions.filter(({ type }) => type === 'video/mp4').map(make));
  const mp4Bytes = (width: number) => mp4s.find((mp4) => mp4.width === width)!.made.length;
  const webms: (Awaited<ReturnType<typeof make>> & { published: boolean })[] = [];
  for (const webm of renditions.filter(({ type }) => type !== 'video/mp4')) {
    const tried = await make(webm);
    const published = tried.made.length < mp4Bytes(webm.width);
    webms.push({ ...tried, published });
    if (!published) break;
  }
  const all = [...mp4s.map((mp4) => ({ ...mp4, published: true })), ...webms];
  // In the order of `renditionsOf`: each width's formats, best first.
  return renditions.flatMap((rendition) => all.filter((made) => made.cached === rendition.cached));
}

/** The renditions the page is offered (see `madeRenditions`). */
export const publishedRenditions = async (named: NamedClip, cacheDir: string) =>
  (await madeRenditions(named, cacheDir)).filter(({ published }) => published);

/** The frame at the clip's poster second, as a PNG the pictures' pipeline makes variants of. */
export async function posterFrame(file: string, second: number, cacheDir: string) {
  const hash = hashOf(ffmpegVersion(), String(second), await readFile(file));
  const cached = path.join(cacheDir, `poster-${hash}.png`);
  await cachedOutput(cached, (output) => [
    '-ss',
    String(second),
    '-i',
    file,
    '-frames:v',
    '1',
    output,
  ]);
  return cached;
}
