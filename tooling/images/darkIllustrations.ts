import { darkColors } from '../../src/styles/darkColors.ts';
import { pictureSchemeId } from '../../src/styles/colorScheme.ts';
import { ContentError } from '../content/contentError.ts';

/**
 * The illustrations the site draws are drawn once, in the light palette. Each gets its dark
 * version as a style inside the file: in dark, every light colour it uses is painted as its
 * counterpart below, made of the dark theme's grounds, inks and accents. Chromium and Firefox show
 * an SVG image in the `color-scheme` of the page that shows it, so it turns with the header's
 * switch, and on paper (always light) stays as drawn. WebKit shows it by the system's scheme: there
 * the page names the reader's choice in the picture's address (`src/components/pictureScheme.ts`),
 * and the style keys on that mark too.
 */

const {
  canvas,
  surface,
  surfaceSunken,
  hairline,
  border,
  text,
  textMuted,
  indigo,
  indigoTint,
  green,
  greenTint,
  orange,
  orangeTint,
} = darkColors;

const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

/** `share` of the way from colour `from` to colour `to`, in sRGB. */
function mix(from: string, to: string, share: number) {
  const [a, b] = [channels(from), channels(to)];
  const mixed = a.map((value, index) => Math.round(value + (b[index]! - value) * share));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/**
 * The light colours an illustration may paint with, by what they are for, each with what it is
 * painted as in dark. docs/palette.md shows them as swatches (`npm run docs:palette`).
 */
export const ILLUSTRATION_PALETTE: { group: string; colours: [light: string, dark: string][] }[] = [
  {
    group: 'Grounds and cards',
    colours: [
      ['#FBFAF7', canvas],
      ['#FFFFFF', surface],
      ['#F3F2EE', surfaceSunken],
      ['#EFEDE8', surfaceSunken],
      ['#F3F0EA', surfaceSunken],
      ['#F3ECE1', surfaceSunken],
    ],
  },
  {
    group: 'Rules, the lines that stand for text, and quiet marks',
    colours: [
      ['#E6E3DC', hairline],
      ['#D6D3CB', mix(hairline, border, 0.35)],
      ['#CFCBC2', mix(hairline, border, 0.35)],
      ['#C4C1B9', mix(hairline, border, 0.7)],
      ['#B9B6AE', border],
      ['#8F8C85', mix(border, textMuted, 0.5)],
    ],
  },
  {
    group: "Inks; a device's body stays darker than the page round it",
    colours: [
      ['#141413', text],
      ['#5C5B55', textMuted],
      ['#1F1E1C', '#0B0A09'],
    ],
  },
  {
    group: 'Indigo',
    colours: [
      ['#4F46E5', indigo],
      ['#C7D2FE', mix(indigoTint, indigo, 0.35)],
      ['#E0E7FF', mix(indigoTint, indigo, 0.15)],
      ['#EEF2FF', indigoTint],
      ['#F4F4FB', mix(surface, indigoTint, 0.5)],
      ['#E4E3F0', mix(surface, indigoTint, 0.7)],
      ['#DEDDEB', mix(hairline, indigoTint, 0.5)],
      ['#DAD9E6', mix(hairline, indigoTint, 0.5)],
      ['#D6D5E3', mix(hairline, indigoTint, 0.5)],
    ],
  },
  {
    group: 'Green',
    colours: [
      ['#047857', green],
      ['#6EBFA3', mix(greenTint, green, 0.6)],
      ['#A7D8C5', mix(greenTint, green, 0.3)],
      ['#A7F3D0', mix(greenTint, green, 0.3)],
      ['#C9EBDD', mix(greenTint, green, 0.2)],
      ['#D1FAE5', mix(greenTint, green, 0.12)],
      ['#ECFDF5', greenTint],
    ],
  },
  {
    group: 'Orange',
    colours: [
      ['#C2410C', orange],
      ['#F97316', mix(orange, orangeTint, 0.2)],
      ['#FDBA74', mix(orangeTint, orange, 0.45)],
      ['#FED7AA', mix(orangeTint, orange, 0.3)],
      ['#FFEDD5', mix(orangeTint, orange, 0.15)],
      ['#FFF7ED', orangeTint],
    ],
  },
];

/** Each light colour an illustration uses, and what it is painted as in dark. */
export const DARK_COUNTERPARTS: Record<string, string> = Object.fromEntries(
  ILLUSTRATION_PALETTE.flatMap(({ colours }) => colours),
);

/** Colours drawn the same in both schemes: the portrait's skin, hair, features and collar. */
export const KEPT_IN_DARK = new Set([
  '#17120F',
  '#FAF7F2',
  '#2A211C',
  '#2F2E2A',
  '#3D312A',
  '#46443F',
  '#7A3E2C',
  '#B07A58',
  '#C48D69',
  '#CF9874',
  '#D9A582',
  '#E8907A',
]);

export const PAINTS = ['fill', 'stroke', 'stop-color'];

/** An employer's logo (`logo-….svg`) is the brand's mark: drawn as made in both schemes. */
export const isLogo = (name: string) => /(^|\/)logo-[^/]+\.svg$/.test(name);

/** A colour as the table spells it ('#fff' → '#FFFFFF'), or null when it is not a hex colour. */
export function normalColour(value: string) {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1];
  if (!hex) return null;
  const six = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return `#${six.toUpperCase()}`;
}

