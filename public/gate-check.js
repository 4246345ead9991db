// Runs before the page paints (a classic script, allowed by the CSP). If a password was stored on
// an earlier visit, the gate form stays hidden while the app checks it, so it never flashes.
try {
  if (window.localStorage.getItem('sitePassword')) {
    document.documentElement.setAttribute('data-gate-restoring', '');
  }
} catch {
  // Storage unavailable (private browsing): the gate shows as usual.
}
