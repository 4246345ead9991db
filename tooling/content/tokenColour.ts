/**
 * A colour token's value, through the aliases it names (`surface` → `$white` → `#FFFFFF`), in a
 * palette of token names to values (Stitches' `theme.colors`, or a scheme's laid over it).
 */
export function tokenColour(palette: Readonly<Record<string, string>>, name: string): string {
  const value = palette[name];
  if (value === undefined) throw new Error(`No colour token ${name}`);
  return value.startsWith('$') ? tokenColour(palette, value.slice(1)) : value;
}
