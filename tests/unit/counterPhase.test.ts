import { describe, expect, it } from 'vitest';
import { counterPhase, type CounterState } from '../../src/sections/counterPhase';

const waiting: CounterState = {
  counts: true,
  engine: 'pending',
  liveText: false,
  reduced: false,
  inView: false,
  waiting: false,
  counted: false,
};
const phase = (change: Partial<CounterState>) => counterPhase({ ...waiting, ...change });

describe('a metric counter’s phase', () => {
  it('waits at its start until its live text is drawn, in view and not waiting', () => {
    expect(phase({})).toBe('start');
    expect(phase({ inView: true })).toBe('start');
    expect(phase({ engine: 'in', inView: true })).toBe('start');
    expect(phase({ engine: 'in', liveText: true, inView: true, waiting: true })).toBe('start');
    expect(phase({ engine: 'in', liveText: true, inView: true })).toBe('counting');
  });

  it('keeps its final text once it has counted, waiting again or out of view', () => {
    expect(phase({ engine: 'in', liveText: true, waiting: true, counted: true })).toBe('counted');
    expect(phase({ engine: 'in', liveText: true, inView: true, counted: true })).toBe('counting');
  });

  it('shows its final text only: a figure shown as written, reduced motion once known, an engine that failed', () => {
    expect(phase({ counts: false, engine: 'in', liveText: true, inView: true })).toBe('final');
    expect(phase({ engine: 'in', reduced: true, inView: true })).toBe('final');
    // Until the engine is in, the reader's settings are not known: it renders as the server did.
    expect(phase({ reduced: true })).toBe('start');
    expect(phase({ engine: 'failed', inView: true })).toBe('final');
  });
});
