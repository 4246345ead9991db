// Writes one HTML file per route from the SSR bundle, plus _headers, the sitemap and robots.txt.
// Pages start with no script request at all: the inline boot script (src/boot/boot.ts) fetches
// the app after the first paint, and the CSP allows it by its hash.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runnerImport } from 'vite';

const attributeText = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** `dist`: the client build; `ssr`: the server build of src/entry-server.tsx; `boot`: its code. */
export async function prerender({ dist, ssr, boot }) {
  const { render, printSheet, prerenderPages, sitemap, robots, unlockedModuleIds } = await import(
    pathToFileURL(path.join(ssr, 'entry-server.js')).href
  );

  // The manifest is a build artefact, not a deployable file: keep it beside the SSR bundle.
  const manifestPath = path.join(ssr, 'client-manifest.json');
  if (existsSync(path.join(dist, '.vite/manifest.json'))) {
    renameSync(path.join(dist, '.vite/manifest.json'), manifestPath);
    rmSync(path.join(dist, '.vite'), { recursive: true });
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const url = (key) => `/${manifest[key].file}`;

  /** A module's chunk and every chunk it statically imports. */
  function chunksOf(key, seen = new Set()) {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return seen;
    seen.add(key);
    for (const imported of entry.imports ?? []) chunksOf(imported, seen);
    return seen;
  }

  /** A module the client build loads on its own; a renamed or inlined one would be left out unseen. */
  const ownChunk = (id) => {
    if (manifest[id]) return id;
    throw new Error(
      `src/entry-server.tsx's unlockedModuleIds names ${id}, which the client build has no chunk of its own for: name the module as it is now (renamed?), or drop it if a page's own chunk brings it.`,
    );
  };

  const template = readFileSync(path.join(dist, 'index.html'), 'utf8')
    // Vite's entry script and modulepreloads would be fetched before the first paint.
    .replace(/\s*<script type="module"[^>]*><\/script>/, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');

  const entryKey = 'index.html';
  const written = [];

  // One print stylesheet for every page, named by its content like Vite's assets.
  const print = printSheet();
  const printFile = `assets/print-${createHash('sha256').update(print).digest('base64url').slice(0, 8)}.css`;
  writeFileSync(path.join(dist, printFile), print);
  const printLink = `<link rel="stylesheet" href="/${printFile}" media="print" />`;

  for (const { path: route, module, gated } of prerenderPages) {
    const rendered = await render(route);
    if (rendered.html.includes('<script')) throw new Error(`${route} rendered an inline script`);
    // React writes resource hints (the above-the-fold image's preload) at the top of what it
    // renders, here inside #root: the head is where the browser finds them first.
    const hints = [];
    const html = rendered.html.replace(/<link rel="preload"[^>]*>/g, (tag) => {
      hints.push(tag);
      return '';
    });
    const modules = [...new Set([...chunksOf(entryKey), ...chunksOf(module)])].map(url);
    const attributes = [
      `data-entry="${url(entryKey)}"`,
      `data-preload="${modules.filter((file) => file !== url(entryKey)).join(' ')}"`,
    ];
    if (gated) {
      const sealed = unlockedModuleIds(gated)
        .flatMap((id) => [...chunksOf(ownChunk(id))].map(url))
        .filter((file) => !modules.includes(file));
      attributes.push('data-gated', `data-sealed="${sealed.join(' ')}"`);
    }
    const page = template
      .replace(
        '<!--app-head-->',
        [
          ...hints,
          rendered.head,
          printLink,
          `<script ${attributes.join(' ')}>${boot}</script>`,
        ].join('\n    '),
      )
      .replace('<html lang="en">', `<html lang="en" style="${attributeText(rendered.rootStyle)}">`)
      .replace('<!--app-html-->', html);
    const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), page);
    written.push({ path: route, file, gated: Boolean(gated) });
    console.log(`prerendered ${route} -> dist/${file}`);
  }

  // The CSP allows exactly the boot script inline.
  const { module: hosts } = await runnerImport('./tooling/hosts/hostRules.ts', {
    logLevel: 'error',
  });
  const { headerRules, headersFile, scriptHashSource } = hosts;
  const rules = headerRules({
    pagePaths: prerenderPages.map((page) => page.path),
    scriptHashes: [scriptHashSource(boot)],
  });
  writeFileSync(path.join(dist, '_headers'), headersFile(rules));

  writeFileSync(path.join(dist, 'sitemap.xml'), sitemap());
  writeFileSync(path.join(dist, 'robots.txt'), robots());
  // For the benchmarks and budgets: what was written, and the boot script every page inlines,
  // beside the SSR bundle (not deployed).
  writeFileSync(path.join(ssr, 'prerendered.json'), JSON.stringify(written, null, 2));
  writeFileSync(path.join(ssr, 'boot.js'), boot);
}
