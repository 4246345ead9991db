// The site password for builds, tests and benchmarks: SITE_PASSWORD, or the documented demo
// password for local use. The one place the demo password is written.

export const DEMO_PASSWORD = 'portfolio-demo-2025';

/** SITE_PASSWORD when it is set, otherwise the demo password. */
export const sitePassword = () => process.env.SITE_PASSWORD || DEMO_PASSWORD;

/** True when the demo password stands in for a missing SITE_PASSWORD. */
export const usingDemoPassword = () => !process.env.SITE_PASSWORD;
