/** framer-motion's animation engine: a deferred chunk, off the critical path. */
export const loadMotionEngine = () => import('./features');

export type MotionEngine = Awaited<ReturnType<typeof loadMotionEngine>>;
