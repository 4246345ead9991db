// Writes one HTML file per route from the SSR bundle, plus the sitemap and robots.txt.
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** `dist`: the client build; `ssr`: the server build of src/entry-server.tsx. */
export async function prerender({ dist, ssr }) {
  const { render, prerenderPages, sitemap, robots } = await import(
    pathToFileURL(path.join(ssr, 'entry-server.js')).href
  );

  // The manifest is a build artefact, not a deployable file: keep it beside the SSR bundle.
  const manifestPath = path.join(ssr, 'client-manifest.json');
  if (existsSync(path.join(dist, '.vite/manifest.json'))) {
    renameSync(path.join(dist, '.vite/manifest.json'), manifestPath);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

  /** The chunk of a page module and every chunk it statically imports. */
  function chunksOf(key, seen = new Set()) {
    const entry = manifest[key];
    if (!entry || seen.has(entry.file)) return seen;
    seen.add(entry.file);
    for (const imported of entry.imports ?? []) chunksOf(imported, seen);
    return seen;
  }

  // The only stylesheet is the @font-face rules (2 KB): inline it rather than block rendering on it.
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8').replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (_, file) => `<style>${readFileSync(path.join(dist, file), 'utf8').trim()}</style>`,
  );
  const entryChunks = chunksOf('index.html');
  const displayFont = readdirSync(path.join(dist, 'assets')).find((file) =>
    /^instrument-serif-latin-400-normal.*\.woff2$/.test(file),
  );
  if (!displayFont) throw new Error('Display font not found in dist/assets');

  for (const { path: route, module } of prerenderPages) {
    const { html, head } = await render(route);
    const preloads = [...chunksOf(module)]
      .filter((file) => !entryChunks.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
    const fontPreload = `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${displayFont}" />`;
    const page = template
      .replace('<!--app-head-->', [head, fontPreload, ...preloads].join('\n    '))
      .replace('<!--app-html-->', html);
    const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), page);
    console.log(`prerendered ${route} -> dist/${file}`);
  }

  writeFileSync(path.join(dist, 'sitemap.xml'), sitemap());
  writeFileSync(path.join(dist, 'robots.txt'), robots());
}
