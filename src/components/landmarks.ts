/** The main landmark's id: the skip link's target, and what the first paint waits for. */
export const MAIN_ID = 'main';

/** The element the app renders into (index.html's), which Present mode's deck covers. */
export const APP_ROOT_ID = 'root';
