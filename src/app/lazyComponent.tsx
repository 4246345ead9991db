import { use, type ComponentType } from 'react';

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
  let loaded: ComponentType<P> | undefined;
  let attempt: Promise<ComponentType<P>> | undefined;
  let failed = false;
  const preload = () => {
    if (!attempt || failed) {
      failed = false;
      attempt = load().then(
        (module) => (loaded = module.default),
        (error: unknown) => {
          failed = true;
          throw error;
        },
      );
    }
    return attempt;
  };

  // `use` is called on every render of the component that calls it: a render that suspended
  // must call it again when React retries it, whatever has loaded since.
  function Pending(props: P) {
    const Component = use(attempt ?? preload());
    return <Component {...props} />;
  }

  function Loaded(props: P) {
    const Component = loaded;
    return Component ? <Component {...props} /> : <Pending {...props} />;
  }
  return Object.assign(Loaded, { preload });
}
