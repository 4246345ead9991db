import { describe, expect, it } from 'vitest';
import { figureNumber, shareOf } from '../../src/sections/chartScale';
import { countedFigure, formatFigure, parseFigure } from '../../src/sections/figureFormat';

describe('counter figures', () => {
  it.each([
    '-3.9%',
    '+4.4%',
    '+7.1%',
    '2%+',
    '7x',
    '50,000+',
    '10%+',
    '12.7%',
    '<0.1%',
    '168',
    '30%',
  ])('lands exactly on %s', (text) => {
    const figure = parseFigure(text);
    expect(figure).not.toBeNull();
    expect(formatFigure(figure!, figure!.target)).toBe(text);
  });

  it('keeps the final shape on the way up', () => {
    expect(formatFigure(parseFigure('-3.9%')!, 1.234)).toBe('-1.2%');
    expect(formatFigure(parseFigure('50,000+')!, 12345.6)).toBe('12,346+');
    expect(formatFigure(parseFigure('2%+')!, 0)).toBe('0%+');
    expect(formatFigure(parseFigure('7x')!, 3.4)).toBe('3x');
  });

  it('never overshoots or goes below zero', () => {
    const figure = parseFigure('168')!;
    expect(formatFigure(figure, 170.2)).toBe('168');
    expect(formatFigure(figure, -5)).toBe('0');
  });

  it('splits prefix, number and suffix', () => {
    expect(parseFigure('+7.1%')).toEqual({
      prefix: '+',
      target: 7.1,
      decimals: 1,
      grouped: false,
      suffix: '%',
    });
    expect(parseFigure('50,000+')).toMatchObject({ target: 50000, grouped: true, suffix: '+' });
  });

  it('rejects text with no number', () => {
    expect(parseFigure('many')).toBeNull();
  });

  it('counts figures but not bounds', () => {
    expect(countedFigure('-3.9%')).toEqual(parseFigure('-3.9%'));
    expect(countedFigure('<0.1%')).toBeNull();
    expect(countedFigure('>99%')).toBeNull();
    expect(countedFigure('many')).toBeNull();
  });
});

describe('chart scales', () => {
  it('reads the sign of a figure', () => {
    expect(figureNumber('-3.9%')).toBe(-3.9);
    expect(figureNumber('+7.1%')).toBe(7.1);
    expect(figureNumber('168')).toBe(168);
    expect(figureNumber('n/a')).toBe(0);
  });

  it('scales magnitudes to a share of the largest, with a floor for tiny values', () => {
    expect(shareOf(-3.9, 7.1)).toBeCloseTo(54.93, 1);
    expect(shareOf(4, 168, 6)).toBe(6);
    expect(shareOf(168, 168, 6)).toBe(100);
    expect(shareOf(5, 0)).toBe(0);
  });
});
