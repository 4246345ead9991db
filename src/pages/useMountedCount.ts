import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a long page's parts to mount: `first` at once, then one more per commit, each a
 * transition of its own, until all `total` are in. The page is built in short tasks that input and
 * animation can run between, instead of one commit that blocks them while it builds and lays out
 * everything.
 */
export function useMountedCount(total: number, first: number) {
  const [count, setCount] = useState(() => Math.min(first, total));
  useEffect(() => {
    if (count < total) startTransition(() => setCount(count + 1));
  }, [count, total]);
  return count;
}
