import { use } from 'react';

export interface LazyValue<T> {
  /** Starts loading it (again, if the last try failed). */
  preload(): Promise<T>;
  /**
   * It, in a render: at once once loaded; else the render waits for it, and one that finds the
   * last try failed throws its failure (the next `preload` tries again).
   */
  useValue(): T;
}

/** A value loaded once, ahead of rendering or by the first render that needs it. */
export function lazyValue<T>(load: () => Promise<T>): LazyValue<T> {
  let loaded: { value: T } | undefined;
  let attempt: Promise<T> | undefined;
  let failed = false;
  const preload = () => {
    if (!attempt || failed) {
      failed = false;
      attempt = load().then(
        (value) => (loaded = { value }).value,
        (error: unknown) => {
          failed = true;
          throw error;
        },
      );
    }
    return attempt;
  };
  // `use` is called on every render of the component that reads it: a render that suspended
  // must call it again when React retries it, whatever has loaded since.
  const useValue = () => (loaded ? loaded.value : use(attempt ?? preload()));
  return { preload, useValue };
}
