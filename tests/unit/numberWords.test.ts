import { describe, expect, it } from 'vitest';
import { countOf, numberWord } from '../../src/content/numberWords';

describe('counts in words', () => {
  it('writes 0 to 99 out, hyphenating compound tens', () => {
    expect([0, 3, 5, 13, 18, 20, 25, 40, 99].map((count) => numberWord(count))).toEqual([
      'zero',
      'three',
      'five',
      'thirteen',
      'eighteen',
      'twenty',
      'twenty-five',
      'forty',
      'ninety-nine',
    ]);
  });

  it('capitalises to start a sentence', () => {
    expect(numberWord(18, { capital: true })).toBe('Eighteen');
    expect(numberWord(31, { capital: true })).toBe('Thirty-one');
  });

  it('leaves other numbers as digits', () => {
    expect([100, 2.5, -1].map((count) => numberWord(count))).toEqual(['100', '2.5', '-1']);
  });

  it('counts things, the noun agreeing with the count', () => {
    expect(countOf(1, ['company', 'companies'])).toBe('one company');
    expect(countOf(5, ['company', 'companies'])).toBe('five companies');
    expect(countOf(3, ['case study', 'case studies'], { capital: true })).toBe(
      'Three case studies',
    );
  });
});
