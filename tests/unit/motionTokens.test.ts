import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { tokenKind } from '../../src/motion/tokenKinds';
import { durations, motionTokens, type MotionTokens } from '../../src/motion/tokens';
import { tokensSource } from '../../src/motion/tuner/tokensSource';
import { loadTunerState, saveTunerState } from '../../src/motion/tuner/tunerStorage';

const tokensFile = readFileSync('src/motion/tokens.ts', 'utf8');
const leaves = Object.entries(motionTokens).flatMap(([group, values]) =>
  Object.entries(values).map(([name, value]) => ({ group, name, value })),
);

/** A copy of the tokens with some values tuned. */
function tuned(): MotionTokens {
  const tokens = structuredClone(motionTokens);
  tokens.counter.duration = 2.5;
  tokens.menu.distance = 10;
  tokens.reveal.ease = [0.1, 0.2, 0.3, 1];
  return tokens;
}

describe('motion tokens', () => {
  it('each name says what it measures, so the tuner and CSS know its unit', () => {
    for (const { name, value } of leaves) {
      const kind = tokenKind(name);
      expect(kind, name).toBeDefined();
      expect(kind === 'curve', name).toBe(Array.isArray(value));
    }
    expect(tokenKind('speed')).toBeUndefined();
  });
});

describe('Copy as code', () => {
  it('writes tokens.ts back exactly when nothing was tuned', () => {
    expect(tokensSource(tokensFile, motionTokens)).toBe(tokensFile);
  });

  it('writes a drop-in tokens.ts holding the tuned values, comments kept', async () => {
    const source = tokensSource(tokensFile, tuned());
    expect(source).toContain('    duration: 2.5,');
    expect(source).toContain('    ease: [0.1, 0.2, 0.3, 1],');
    expect(source.split('\n').filter((line) => line.includes('/**'))).toEqual(
      tokensFile.split('\n').filter((line) => line.includes('/**')),
    );
    // Run as the module it would be: tokens.ts imports nothing.
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const url = `data:text/javascript,${encodeURIComponent(outputText)}`;
    const written = (await import(/* @vite-ignore */ url)) as { motionTokens: MotionTokens };
    expect(written.motionTokens).toEqual(tuned());
  });

  it('names a curve or duration of the scales instead of repeating its value', () => {
    const tokens = tuned();
    tokens.reveal.ease = [0.22, 1.0000001, 0.36, 1];
    tokens.counter.duration = durations.slow + 1e-7;
    tokens.menu.closeDelay = durations.instant;
    const source = tokensSource(tokensFile, tokens);
    expect(source).toMatch(/reveal: \{[^}]*ease: curves\.out,/);
    expect(source).toMatch(/counter: \{[^}]*duration: durations\.slow,/);
    // A delay is not a duration: it stays a number even when it equals a step.
    expect(source).toMatch(new RegExp(`menu: \\{[^}]*closeDelay: ${durations.instant},`));
  });

  it('refuses a tokens.ts that does not match the tokens', () => {
    const renamed = tokensFile.replace('closeDelay', 'graceDelay');
    expect(() => tokensSource(renamed, motionTokens)).toThrow(/graceDelay/);
  });
});

describe('tuned values across reloads', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  };

  it('come back as they were saved', () => {
    const storage = memory();
    saveTunerState(storage, { tokens: tuned(), reducedMotion: true, hidden: true });
    expect(loadTunerState(storage)).toEqual({ tokens: tuned(), reducedMotion: true, hidden: true });
  });

  it('start from the defaults when nothing, garbage or an old shape is stored', () => {
    const defaults = { tokens: motionTokens, reducedMotion: false, hidden: false };
    const storage = memory();
    expect(loadTunerState(storage)).toEqual(defaults);
    storage.setItem('motion-tuner', '{not json');
    expect(loadTunerState(storage)).toEqual(defaults);
    storage.setItem('motion-tuner', 'null');
    expect(loadTunerState(storage)).toEqual(defaults);
    storage.setItem(
      'motion-tuner',
      JSON.stringify({
        tokens: { counter: { duration: 'slow', speed: 3 }, menu: { distance: 10 } },
      }),
    );
    const { tokens } = loadTunerState(storage);
    expect(tokens.counter).toEqual(motionTokens.counter);
    expect(tokens.menu.distance).toBe(10);
  });

  it('survive storage that throws: defaults on load, nothing thrown on save', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(loadTunerState(throwing).tokens).toEqual(motionTokens);
    expect(() =>
      saveTunerState(throwing, { tokens: tuned(), reducedMotion: false, hidden: false }),
    ).not.toThrow();
  });
});
