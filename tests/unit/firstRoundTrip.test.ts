import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  FIRST_ROUND_TRIP,
  overFirstRoundTrip,
  pageOnTheWire,
} from '../../tooling/hosts/firstRoundTrip';
import { headerRules, headersFile } from '../../tooling/hosts/hostRules';

const headers = headersFile(
  headerRules({ pagePaths: ['/', '/leadership'], scriptHashes: ["'sha256-boot'"] }),
);

/** Text that compresses about as a page's words and markup do, the same on every run. */
function words(count: number, seed: number) {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
  return Array.from({ length: count }, () =>
    next()
      .toString(36)
      .slice(0, 2 + (next() % 7)),
  ).join(' ');
}

/** A page whose HTML gzips to about `bytes`. */
function pageOf(bytes: number) {
  let count = bytes;
  let html = '';
  for (let step = 0; step < 40; step += 1) {
    html = `<!doctype html><html lang="en"><body><p>${words(count, 7)}</p></body></html>`;
    const gzipped = gzipSync(html, { level: 9 }).length;
    if (Math.abs(gzipped - bytes) < 20) break;
    count = Math.round((count * bytes) / gzipped);
  }
  return html;
}

/** About 1 kB of inline CSS as the page carries it, gzipped: rules of a stylesheet's shape. */
function inlineCss() {
  let css = '';
  for (let rule = 0; gzipSync(css, { level: 9 }).length < 1000; rule += 1)
    css += `.c-${words(1, rule)}{margin:${rule % 13}px;color:var(--colors-${words(1, rule + 99)})}`;
  return `<style>${css}</style>`;
}

describe('the first round trip', () => {
  it('counts a page as its gzipped HTML and the headers its host sends for its path', () => {
    const page = pageOnTheWire('/leadership', pageOf(9000), headers);
    expect(page.body).toBeGreaterThan(8950);
    expect(page.body).toBeLessThan(9050);
    // The CSP and the rest of `_headers`, and the host's own head.
    expect(page.headers).toBeGreaterThan(headers.length - 200);
    expect(page.total).toBe(page.body + page.headers);
    expect(overFirstRoundTrip([page])).toEqual([]);
  });

  it('fails a page that 1 kB of inline CSS pushes past the line, naming it', () => {
    // Where the home page stood before its print rules grew (13,701 B on the wire).
    const html = pageOf(12_770);
    const before = pageOnTheWire('/', html, headers);
    expect(before.total).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
    expect(overFirstRoundTrip([before])).toEqual([]);

    const planted = pageOnTheWire('/', html.replace('<body>', `<body>${inlineCss()}`), headers);
    expect(planted.total - before.total).toBeGreaterThanOrEqual(950);
    const [over, ...rest] = overFirstRoundTrip([planted]);
    expect(rest).toEqual([]);
    expect(over).toMatch(/^\/ is \d+ B on the wire .* past the first round trip \(14600 B\)$/);
  });
});
