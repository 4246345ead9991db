import { use, type ReactPromise } from 'react';

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
  let attempt: Promise<T> | undefined;
  const preload = () => {
    if (!attempt || (attempt as ReactPromise<T>).status === 'rejected') {
      const next = load();
      // Marked as it settles, as React's `use` reads a promise: a settled one is read at once.
      // (Returning nothing: returned, the promise itself would carry its failure on, unhandled.)
      next.then(
        (value) => void Object.assign(next, { status: 'fulfilled', value }),
        (reason: unknown) => void Object.assign(next, { status: 'rejected', reason }),
      );
      attempt = next;
    }
    return attempt;
  };
  // Called on every render of the component that reads it (React asks a render that suspended to
  // call `use` again when it retries): loaded, `use` reads it without suspending.
  const useValue = () => use(attempt ?? preload());
  return { preload, useValue };
}
