import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { ContentError } from '../content/contentError.ts';

// Clips are read and encoded by Debian's ffmpeg (`apt-get install ffmpeg`): Debian keeps it
// patched and builds it with libx264, libvpx and libaom, and `npm test` installs it beside the
// browsers. The npm packages that bundle a binary ship years-old builds (ffmpeg-installer: 4.1,
// 2018) or download one from GitHub at install, which a locked-down machine cannot reach.

const run = promisify(execFile);

/** The package that brings both tools, for messages and for `npm test` to install. */
export const FFMPEG_PACKAGE = 'ffmpeg';

let version: string | undefined;

/**
 * ffmpeg's version line, part of every encoded file's cache key (a new encoder makes new files).
 * A machine without it gets a message saying how to install it, not a stack trace.
 */
export function ffmpegVersion(): string {
  if (version) return version;
  const result = spawnSync('ffmpeg', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0)
    throw new ContentError(
      `the case studies play clips, which the build reads with ffmpeg, and it is not installed: run \`sudo apt-get install -y ${FFMPEG_PACKAGE}\` (npm test does, as root)`,
    );
  version = result.stdout.split('\n')[0]!;
  return version;
}

/** Runs ffmpeg quietly; rejects with what it said when it fails. */
export async function ffmpeg(args: string[]): Promise<void> {
  ffmpegVersion();
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** What ffprobe says of a file's streams and container. */
export interface Probe {
  format?: { duration?: string };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    avg_frame_rate?: string;
  }[];
}

/** ffprobe's account of `file`, or the reason it could not read one. */
export async function probe(file: string): Promise<Probe | { unreadable: string }> {
  ffmpegVersion();
  try {
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration:stream=codec_type,codec_name,width,height,avg_frame_rate',
      '-of',
      'json',
      file,
    ]);
    return JSON.parse(stdout) as Probe;
  } catch (error) {
    const said = (error as { stderr?: string }).stderr?.trim().split('\n').at(-1);
    return { unreadable: said?.replace(/^.*?: /, '') || 'ffprobe could not read it' };
  }
}
