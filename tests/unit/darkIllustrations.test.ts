import { describe, expect, it } from 'vitest';
import { withDarkVersion } from '../../tooling/images/darkIllustrations';
import { darkColors } from '../../src/styles/darkColors';

const drawing = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`;

describe('an illustration’s dark version', () => {
  it('paints each light colour it uses as its dark counterpart, only where the page is dark or names the dark mark', () => {
    const svg = withDarkVersion(
      drawing('<rect fill="#fff" stroke="#E6E3DC"/><stop stop-color="#4F46E5"/>'),
      'card.svg',
    );
    // Each colour through a property of the root's, dark by the system's scheme unless the page
    // names the light mark, and on screen by the dark mark.
    const dark = `{--d0:${darkColors.surface};--d1:${darkColors.hairline};--d2:${darkColors.indigo}}`;
    expect(svg).toContain(
      '<style>[fill="#fff"]{fill:var(--d0,#fff)}[stroke="#E6E3DC"]{stroke:var(--d1,#E6E3DC)}' +
        '[stop-color="#4F46E5"]{stop-color:var(--d2,#4F46E5)}' +
        `@media (prefers-color-scheme:dark){:root:not(:has(#scheme-light:target))${dark}}` +
        `@media screen{:root:has(#scheme-dark:target)${dark}}</style>` +
        '<g id="scheme-light"/><g id="scheme-dark"/>',
    );
    // The drawing itself is the light one, unchanged.
    expect(svg.replace(/<style>.*<\/style><g id="scheme-light"\/><g id="scheme-dark"\/>/, '')).toBe(
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
      /new-figure\.svg paints #123456, which is not in the illustration palette/,
    );
  });
});
