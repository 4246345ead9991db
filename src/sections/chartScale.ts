import { parseFigure } from './figureFormat';

/** The signed number in a figure's text: '-3.9%' -> -3.9, '+7.1%' -> 7.1, '168' -> 168; 0 if none. */
export function figureNumber(text: string): number {
  const figure = parseFigure(text);
  if (!figure) return 0;
  return /[-\u2212\u2013]/.test(figure.prefix) ? -figure.target : figure.target;
}

/** The magnitude of `value` as a percentage of `max`, at least `floor` so tiny values stay visible. */
export function shareOf(value: number, max: number, floor = 0): number {
  if (max <= 0) return floor;
  return Math.min(100, Math.max(floor, (Math.abs(value) / max) * 100));
}
