import { use, type ComponentType } from 'react';

export interface LazyPage {
  (): React.JSX.Element;
  /** Starts loading the page module (again, if the last try failed). */
  preload(): Promise<unknown>;
}

/**
 * A page in its own chunk. Unlike React.lazy it can be loaded ahead (before hydration, or while
 * the previous page animates out), and once loaded it renders at once, without suspending.
 * A render shows the last try's failure; the next preload, on the next visit, tries again.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let attempt: Promise<ComponentType> | undefined;
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

  function Page() {
    const Component = loaded ?? use(attempt ?? preload());
    return <Component />;
  }
  return Object.assign(Page, { preload });
}
