/** What a motion token measures, read from the end of its name (see `tokens.ts`). */
export type TokenKind = 'seconds' | 'pixels' | 'scale' | 'curve' | 'share';

const endings: [RegExp, TokenKind][] = [
  [/(duration|delay|^stagger)$/i, 'seconds'],
  [/distance$/i, 'pixels'],
  [/scale$/i, 'scale'],
  [/^ease$/, 'curve'],
  [/amount$/i, 'share'],
];

/** Every token's name has a kind (tests/unit/motionTokens.test.ts); any other name has none. */
export const tokenKind = (name: string) =>
  endings.find(([ending]) => ending.test(name))?.[1] as TokenKind;
