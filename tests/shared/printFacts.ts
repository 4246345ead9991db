import { PRINT_MARGIN_MM } from '../../src/app/printPage';
import { presentButton } from '../../src/content/presentButton';
import { sectionLinks } from '../../src/content/sectionLinks';
import { sectionNavigator } from '../../src/content/sectionNavigator';
import { navigation } from '../../src/content/site';

// What a printed page must be, in every engine that prints.

/** CSS pixels in a millimetre. */
const PX_PER_MM = 96 / 25.4;

/** The paper sizes pages are printed to, in millimetres. */
const PAPER_MM = { A4: { width: 210, height: 297 }, Letter: { width: 215.9, height: 279.4 } };

export type PaperFormat = keyof typeof PAPER_MM;

/** What a page prints into on a sheet of `format`, in CSS px: the paper less its margins. */
export function printArea(format: PaperFormat) {
  const { width, height } = PAPER_MM[format];
  const { top, side, bottom } = PRINT_MARGIN_MM;
  return {
    width: Math.floor((width - 2 * side) * PX_PER_MM),
    height: Math.floor((height - top - bottom) * PX_PER_MM),
  };
}

/**
 * The most pages a page may print to, for any owner's page: its printed height laid end to end,
 * a quarter more for what may not split (a heading kept with its text, a figure kept whole), plus
 * one. A block that starts splitting or pages left half empty show up here first.
 */
export const pageBudget = (printedHeight: number, format: PaperFormat) =>
  Math.ceil((1.25 * printedHeight) / printArea(format).height) + 1;

/** What only the screen has: none of it may print. */
export const screenOnlyWords = [
  navigation.skipLink,
  presentButton.start,
  sectionNavigator.title,
  sectionLinks.label('').replace(/ to.*$/, ''),
];
