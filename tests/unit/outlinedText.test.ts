import { describe, expect, it } from 'vitest';
import { withOutlinedText } from '../../tooling/images/outlinedText';

const drawing = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 100">${body}</svg>`;

/** The box the outline's points span: where its ink is, near enough (curves stay inside it). */
function inkBox(svg: string) {
  const d = /<path[^>]* d="([^"]+)"/.exec(svg)![1]!;
  const points = [...d.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map(([, x, y]) => [+x!, +y!]);
  const xs = points.map(([x]) => x!);
  const ys = points.map(([, y]) => y!);
  return {
    left: Math.min(...xs),
    right: Math.max(...xs),
    top: Math.min(...ys),
    bottom: Math.max(...ys),
  };
}

describe('an illustration’s words', () => {
  it('are drawn as one outline each, in its fill and opacity, set on the baseline from x', () => {
    const svg = withOutlinedText(
      drawing('<text x="20" y="60" font-size="40" fill="#141413" opacity=".8">HELLO</text>'),
    );
    expect(svg).not.toContain('<text');
    expect(svg).toMatch(/^<svg [^>]+><path fill="#141413" opacity=".8" d="M[^"]+"\/><\/svg>$/);
    const box = inkBox(svg);
    // Capitals stand on the baseline, about three quarters of the size tall, from x on.
    expect(box.bottom).toBeCloseTo(60, 0);
    expect(60 - box.top).toBeGreaterThan(27);
    expect(60 - box.top).toBeLessThan(31);
    expect(box.left).toBeGreaterThanOrEqual(20);
    expect(box.left).toBeLessThan(25);
  });

  it('sit around x when centred and end at it when anchored at the end; bolder is wider', () => {
    const text = (attributes: string) =>
      inkBox(
        withOutlinedText(
          drawing(`<text x="200" y="60" font-size="20" fill="#000" ${attributes}>Quarterly</text>`),
        ),
      );
    const middle = text('text-anchor="middle"');
    expect((middle.left + middle.right) / 2).toBeCloseTo(200, -0.5);
    expect(text('text-anchor="end"').right).toBeLessThanOrEqual(200);
    const [regular, bold] = [text(''), text('font-weight="700"')];
    expect(bold.right - bold.left).toBeGreaterThan(regular.right - regular.left);
    const spaced = text('letter-spacing="4"');
    expect(spaced.right - spaced.left).toBeCloseTo(regular.right - regular.left + 8 * 4, 0);
  });

  it('read entities as the characters they stand for', () => {
    const word = (text: string) =>
      withOutlinedText(drawing(`<text x="0" y="50" font-size="20" fill="#000">${text}</text>`));
    expect(word('Q&amp;A')).toBe(word('Q&#38;A'));
    expect(word('Q&amp;A')).not.toBe(word('QA'));
  });

  it('stop the build where a text would not be drawn as written', () => {
    const draw = (element: string) => () => withOutlinedText(drawing(element));
    expect(
      draw('<text x="0" y="9" font-size="9" fill="#000" font-style="italic">a</text>'),
    ).toThrow(/"font-style", which is not drawn/);
    expect(
      draw('<text x="0" y="9" font-size="9" fill="#000" font-family="Arial">a</text>'),
    ).toThrow(/"Arial", not one of the site's faces/);
    expect(draw('<text x="0" y="9" font-size="9" fill="#000"><tspan>a</tspan></text>')).toThrow(
      /nests markup/,
    );
    expect(draw('<text x="0" y="9" fill="#000">a</text>')).toThrow(/needs a font-size and a fill/);
    expect(draw('<text x="0" y="9" font-size="9" fill="#000">a→b 日</text>')).toThrow(
      /"a→b 日" has a character Inter does not draw/,
    );
  });
});
