import { createContext, use } from 'react';

/**
 * True on a page the visitor reached by a link or Back within the site, false on the page the
 * browser loaded (or reloaded): only a view the visitor asked for takes focus, never a first load.
 */
export const NavigatedContext = createContext(false);

export const useNavigated = () => use(NavigatedContext);
