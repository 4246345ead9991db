/**
 * Chromium's headless shell, on a saturated machine, now and then stops drawing one page for good
 * (about one walk down /leadership in 150 beside `stress-ng --cpu 2`): its compositor waits on a
 * layer tree whose tiles are never rastered, while every thread of the renderer and the GPU
 * process sits idle and the page's scripts run on. No frame comes again; bringing the page to the
 * front, resizing it, scrolling it or freezing and resuming it does not wake it; a new page does
 * not share it. docs/testing.md has the trace. A test that meets it says so in these words, and
 * is the one failure a retry may answer (`tests/e2e/retryOnlyWedged.ts`).
 */
export const WEDGED_RENDERER =
  'Chromium stopped drawing this page (a compositor stall of the headless shell, docs/testing.md)';

/** Longer than any frame takes on a saturated machine, by far: the page is wedged, not slow. */
export const WEDGED_AFTER_MS = 10_000;
