import { webFonts } from '../../src/styles/webFonts.ts';

/**
 * Which of the site's characters a web face keeps, by family, where not all; a character left out
 * is drawn by the face's fallback, whose metrics match. The display face draws headings, figures,
 * quotes and names: letters, digits and the punctuation of prose and figures (curly quotes,
 * dashes, the ellipsis, times and minus, by code point), not what only code and controls write
 * ({}[]*_=`|^\@~ and the like). The glyphs left out keep it within a new connection's first round
 * trip, as the pages are (tooling/hosts/firstRoundTrip.ts): it is the largest paint's last request.
 */
export const keptCharacters: Partial<Record<string, RegExp>> = {
  [webFonts.display.family]:
    /[\p{L}\p{N}\p{Zs}!"#$%&'()+,\-./:;<>?\u2018\u2019\u201C\u201D\u2013\u2014\u2026\u00D7\u2212]/u,
};
