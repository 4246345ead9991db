import type { ComponentType } from 'react';
import { lazyValue } from './lazyValue';

export interface LazyComponent<P extends object> {
  (props: P): React.JSX.Element;
  /** Starts loading the module (again, if the last try failed). */
  preload(): Promise<unknown>;
}

/**
 * A component in its own chunk. Unlike React.lazy it can be loaded ahead (before hydration, or
 * while the previous page animates out), and once loaded it renders at once, without suspending.
 * A render shows the last try's failure; the next preload tries again.
 */
export function lazyComponent<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyComponent<P> {
  const component = lazyValue(() => load().then((module) => module.default));
  function Loaded(props: P) {
    const Component = component.useValue();
    return <Component {...props} />;
  }
  return Object.assign(Loaded, { preload: component.preload });
}
