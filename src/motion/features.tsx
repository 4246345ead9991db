// Deferred chunk: animation features for LazyMotion, and the value animator used by counters.
export { domAnimation, animate } from 'framer-motion';
