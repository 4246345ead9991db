import { presentButton } from '../../src/content/presentButton';
import { sectionLinks } from '../../src/content/sectionLinks';
import { sectionNavigator } from '../../src/content/sectionNavigator';
import { navigation } from '../../src/content/site';

// What a printed page must be, in every engine that prints.

/**
 * The most pages each page may print to, at A4 and Letter: the layout's count when it was set,
 * plus one. A block that starts splitting or a page left half empty shows up here first.
 */
export const pageBudgets: Record<string, { A4: number; Letter: number }> = {
  '/': { A4: 2, Letter: 2 },
  '/leadership': { A4: 5, Letter: 5 },
  '/smartscan': { A4: 12, Letter: 13 },
  '/payment-overhaul': { A4: 15, Letter: 16 },
  '/livetune': { A4: 13, Letter: 14 },
  '/printed-page-that-does-not-exist': { A4: 2, Letter: 2 },
};

/** What only the screen has: none of it may print. */
export const screenOnlyWords = [
  navigation.skipLink,
  presentButton.start,
  sectionNavigator.title,
  sectionLinks.label('').replace(/ to.*$/, ''),
];
