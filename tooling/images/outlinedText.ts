import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { webFonts, type WebFont } from '../../src/styles/webFonts.ts';
import { fontFile } from '../fonts/fontFile.ts';

/**
 * An illustration's words, drawn as outlines in the site's own faces. An SVG shown as an image
 * cannot use the page's web fonts, so a `<text>` would be set in whatever the reader's system
 * has, wider or narrower than the picture was drawn for; as outlines it reads the same everywhere,
 * light or dark, in the viewer at any zoom.
 *
 * A `<text>` takes `x`, `y` (its baseline), `font-size`, `fill`, and optionally `font-weight`
 * (Inter's 400–700), `font-family` (`Inter`, the default, or `Instrument Serif`), `text-anchor`,
 * `letter-spacing` and `opacity`; anything else stops the build, as does a nested element.
 */

/** Every character a picture may set: Latin-1, general punctuation and the euro. */
const REPERTOIRE = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2010, 0x2044],
  [0x20ac, 0x20ac],
]
  .flatMap(([from, to]) =>
    Array.from({ length: to! - from! + 1 }, (_, index) => String.fromCodePoint(from! + index)),
  )
  .join('');

/** A face HarfBuzz can read (it reads no WOFF2), its variation axes kept. */
const faceOf = async (font: WebFont) =>
  new hb.Face(
    new hb.Blob(
      await subsetFont(fontFile(font), REPERTOIRE, {
        targetFormat: 'sfnt',
      }),
    ),
  );

const faces = {
  Inter: await faceOf(webFonts.body),
  'Instrument Serif': await faceOf(webFonts.display),
};

const ATTRIBUTES = [
  'x',
  'y',
  'font-size',
  'font-weight',
  'font-family',
  'fill',
  'text-anchor',
  'letter-spacing',
  'opacity',
];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function entity(name: string): string {
  if (/^#x/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
  if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
  const character = ENTITIES[name];
  if (character === undefined) throw new Error(`A picture's text has an unknown entity &${name};`);
  return character;
}

const decoded = (text: string) =>
  text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (_, name: string) => entity(name));

/** A coordinate to a tenth of a unit: a third of a pixel at the viewer's largest size. */
const rounded = (value: number) => Math.round(value * 10) / 10;

/** One line of text as one path: each glyph's outline moved to its place and scaled to size. */
function outline(attributes: Record<string, string>, text: string): string {
  const unknown = Object.keys(attributes).find((name) => !ATTRIBUTES.includes(name));
  if (unknown) throw new Error(`A picture's <text> has "${unknown}", which is not drawn`);
  const family = (attributes['font-family'] ?? 'Inter') as keyof typeof faces;
  const face = faces[family];
  if (!face) throw new Error(`A picture's text asks for "${family}", not one of the site's faces`);
  const size = Number(attributes['font-size']);
  if (!(size > 0) || attributes.fill === undefined)
    throw new Error(`A picture's <text> "${text}" needs a font-size and a fill`);

  const font = new hb.Font(face);
  if (family === 'Inter')
    font.setVariations([new hb.Variation('wght', Number(attributes['font-weight'] ?? 400))]);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const scale = size / face.upem;
  const spacing = Number(attributes['letter-spacing'] ?? 0) / scale;
  const glyphs = buffer.getGlyphInfosAndPositions();
  // Glyph 0 is the face's blank for a character it lacks: a word would lose a letter unseen.
  if (glyphs.some((glyph) => glyph.codepoint === 0))
    throw new Error(`A picture's text "${text}" has a character ${family} does not draw`);
  const width = glyphs.reduce((sum, glyph) => sum + (glyph.xAdvance ?? 0) + spacing, -spacing);
  const anchor = attributes['text-anchor'] ?? 'start';
  const start = { start: 0, middle: width / 2, end: width }[anchor];
  if (start === undefined) throw new Error(`Unknown text-anchor "${anchor}"`);

  const [x0, y0] = [Number(attributes.x ?? 0), Number(attributes.y ?? 0)];
  let pen = -start;
  const d = glyphs
    .map((glyph) => {
      const [dx, dy] = [pen + (glyph.xOffset ?? 0), glyph.yOffset ?? 0];
      pen += (glyph.xAdvance ?? 0) + spacing;
      // HarfBuzz draws in font units, y up, every command absolute: each pair is a point.
      return font
        .glyphToPath(glyph.codepoint)
        .replace(/(-?[\d.]+(?:e-?\d+)?),(-?[\d.]+(?:e-?\d+)?)/g, (_, x: string, y: string) =>
          [rounded(x0 + (Number(x) + dx) * scale), rounded(y0 - (Number(y) + dy) * scale)].join(
            ',',
          ),
        );
    })
    .join('');
  const opacity = attributes.opacity === undefined ? '' : ` opacity="${attributes.opacity}"`;
  return `<path fill="${attributes.fill}"${opacity} d="${d}"/>`;
}

/** The SVG with every `<text>` drawn as its outline. */
export function withOutlinedText(svg: string): string {
  return svg.replace(
    /<text\b([^>]*)>([\s\S]*?)<\/text>/g,
    (element, attributeText: string, content: string) => {
      if (content.includes('<')) throw new Error(`A picture's text nests markup: ${element}`);
      const attributes = Object.fromEntries(
        [...attributeText.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [
          name!,
          value!,
        ]),
      );
      return outline(attributes, decoded(content.trim()));
    },
  );
}
