import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { headersFor, parseHeadersFile } from './headersFile.ts';

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * Makes `vite preview` behave like the static host the site deploys to: clean URLs
 * (`/leadership` serves leadership.html), `/x/` redirects to `/x`, unknown paths get 404.html
 * with status 404, and every response carries the headers from `_headers`.
 */
export function staticHostPreview(): Plugin {
  return {
    name: 'static-host-preview',
    configurePreviewServer(server) {
      const dist = path.resolve(server.config.root, server.config.build.outDir);
      const headersPath = path.join(dist, '_headers');
      const rules = isFile(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];

      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const pathname = decodeURIComponent(url.pathname);
        const hostHeaders = headersFor(rules, pathname);
        for (const [name, value] of hostHeaders) res.setHeader(name, value);
        // Vite's file servers set their own Cache-Control afterwards, with setHeader or through
        // writeHead; the host's rules win, as they would on the host.
        const ours = (key: string) =>
          hostHeaders.some(([name]) => name.toLowerCase() === key.toLowerCase());
        const setHeader = res.setHeader.bind(res);
        res.setHeader = (name, value) => (ours(name) ? res : setHeader(name, value));
        const writeHead = res.writeHead.bind(res);
        res.writeHead = ((status: number, ...rest: unknown[]) => {
          for (const headers of rest) {
            if (typeof headers !== 'object' || headers === null) continue;
            for (const key of Object.keys(headers)) {
              if (ours(key)) delete (headers as Record<string, unknown>)[key];
            }
          }
          return writeHead(status, ...(rest as []));
        }) as typeof res.writeHead;

        if (pathname.length > 1 && pathname.endsWith('/')) {
          res.statusCode = 301;
          res.setHeader('Location', pathname.slice(0, -1) + url.search);
          res.end();
          return;
        }
        const target = path.join(dist, pathname);
        if (!target.startsWith(dist)) return next();
        if (pathname === '/' || isFile(target) || isFile(`${target}.html`)) return next();

        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(readFileSync(path.join(dist, '404.html')));
      });
    },
  };
}
