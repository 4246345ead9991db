import { curves, type MotionTokens } from '../tokens';

/** Rounds away float noise from sliders and the curve editor. */
const tidy = (value: number) => Number(value.toFixed(3));

const curveName = (points: readonly number[]) =>
  Object.entries(curves).find(([, curve]) =>
    curve.every((point, i) => point === tidy(points[i]!)),
  )?.[0];

function literal(value: number | readonly number[]) {
  if (typeof value === 'number') return String(tidy(value));
  const name = curveName(value);
  return name ? `curves.${name}` : `[${value.map(tidy).join(', ')}]`;
}

/**
 * `tokens.ts` with tuned values: its own text, comments and layout kept, each token's value
 * replaced. Throws if the text and the tokens disagree on which tokens exist.
 */
export function tokensSource(source: string, tokens: MotionTokens): string {
  const lines = source.split('\n');
  const start = lines.indexOf('export const motionTokens = {');
  if (start < 0) throw new Error('tokens.ts has no `export const motionTokens = {`');
  let group: string | undefined;
  const written = new Set<string>();
  for (let index = start + 1; index < lines.length && lines[index] !== '};'; index += 1) {
    const line = lines[index]!;
    const opening = /^ {2}(\w+): \{$/.exec(line);
    if (opening) group = opening[1];
    const token = /^( {4}(\w+): ).+,$/.exec(line);
    if (!token || !group) continue;
    const [, head, name] = token;
    const value = (tokens as Record<string, Record<string, number | number[]>>)[group]?.[name!];
    if (value === undefined) throw new Error(`tokens.ts has ${group}.${name}, the tuner does not`);
    lines[index] = `${head}${literal(value)},`;
    written.add(`${group}.${name}`);
  }
  const missing = Object.entries(tokens).flatMap(([name, values]) =>
    Object.keys(values)
      .map((key) => `${name}.${key}`)
      .filter((path) => !written.has(path)),
  );
  if (missing.length) throw new Error(`tokens.ts lacks ${missing.join(', ')}`);
  return lines.join('\n');
}
