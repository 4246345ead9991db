import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { preview } from 'vite';

/** Where the error recorder is served, beside the site. */
export const RECORDER_PATH = '/__journeys/errors.js';

/** The name of the list the recorder keeps a page's uncaught errors in. */
export const ERRORS_GLOBAL = '__journeyErrors';

/**
 * Records the page's uncaught errors and unhandled rejections from before its first script runs.
 * WebDriver classic (WebKit's driver) has no console or error events, and no script to run before
 * a page's own: so every engine's journeys read their errors from this list, the same way. It is
 * sent as its own source, so it runs in the page as written here.
 */
function recordErrors(name: string) {
  const errors: string[] = [];
  Object.assign(window, { [name]: errors });
  addEventListener('error', (event) =>
    errors.push(`${event.message} (${event.filename}:${event.lineno})`),
  );
  // The reason's text, then where it came from (Firefox's stack leaves the text out).
  addEventListener('unhandledrejection', ({ reason }) => {
    const stack = reason instanceof Error ? (reason.stack ?? '').trim().split('\n') : [];
    errors.push(`unhandled rejection: ${String(reason)} ${stack.slice(0, 2).join(' < ')}`.trim());
  });
}
const recorder = `(${recordErrors.toString()})(${JSON.stringify(ERRORS_GLOBAL)});`;

/** Headers the proxy does not pass on: it sends the body whole and uncompressed. */
const HOP_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
]);

/**
 * The production build as the Chromium suite sees it (`vite preview`, which behaves as the static
 * host: clean URLs, the 404 page, the host's headers), behind a proxy that adds the error recorder
 * as the first script of every page. The recorder is a file of the same origin, so the site's
 * Content-Security-Policy allows it unchanged.
 */
export async function startJourneyServer() {
  const site = await preview({ preview: { port: 0, strictPort: false }, logLevel: 'silent' });
  const upstream = site.resolvedUrls!.local[0]!.replace(/\/$/, '');

  async function forward(request: IncomingMessage, response: ServerResponse) {
    if (request.url === RECORDER_PATH) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      response.end(recorder);
      return;
    }
    const reply = await fetch(upstream + request.url, {
      method: request.method,
      headers: { accept: request.headers.accept ?? '*/*' },
      redirect: 'manual',
    });
    const headers = Object.fromEntries(
      [...reply.headers].filter(([name]) => !HOP_HEADERS.has(name.toLowerCase())),
    );
    let body = Buffer.from(await reply.arrayBuffer());
    if (reply.headers.get('content-type')?.startsWith('text/html')) {
      const html = body
        .toString('utf8')
        .replace('<head>', `<head><script src="${RECORDER_PATH}"></script>`);
      body = Buffer.from(html);
    }
    response.writeHead(reply.status, headers);
    response.end(body);
  }

  const proxy = createServer((request, response) => {
    forward(request, response).catch((error: unknown) => {
      response.writeHead(502).end(String(error));
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    async close() {
      await new Promise((resolve) => proxy.close(resolve));
      await site.close();
    },
  };
}
