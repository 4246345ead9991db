import { useEffect } from 'react';
import { setCover, type Cover } from '../../slides/presenting';

/** While mounted, slides cover the page around the study, or all of it (see `Cover`). */
export function useCoversPage(covers: Exclude<Cover, 'none'> | false = 'around') {
  useEffect(() => {
    if (!covers) return;
    setCover(covers);
    return () => setCover('none');
  }, [covers]);
}
