// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from '../../src/app/lazyComponent';

const Greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>;

describe('lazyComponent', () => {
  it('tries a failed load again on the next preload, then renders without suspending', async () => {
    let calls = 0;
    const Lazy = lazyComponent<{ name: string }>(async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk failed');
      return { default: Greeting };
    });
    await expect(Lazy.preload()).rejects.toThrow('chunk failed');
    await expect(Lazy.preload()).resolves.toBe(Greeting);
    // Loaded already: the first render shows it, with no fallback in between.
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