/** Every hex colour an SVG paints with, as it is written there, by paint. */
export function paintsIn(svg: string) {
  const found = new Set<string>();
  for (const paint of PAINTS)
    for (const [, value] of svg.matchAll(new RegExp(`\\s${paint}="([^"]+)"`, 'g')))
      if (normalColour(value!)) found.add(`${paint}\0${value}`);
  return [...found].map((entry) => entry.split('\0') as [string, string]);
}

/**
 * The SVG with its dark version. Each light colour it uses is painted through a custom property
 * (`var(--d0, #FFFFFF)`), which a style on the root sets to its dark counterpart where the page is
 * dark. Only the root carries the condition: a shape a `<use>` draws lives in that element's own
 * tree, which no selector through the root reaches, but it inherits the root's properties. A colour
 * the table does not know stops the build, so no new illustration keeps a light ground in dark
 * unnoticed.
 */
export function withDarkVersion(svg: string, name: string) {
  if (isLogo(name)) return svg;
  const turned = new Map<string, string>();
  const rules = paintsIn(svg).flatMap(([paint, written]) => {
    const colour = normalColour(written)!;
    if (KEPT_IN_DARK.has(colour)) return [];
    const dark = DARK_COUNTERPARTS[colour];
    if (!dark)
      throw new ContentError(
        `${name} paints ${colour}, which is not in the illustration palette: use one of its colours (docs/palette.md), or add it with its dark counterpart to ILLUSTRATION_PALETTE in tooling/images/darkIllustrations.ts`,
      );
    if (!turned.has(colour)) turned.set(colour, `--d${turned.size}`);
    return [`[${paint}="${written}"]{${paint}:var(${turned.get(colour)},${written})}`];
  });
  if (rules.length === 0) return svg;
  const darkProperties = [...turned].map(
    ([colour, property]) => `${property}:${DARK_COUNTERPARTS[colour]}`,
  );
  const inDark = `{${darkProperties.join(';')}}`;
  // Dark where the page is (by the system's scheme, or the page's `color-scheme` in Chromium and
  // Firefox), unless the page names the light mark; and on screen wherever it names the dark one.
  const [light, dark] = [pictureSchemeId('light'), pictureSchemeId('dark')];
  const style =
    `<style>${rules.join('')}` +
    `@media (prefers-color-scheme:dark){:root:not(:has(#${light}:target))${inDark}}` +
    `@media screen{:root:has(#${dark}:target)${inDark}}</style><g id="${light}"/><g id="${dark}"/>`;
  return svg.replace(/(<svg\b[^>]*>)/, `$1${style}`);
}
