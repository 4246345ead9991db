import { motionTokens, type DurationName, type MotionTokens } from './tokens';

/**
 * CSS-driven motion (hovers, the menu, the tooltip, the header, the loading bar) reads the
 * tokens as custom properties on the root, so the tuner can change them live and reduced motion
 * is one rule: every duration and distance drops to zero.
 */
type Group = 'duration' | 'ease' | 'distance' | 'scale';

const variable = (group: Group, name: string) => `--motion-${group}-${name}`;
const cssVar = (group: Group, name: string) => `var(${variable(group, name)})`;

/** How each group of tokens is written in CSS. */
const formats = {
  duration: (seconds: number) => `${seconds}s`,
  ease: (points: readonly number[]) => `cubic-bezier(${points.join(', ')})`,
  distance: (pixels: number) => `${pixels}px`,
  scale: String,
};

/** The tokens as custom properties; `fixed` gives a whole group one value. */
function motionVariables(tokens: MotionTokens, fixed: Partial<Record<Group, string>> = {}) {
  return Object.fromEntries(
    (Object.keys(formats) as Group[]).flatMap((group) =>
      Object.entries(tokens[group]).map(([name, value]) => [
        variable(group, name),
        fixed[group] ?? (formats[group] as (value: unknown) => string)(value),
      ]),
    ),
  ) as Record<string, string>;
}

/** What reduced motion changes: nothing travels, grows or takes time; colours still change. */
const stillVariables = motionVariables(motionTokens, {
  duration: '0s',
  distance: '0px',
  scale: '1',
});

/** A distance token, negated when the motion goes up or back. */
export const distance = (name: keyof MotionTokens['distance'], sign: 1 | -1 = 1) =>
  sign === 1 ? cssVar('distance', name) : `calc(-1 * ${cssVar('distance', name)})`;

export const scale = (name: keyof MotionTokens['scale']) => cssVar('scale', name);

const timing = (duration: DurationName) =>
  `${cssVar('duration', duration)} ${cssVar('ease', 'out')}`;

/** A CSS animation shorthand, for keyframes run by CSS. */
export const cssAnimation = (name: string, duration: DurationName = 'fast') =>
  `${name} ${timing(duration)}`;

/** A CSS transition, for hover and state changes done in CSS. */
export const cssTransition = (properties: string[], duration: DurationName = 'fast') =>
  properties.map((property) => `${property} ${timing(duration)}`).join(', ');

/** Set on the root while the dev tuner previews reduced motion. */
export const REDUCED_MOTION_ATTRIBUTE = 'data-reduced-motion';

/**
 * The root rules: the tokens, and the one place reduced motion stills CSS-driven motion (the
 * visitor's setting, or in dev the tuner's preview of it).
 */
export const motionRootStyles = {
  ':root': motionVariables(motionTokens),
  '@media (prefers-reduced-motion: reduce)': { ':root': stillVariables },
  ...(import.meta.env.DEV && { [`:root[${REDUCED_MOTION_ATTRIBUTE}]`]: stillVariables }),
};

/** Tuned tokens as a style sheet that, like the defaults, gives way to reduced motion. */
export function tunedMotionCss(tokens: MotionTokens) {
  const declarations = Object.entries(motionVariables(tokens))
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
  return `@media (prefers-reduced-motion: no-preference) { :root:not([${REDUCED_MOTION_ATTRIBUTE}]) { ${declarations} } }`;
}
