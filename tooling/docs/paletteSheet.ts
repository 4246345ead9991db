import { ILLUSTRATION_PALETTE, KEPT_IN_DARK } from '../images/darkIllustrations.ts';

// The illustration palette as a sheet of swatches for docs/palette.md: each group of light
// colours an illustration may paint with, each above the colour it turns to in dark.

const SWATCH = 64;
const GAP = 12;
const LABEL = 16;
const TITLE = 28;
const LEFT = 24;
const INK = '#141413';
const HAIRLINE = '#E6E3DC';

const swatch = (x: number, y: number, colour: string) =>
  `<rect x="${x}" y="${y}" width="${SWATCH}" height="${SWATCH / 2}" rx="4" fill="${colour}" stroke="${HAIRLINE}"/>` +
  `<text x="${x}" y="${y + SWATCH / 2 + LABEL - 4}">${colour}</text>`;

/** Where the sheet is written, beside the page that shows it. */
export const PALETTE_SHEET = 'docs/palette.svg';

/** The sheet, an SVG drawn from `ILLUSTRATION_PALETTE` and the colours kept in dark. */
export function paletteSheet() {
  const groups = [
    ...ILLUSTRATION_PALETTE,
    {
      group: 'The same in both schemes: the portrait',
      colours: [...KEPT_IN_DARK].map((colour): [string, string] => [colour, colour]),
    },
  ];
  const perRow = Math.max(...groups.map(({ colours }) => colours.length));
  const rowHeight = TITLE + 2 * (SWATCH / 2 + LABEL) + GAP * 2;
  const width = LEFT * 2 + perRow * (SWATCH + GAP) - GAP;
  const height = groups.length * rowHeight + GAP;
  const rows = groups.map(({ group, colours }, row) => {
    const top = GAP + row * rowHeight;
    const swatches = colours.map(([light, dark], column) => {
      const x = LEFT + column * (SWATCH + GAP);
      const lightTop = top + TITLE;
      return swatch(x, lightTop, light) + swatch(x, lightTop + SWATCH / 2 + LABEL, dark);
    });
    return `<text x="${LEFT}" y="${top + 18}" font-weight="600" font-size="13">${group}</text>${swatches.join('')}`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="10" fill="${INK}">`,
    `<rect width="100%" height="100%" fill="#FFFFFF"/>`,
    ...rows,
    '</svg>',
    '',
  ].join('\n');
}
