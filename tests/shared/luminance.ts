/** The page's background colour as the browser computes it. Runs in the page, in any engine. */
export const pageBackground = () => getComputedStyle(document.documentElement).backgroundColor;

/**
 * The relative luminance of a colour written `#rrggbb` or `rgb(r, g, b)`, 0 (black) to 1 (white),
 * as WCAG defines it.
 */
export function luminance(colour: string) {
  const channels = colour.startsWith('#')
    ? [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16))
    : colour
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map(Number);
  const [r, g, b] = channels.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Below this a page's background reads as dark, above `LIGHT` as light. */
export const DARK = 0.02;
export const LIGHT = 0.9;
