import { describe, expect, it } from 'vitest';
import { withDarkVersion } from '../../tooling/images/darkIllustrations';
import { darkColors } from '../../src/styles/darkColors';

const drawing = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`;

describe('an illustration’s dark version', () => {
  it('paints each light colour it uses as its dark counterpart, only where the page is dark', () => {
    const svg = withDarkVersion(
      drawing('<rect fill="#fff" stroke="#E6E3DC"/><stop stop-color="#4F46E5"/>'),
      'card.svg',
    );
    expect(svg).toContain(
      `<style>@media (prefers-color-scheme:dark){[fill="#fff"]{fill:${darkColors.surface}}` +
        `[stroke="#E6E3DC"]{stroke:${darkColors.hairline}}` +
        `[stop-color="#4F46E5"]{stop-color:${darkColors.smartscan}}}</style>`,
    );
    // The drawing itself is the light one, unchanged.
    expect(svg.replace(/<style>.*<\/style>/, '')).toBe(
      drawing('<rect fill="#fff" stroke="#E6E3DC"/><stop stop-color="#4F46E5"/>'),
    );
  });

  it('keeps the portrait’s skin and an employer’s logo as drawn', () => {
    const skin = drawing('<circle fill="#D9A582"/>');
    expect(withDarkVersion(skin, 'portrait.svg')).toBe(skin);
    const logo = drawing('<rect fill="#FFFFFF"/>');
    expect(withDarkVersion(logo, 'public/uploads/logo-acme.svg')).toBe(logo);
  });

  it('stops the build on a colour with no dark counterpart, naming the file and the colour', () => {
    expect(() => withDarkVersion(drawing('<rect fill="#123456"/>'), 'new-figure.svg')).toThrow(
      /new-figure\.svg paints #123456, which has no dark counterpart/,
    );
  });
});
