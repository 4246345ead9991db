/** A figure such as '-3.9%', '2%+', '7x', '50,000+' or '<0.1%', split so it can count up. */
export interface ParsedFigure {
  prefix: string;
  target: number;
  decimals: number;
  grouped: boolean;
  suffix: string;
}

/** A figure's text: prefix, whole number, decimals, suffix. */
export const FIGURE = /^([^\d]*)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(.*)$/s;

export function parseFigure(text: string): ParsedFigure | null {
  const match = FIGURE.exec(text);
  if (!match) return null;
  const [, prefix = '', whole = '', fraction = '', suffix = ''] = match;
  return {
    prefix,
    target: Number(`${whole.replaceAll(',', '')}.${fraction || '0'}`),
    decimals: fraction.length,
    grouped: whole.includes(','),
    suffix,
  };
}

/**
 * The figure a counter counts up to, or null when it is shown as written: a bound ('<0.1%')
 * would pass through claims it does not make ('<0.0%').
 */
export function countedFigure(text: string): ParsedFigure | null {
  const figure = parseFigure(text);
  return figure && !/[<>≤≥]/.test(figure.prefix) ? figure : null;
}

/**
 * Formats an in-between value in the final text's shape; at the target it equals the text.
 * Done by hand: the shapes are simple, and the first Intl.NumberFormat costs tens of
 * milliseconds of locale data on the main thread.
 */
export function formatFigure(figure: ParsedFigure, value: number): string {
  const fixed = Math.min(Math.max(value, 0), figure.target).toFixed(figure.decimals);
  const number = figure.grouped ? fixed.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : fixed;
  return `${figure.prefix}${number}${figure.suffix}`;
}
