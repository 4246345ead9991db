import { cssTiming } from '../motion/cssMotion';
import {
  SCHEME_ATTRIBUTE,
  SCHEME_SWITCHING_ATTRIBUTE,
  SCHEME_TURN,
  SCHEME_TURNS,
  SYSTEM_DARK,
  type Scheme,
} from './colorScheme';
import { darkColors } from './darkColors';
import { config, createTheme, globalCss } from './stitches.config';
import { accentRule } from './fragments';

/**
 * The site at night: warm near-black paper, not the light theme inverted. Its tokens mirror the
 * light ones by name; the aliases the light theme builds from them (focus, the header's glass,
 * the accents' glows) follow. Every text colour keeps WCAG AA on the canvas, the surfaces and the
 * study's tint; each accent keeps 3:1 as a chart mark and 4.5:1 as text. Pictures of the work
 * are shown as made, on frames drawn from these surfaces.
 */
export const darkTheme = createTheme('dark', {
  colors: darkColors,
  shadows: {
    header: '0 1px 0 rgba(0,0,0,0.5), 0 8px 24px -12px rgba(0,0,0,0.7)',
    card: '0 0 0 1px rgba(255,255,255,0.1), 0 12px 32px -16px rgba(0,0,0,0.8)',
    menu: '0 16px 48px -12px rgba(0,0,0,0.8), 0 0 0 1px rgba(255,255,255,0.08)',
  },
});

/** The dark tokens as the custom properties the light theme declares on the root. */
const darkVariables = Object.fromEntries(
  [...Object.values(darkTheme.colors), ...Object.values(darkTheme.shadows)].map((token) => [
    token.variable,
    token.value,
  ]),
);

const dark = { colorScheme: 'dark', [SCHEME_TURN]: SCHEME_TURNS.dark, ...darkVariables };

/** The dark tokens on the root `root` names, and the studies' dark accents inside it. */
const darkAt = (root: string) => ({ [root]: dark, ...accentRule('dark', `${root} `) });

/**
 * Dark where the system is and the reader has not chosen light, or where the reader chose dark:
 * from the prerendered CSS, so the first paint is right with every script held back. Screens
 * only: paper is always light.
 */
export const schemeStyles = globalCss({
  ':root': { colorScheme: 'light' },
  ...accentRule('light'),
  [`@media screen and ${SYSTEM_DARK}`]: darkAt(`:root:not([${SCHEME_ATTRIBUTE}="light"])`),
  '@media screen': darkAt(`:root[${SCHEME_ATTRIBUTE}="dark"]`),
  [`:root[${SCHEME_SWITCHING_ATTRIBUTE}] *, :root[${SCHEME_SWITCHING_ATTRIBUTE}] *::before, :root[${SCHEME_SWITCHING_ATTRIBUTE}] *::after`]:
    { transition: 'none !important' },
  '::view-transition-old(root), ::view-transition-new(root)': cssTiming('theme'),
});

/**
 * The page colour each scheme gives the browser's own bar (its theme-color meta), and when: the
 * system's scheme until the reader chooses (the boot script then points both at the choice).
 */
export const themeColors: { scheme: Scheme; media: string; color: string }[] = [
  { scheme: 'light', media: `not all and ${SYSTEM_DARK}`, color: config.theme.colors.paper },
  { scheme: 'dark', media: SYSTEM_DARK, color: darkTheme.colors.canvas.value },
];
