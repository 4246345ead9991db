/**
 * The relative luminance of the page's background, 0 (black) to 1 (white), as WCAG defines it.
 * Runs in the page, in any engine: light pages read above 0.9, dark ones below 0.02.
 */
export function backgroundLuminance() {
  const [r, g, b] = getComputedStyle(document.documentElement)
    .backgroundColor.match(/[\d.]+/g)!
    .map((channel) => {
      const c = Number(channel) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Below this the page reads as dark, above `LIGHT` as light. */
export const DARK = 0.02;
export const LIGHT = 0.9;
