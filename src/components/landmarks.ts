/** The main landmark's id: the skip link's target, and what the first paint waits for. */
export const MAIN_ID = 'main';
