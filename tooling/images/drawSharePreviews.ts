import { createElement, type CSSProperties, type ReactNode } from 'react';
import satori from 'satori';
import sharp from 'sharp';
import subsetFont from 'subset-font';
import { owner } from '../../src/content/owner.ts';
import {
  sharePreviews,
  sharePreviewSize,
  type SharePreviewCard,
} from '../../src/content/sharePreviews.ts';
import { config } from '../../src/styles/stitches.config.ts';
import { webFonts, type WebFont } from '../../src/styles/webFonts.ts';
import { fontFile } from '../fonts/fontFile.ts';

const { colors } = config.theme;
const { width, height } = sharePreviewSize;
/** The site's address without its scheme, printed at the foot of every card. */
const siteHost = new URL(owner.siteUrl).host;

/** Satori lays out flex boxes only. */
const box = (style: CSSProperties, ...children: ReactNode[]) =>
  createElement('div', { style: { display: 'flex', ...style } }, ...children);

/** One card: the site's paper, an accent rule, the words, and the owner and address below. */
function cardTree({ eyebrow, title, subtitle, accent }: SharePreviewCard) {
  const tone = accent ?? colors.ink900;
  return box(
    {
      width,
      height,
      flexDirection: 'column',
      justifyContent: 'space-between',
      boxSizing: 'border-box',
      padding: '72px 88px',
      backgroundColor: colors.paper,
      borderTop: `16px solid ${tone}`,
      fontFamily: webFonts.body.family,
      color: colors.ink900,
    },
    box(
      { flexDirection: 'column', gap: 20 },
      box(
        {
          fontSize: 26,
          fontWeight: 600,
          letterSpacing: '0.08em',
          textTransform: 'uppercase',
          color: tone,
        },
        eyebrow,
      ),
      box(
        {
          fontFamily: webFonts.display.family,
          fontSize: title.length > 20 ? 92 : 116,
          lineHeight: 1.02,
          letterSpacing: '-0.01em',
        },
        title,
      ),
      box({ fontSize: 36, lineHeight: 1.35, color: colors.ink600, maxWidth: 960 }, subtitle),
    ),
    box(
      {
        justifyContent: 'space-between',
        borderTop: `2px solid ${colors.sand200}`,
        paddingTop: 28,
        fontSize: 26,
        color: colors.ink600,
      },
      box({ fontWeight: 600, color: colors.ink900 }, owner.name),
      box({}, siteHost),
    ),
  );
}

/** Satori reads TrueType, not WOFF2: each face cut to the cards' characters, weights pinned. */
async function cardFonts(text: string) {
  const face = async (font: WebFont, weight: 400 | 600) => ({
    name: font.family,
    weight,
    style: 'normal' as const,
    data: await subsetFont(fontFile(font), text, {
      targetFormat: 'truetype',
      ...(font.axes && { variationAxes: { wght: weight } }),
    }),
  });
  return Promise.all([
    face(webFonts.body, 400),
    face(webFonts.body, 600),
    face(webFonts.display, 400),
  ]);
}

/** Draws one PNG per page for link previews, from the public words in sharePreviews. */
export async function drawSharePreviews() {
  const text = [owner.name, siteHost, ...sharePreviews.map(({ card }) => Object.values(card))]
    .flat()
    .join(' ');
  const fonts = await cardFonts(`${text} ${text.toUpperCase()}`);
  return Promise.all(
    sharePreviews.map(async (preview) => {
      const svg = await satori(cardTree(preview.card), { width, height, fonts });
      return {
        preview,
        png: await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer(),
      };
    }),
  );
}
