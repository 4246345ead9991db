/**
 * The dark theme's colours (see darkTheme.ts), a leaf: the build also draws the illustrations'
 * dark versions from them (tooling/images/darkIllustrations.ts).
 */
export const darkColors = {
  canvas: '#131211',
  surface: '#22201D',
  surfaceSunken: '#1A1917',
  text: '#F2EFE8',
  textHover: '#FFFFFF',
  textMuted: '#A8A397',
  hairline: '#34312C',
  border: '#6F6A60',
  danger: '#FF8C7D',
  indigo: '#9D9BFF',
  indigoTint: '#24234A',
  green: '#3DCB8E',
  greenTint: '#10291F',
  orange: '#F5995A',
  orangeTint: '#36220F',
};
