import { useEffect } from 'react';
import { setPresenting } from '../../slides/presenting';

/** While mounted, slides cover the page: the site's header, footer and skip link stand aside. */
export function useCoversPage() {
  useEffect(() => {
    setPresenting(true);
    return () => setPresenting(false);
  }, []);
}
