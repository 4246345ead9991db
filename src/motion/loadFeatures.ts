/** Both load the same deferred chunk, keeping framer-motion's animation engine off the critical path. */
export const loadMotionFeatures = () => import('./features').then((module) => module.domAnimation);
export const loadAnimate = () => import('./features').then((module) => module.animate);
