import { motionTokens, type DurationName, type MotionTokens } from './tokens';

/**
 * CSS-driven motion (hovers, the menu, the tooltip, the header, the loading bar) reads the
 * tokens as custom properties on the root, so the tuner can change them live and reduced motion
 * is one rule: every duration and distance drops to zero.
 */
type Group = 'duration' | 'ease' | 'distance' | 'scale';

const variable = (group: Group, name: string) => `--motion-${group}-${name}`;
const cssVar = (group: Group, name: string) => `var(${variable(group, name)})`;

const cubic = (points: readonly number[]) => `cubic-bezier(${points.join(', ')})`;

/** The tokens as custom properties. */
function motionVariables(tokens: MotionTokens): Record<string, string> {
  const entries = <T>(group: Group, values: Record<string, T>, format: (value: T) => string) =>
    Object.entries(values).map(([name, value]) => [variable(group, name), format(value)]);
  return Object.fromEntries([
    ...entries('duration', tokens.duration, (seconds) => `${seconds}s`),
    ...entries('ease', tokens.ease, cubic),
    ...entries('distance', tokens.distance, (pixels) => `${pixels}px`),
    ...entries('scale', tokens.scale, String),
  ]);
}

/** What reduced motion changes: nothing travels, grows or takes time; colours still change. */
const stillVariables: Record<string, string> = Object.fromEntries([
  ...Object.keys(motionTokens.duration).map((name) => [variable('duration', name), '0s']),
  ...Object.keys(motionTokens.distance).map((name) => [variable('distance', name), '0px']),
  ...Object.keys(motionTokens.scale).map((name) => [variable('scale', name), '1']),
]);

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

/** The root rules: the tokens, and the one place reduced motion stills CSS-driven motion. */
export const motionRootStyles = {
  ':root': motionVariables(motionTokens),
  '@media (prefers-reduced-motion: reduce)': { ':root': stillVariables },
  [`:root[${REDUCED_MOTION_ATTRIBUTE}]`]: stillVariables,
};

/** Tuned tokens as a style sheet that, like the defaults, gives way to reduced motion. */
export function tunedMotionCss(tokens: MotionTokens) {
  const declarations = Object.entries(motionVariables(tokens))
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
  return `@media (prefers-reduced-motion: no-preference) { :root:not([${REDUCED_MOTION_ATTRIBUTE}]) { ${declarations} } }`;
}
