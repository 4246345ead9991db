import { curves, durations, type MotionTokens } from '../tokens';

/** Rounds away float noise from sliders and the curve editor. */
const tidy = (value: number) => Number(value.toFixed(3));

/** The name of the step of `scale` that `equal` accepts, if one does. */
const stepName = <T>(scale: Record<string, T>, equal: (step: T) => boolean) =>
  Object.entries(scale).find(([, step]) => equal(step))?.[0];

/** A token's value as tokens.ts writes it: by the name of a curve or duration it equals. */
function literal(name: string, value: number | readonly number[]) {
  if (typeof value !== 'number') {
    const curve = stepName(curves, (points) =>
      points.every((point, i) => point === tidy(value[i]!)),
    );
    return curve ? `curves.${curve}` : `[${value.map(tidy).join(', ')}]`;
  }
  const duration = /duration$/i.test(name)
    ? stepName(durations, (step) => step === tidy(value))
    : undefined;
  return duration ? `durations.${duration}` : String(tidy(value));
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
    lines[index] = `${head}${literal(name!, value)},`;
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
