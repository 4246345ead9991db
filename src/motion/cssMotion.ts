import { tokenKind, type TokenKind } from './tokenKinds';
import { motionTokens, type MotionGroup, type MotionTokens } from './tokens';

/**
 * CSS-driven motion (scroll reveals and drawn graphics, hovers, the menu, the tooltip, the header,
 * the loading bar) reads the tokens as custom properties on the root, so the tuner can change them
 * live and reduced motion is one rule: every duration and distance drops to zero.
 */

/** The groups read by scripts only; CSS reads every other. */
const scriptGroups = ['scroll', 'counter', 'route'] as const satisfies MotionGroup[];
export type CssGroup = Exclude<MotionGroup, (typeof scriptGroups)[number]>;
const cssGroups = (Object.keys(motionTokens) as MotionGroup[]).filter(
  (group): group is CssGroup => !(scriptGroups as readonly string[]).includes(group),
);
type TokenOf<G extends CssGroup> = keyof MotionTokens[G] & string;
type TokenOfKind<G extends CssGroup, K extends string> = Extract<TokenOf<G>, `${string}${K}`>;

/** A CSS-read token's custom property; script-run motion that CSS can time reads it too. */
export const variable = (group: string, name: string) => `--motion-${group}-${name}`;
const cssVar = (group: string, name: string) => `var(${variable(group, name)})`;

/** A curve token as CSS writes it, and the Web Animations API takes it. */
export const cubicBezier = (points: readonly number[]) => `cubic-bezier(${points.join(', ')})`;

/** How each kind of token is written in CSS. */
const formats: Record<TokenKind, (value: never) => string> = {
  seconds: (seconds: number) => `${seconds}s`,
  pixels: (pixels: number) => `${pixels}px`,
  scale: String,
  curve: cubicBezier,
  share: String,
};

/** The tokens CSS reads, as custom properties; `fixed` gives a kind of token one value. */
function motionVariables(tokens: MotionTokens, fixed: Partial<Record<TokenKind, string>> = {}) {
  return Object.fromEntries(
    cssGroups.flatMap((group) =>
      Object.entries(tokens[group]).map(([name, value]) => {
        const kind = tokenKind(name);
        return [variable(group, name), fixed[kind] ?? formats[kind](value as never)];
      }),
    ),
  ) as Record<string, string>;
}

/** What reduced motion changes: nothing travels, grows or takes time; colours still change. */
const stillVariables = motionVariables(motionTokens, { seconds: '0s', pixels: '0px', scale: '1' });

/** A distance or scale token, for keyframes; a distance is negated when the motion goes up or back. */
export const distance = <G extends CssGroup>(
  group: G,
  name: TokenOfKind<G, 'distance' | 'Distance'>,
  sign: 1 | -1 = 1,
) => (sign === 1 ? cssVar(group, name) : `calc(-1 * ${cssVar(group, name)})`);

export const scale = <G extends CssGroup>(group: G, name: TokenOfKind<G, 'scale' | 'Scale'>) =>
  cssVar(group, name);

export type DurationOf<G extends CssGroup> = TokenOfKind<G, 'duration' | 'Duration'>;

const timing = (group: CssGroup, duration: string) =>
  `${cssVar(group, duration)} ${cssVar(group, 'ease')}`;

/** A group's duration and ease, for an animation CSS names but does not write (a view transition's). */
export const cssTiming = <G extends CssGroup>(
  group: G,
  duration: DurationOf<G> = 'duration' as DurationOf<G>,
) => ({
  animationDuration: cssVar(group, duration),
  animationTimingFunction: cssVar(group, 'ease'),
});

/** A CSS animation shorthand, for keyframes run by CSS, timed by a group's duration and ease. */
export const cssAnimation = <G extends CssGroup>(
  name: string,
  group: G,
  duration: DurationOf<G> = 'duration' as DurationOf<G>,
) => `${name} ${timing(group, duration)}`;

/** A CSS transition, for hover and state changes done in CSS; `delay` is a CSS time. */
export const cssTransition = <G extends CssGroup>(
  group: G,
  properties: string[],
  duration: DurationOf<G> = 'duration' as DurationOf<G>,
  delay = '',
) => properties.map((property) => `${property} ${timing(group, duration)} ${delay}`).join(', ');

/**
 * The delay of the `--order`-th of several parts that move one after another, after the blocks
 * before its block in an opening sequence (`--sequence`, inherited by the parts of a graphic; see
 * `revealObserver.ts`).
 */
export const staggered = (group: Extract<CssGroup, 'reveal' | 'bar' | 'phaseFlow' | 'chart'>) =>
  `calc(var(--order) * ${cssVar(group, 'stagger')} + var(--sequence, 0) * ${cssVar('reveal', 'stagger')})`;

/** Set on the root while the dev tuner previews reduced motion. */
export const REDUCED_MOTION_ATTRIBUTE = 'data-reduced-motion';

/**
 * The root rules: the tokens, and the one place reduced motion stills CSS-driven motion (the
 * visitor's setting, or in dev the tuner's preview of it).
 */
export const motionRootStyles = {
  // A part's place among its siblings is its own: nested parts do not inherit it.
  '@property --order': { syntax: '"<number>"', inherits: false, initialValue: 0 },
  ':root': motionVariables(motionTokens),
  '@media (prefers-reduced-motion: reduce)': { ':root': stillVariables },
  ...(__MOTION_TUNER__ && { [`:root[${REDUCED_MOTION_ATTRIBUTE}]`]: stillVariables }),
};

/** Tuned tokens as a style sheet that, like the defaults, gives way to reduced motion. */
export function tunedMotionCss(tokens: MotionTokens) {
  const declarations = Object.entries(motionVariables(tokens))
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
  return `@media (prefers-reduced-motion: no-preference) { :root:not([${REDUCED_MOTION_ATTRIBUTE}]) { ${declarations} } }`;
}
