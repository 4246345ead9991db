// The site password for builds, tests and benchmarks: SITE_PASSWORD, or the documented demo
// password for local use. The one place the demo password and the demo recipients are written.

export const DEMO_PASSWORD = 'portfolio-demo-2025';

/** SITE_PASSWORD when it is set, otherwise the demo password. */
export const sitePassword = () => process.env.SITE_PASSWORD || DEMO_PASSWORD;

/** True when the demo password stands in for a missing SITE_PASSWORD. */
export const usingDemoPassword = () => !process.env.SITE_PASSWORD;

/**
 * The share-link recipients of a demo build (the demo password, SITE_SHARES unset), to try
 * `npm run share-link` locally: two current, one whose last day has passed.
 */
export const DEMO_SHARES = 'acme-corp,globex,old-firm:2025-06-30';

/** SITE_SHARES when it is set; for a build with the demo password, the demo recipients. */
export const siteShares = (password) =>
  process.env.SITE_SHARES ?? (password === DEMO_PASSWORD ? DEMO_SHARES : '');
