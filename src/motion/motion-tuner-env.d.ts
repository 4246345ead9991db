/** True on the dev server only (`vite.config.ts`): the motion tuner exists there and nowhere else. */
declare const __MOTION_TUNER__: boolean;
