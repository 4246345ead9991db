/** What a motion token measures, read from the end of its name (see `tokens.ts`). */
export type TokenKind = 'seconds' | 'pixels' | 'scale' | 'curve' | 'share';

const endings: [RegExp, TokenKind][] = [
  [/(duration|delay|^stagger)$/i, 'seconds'],
  [/distance$/i, 'pixels'],
  [/scale$/i, 'scale'],
  [/^ease$/, 'curve'],
  [/amount$/i, 'share'],
];

export function tokenKind(name: string): TokenKind {
  const kind = endings.find(([ending]) => ending.test(name))?.[1];
  if (!kind) throw new Error(`Motion token "${name}" does not end in what it measures`);
  return kind;
}
