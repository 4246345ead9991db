/** A figure such as '-3.9%', '2%+', '7x', '50,000+' or '<0.1%', split so it can count up. */
export interface ParsedFigure {
  prefix: string;
  target: number;
  decimals: number;
  grouped: boolean;
  suffix: string;
}

const FIGURE = /^([^\d]*)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(.*)$/s;

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

/** Formats an in-between value in the final text's shape; at the target it equals the text. */
export function formatFigure(figure: ParsedFigure, value: number): string {
  const number = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: figure.decimals,
    maximumFractionDigits: figure.decimals,
    useGrouping: figure.grouped,
  }).format(Math.min(Math.max(value, 0), figure.target));
  return `${figure.prefix}${number}${figure.suffix}`;
}
