import type { Probe } from './ffmpeg.ts';

/** What the build needs to know of a clip's file. */
export interface ClipFacts {
  /** Seconds. */
  duration: number;
  width: number;
  height: number;
  /** Frames a second. */
  fps: number;
  /** Whether it has a sound track. */
  audio: boolean;
}

/** ffprobe's '30000/1001' as a number (0 where it does not say). */
const frameRate = (rate = '0/1') => {
  const [frames, seconds] = rate.split('/').map(Number);
  return seconds ? frames! / seconds : 0;
};

/** The facts in ffprobe's account, or why there are none: no video stream, or no size or length. */
export function clipFacts(probe: Probe): ClipFacts | { unreadable: string } {
  const video = probe.streams?.find((stream) => stream.codec_type === 'video');
  const duration = Number(probe.format?.duration);
  if (!video?.width || !video.height) return { unreadable: 'it holds no video' };
  if (!(duration > 0)) return { unreadable: 'it has no length' };
  return {
    duration,
    width: video.width,
    height: video.height,
    fps: frameRate(video.avg_frame_rate),
    audio: probe.streams!.some((stream) => stream.codec_type === 'audio'),
  };
}
