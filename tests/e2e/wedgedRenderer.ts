/**
 * Chromium's headless shell, on a saturated machine, now and then stops drawing a page for good
 * (what was measured and tried: docs/testing.md, "A busy machine"). A test that meets it says so
 * in these words, and is the one failure a retry may answer (`tests/e2e/retryOnlyWedged.ts`).
 */
export const WEDGED_RENDERER =
  'Chromium stopped drawing this page (a compositor stall of the headless shell, docs/testing.md)';

/** Longer than any frame takes on a saturated machine, by far: the page is wedged, not slow. */
export const WEDGED_AFTER_MS = 10_000;
