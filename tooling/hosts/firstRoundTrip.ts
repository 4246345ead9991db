// What a page costs on its way to a new visitor: its HTML gzipped, and the headers its host sends
// with it. A new connection sends about ten TCP segments before it waits for the visitor's
// acknowledgement (RFC 6928): a page larger than that waits a whole round trip more before it can
// paint. Checked by `npm run size` (tooling/hosts/roundTrip.mjs) on every prerendered page.
import { gzipSync } from 'node:zlib';
import { headersFor, parseHeadersFile } from './headersFile.ts';

/** Ten segments of 1,460 B: what the first round trip carries. */
export const FIRST_ROUND_TRIP = 14_600;

/**
 * What a static host sends of its own with a page, beside the headers `_headers` asks for: a
 * CDN's usual response head, its values at their usual lengths.
 */
const HOST_OWN_HEADERS = [
  'HTTP/1.1 200 OK',
  'Content-Type: text/html; charset=UTF-8',
  'Content-Encoding: gzip',
  'Content-Length: 12345',
  'Date: Sat, 28 Nov 2026 09:00:00 GMT',
  'ETag: "4f1c2a9e0d7b3c5a8e6f1d2b9c0a7e35-ssl-df"',
  'Vary: Accept-Encoding',
  'Age: 0',
  'Server: Netlify',
  'X-Nf-Request-Id: 01JDZ4Q0000000000000000000',
];

export interface PageOnTheWire {
  /** The page's address. */
  path: string;
  /** Its HTML, gzipped at the highest level. */
  body: number;
  /** Its response head: the host's own headers and those `_headers` gives its path. */
  headers: number;
  total: number;
}

/** A page as it leaves the host: `headersFile` is the build's `_headers`. */
export function pageOnTheWire(path: string, html: string, headersFile: string): PageOnTheWire {
  const body = gzipSync(html, { level: 9 }).length;
  const lines = [
    ...HOST_OWN_HEADERS,
    ...headersFor(parseHeadersFile(headersFile), path).map(([name, value]) => `${name}: ${value}`),
  ];
  // Each line ends in CRLF, and a blank line ends the head.
  const headers = Buffer.byteLength(lines.map((line) => `${line}\r\n`).join('') + '\r\n');
  return { path, body, headers, total: body + headers };
}

/** The pages that do not fit the first round trip, named with what they weigh. */
export const overFirstRoundTrip = (pages: PageOnTheWire[]) =>
  pages
    .filter((page) => page.total > FIRST_ROUND_TRIP)
    .map(
      (page) =>
        `${page.path} is ${page.total} B on the wire (${page.body} B of HTML gzipped, ${page.headers} B of headers), ${page.total - FIRST_ROUND_TRIP} B past the first round trip (${FIRST_ROUND_TRIP} B)`,
    );
