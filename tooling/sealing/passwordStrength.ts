/**
 * How long the site password would hold against an offline guesser: anyone can download the
 * sealed studies and try passwords without limit, each try costing one PBKDF2 derivation.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { PBKDF2_ITERATIONS } from '../../src/gate/sealedBox.ts';
import { owner } from '../../src/content/owner.ts';

/**
 * One current GPU's PBKDF2-HMAC-SHA256 rate: an RTX 5090 runs hashcat 6.2.6's mode 10900 at
 * 11,157.2 kH/s for 999 iterations; a guess costs iterations, so the rate scales down linearly.
 */
const GPU = { name: 'RTX 5090', hashesPerSecond: 11_157_200, iterations: 999 };
export const GUESSES_PER_SECOND = (GPU.hashesPerSecond * GPU.iterations) / PBKDF2_ITERATIONS;

/** A build stops below this, unless ALLOW_WEAK_PASSWORD=1. */
export const MINIMUM_DAYS = 30;

const DAY = 86_400;
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

/** A duration as a reader takes it in: "about 3 minutes", "about 2,300 years". */
export function readableDuration(seconds: number): string {
  if (seconds < 1) return 'less than a second';
  const units: [string, number][] = [
    ['year', 365 * DAY],
    ['day', DAY],
    ['hour', 3_600],
    ['minute', 60],
    ['second', 1],
  ];
  const [unit, size] = units.find(([, length]) => seconds >= length)!;
  const count = Math.round(seconds / size);
  return `about ${count.toLocaleString('en-US')} ${unit}${count === 1 ? '' : 's'}`;
}

/** zxcvbn's guess count for the password (the owner's name counts as known), and what it costs. */
export function passwordStrength(password: string) {
  const result = zxcvbn.check(password, [...owner.name.split(' '), new URL(owner.siteUrl).host]);
  const seconds = result.guesses / GUESSES_PER_SECOND;
  return {
    guesses: result.guesses,
    seconds,
    warning: result.feedback.warning,
    strong: seconds >= MINIMUM_DAYS * DAY,
  };
}

/**
 * Says how long the password would hold; throws for one under MINIMUM_DAYS, with how to choose a
 * better one, unless `allowWeak` (ALLOW_WEAK_PASSWORD=1) lets the build go on with a warning.
 */
export function assertStrongPassword(
  password: string,
  log: (message: string) => void,
  allowWeak = process.env.ALLOW_WEAK_PASSWORD === '1',
) {
  const { guesses, seconds, warning, strong } = passwordStrength(password);
  const estimate =
    `${readableDuration(seconds)} to guess offline: zxcvbn estimates ${guesses.toExponential(1)} guesses, ` +
    `at ${Math.round(GUESSES_PER_SECOND).toLocaleString('en-US')} a second on one ${GPU.name} ` +
    `(PBKDF2-SHA256, ${PBKDF2_ITERATIONS.toLocaleString('en-US')} iterations)`;
  if (strong) return log(`Site password: ${estimate}.`);
  const advice = [
    `SITE_PASSWORD is too weak: ${estimate}, under the ${MINIMUM_DAYS} days this build asks for.`,
    ...(warning ? [`  ${warning}`] : []),
    '  Anyone can download the sealed studies and try passwords as fast as that, without limit.',
    '  Choose four or five random words ("tundra-velvet-orbit-kettle") or 14 or more random',
    '  characters from a password manager, and set it as SITE_PASSWORD.',
  ];
  if (!allowWeak)
    throw new Error(
      [
        ...advice,
        '  To build with it anyway (never for a deployed site): ALLOW_WEAK_PASSWORD=1',
      ].join('\n'),
    );
  log(`${advice.join('\n')}\n  ALLOW_WEAK_PASSWORD=1 is set: building anyway.`);
}
