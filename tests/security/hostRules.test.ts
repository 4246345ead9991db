import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../../tooling/hosts/headersFile';
import {
  ASSET_CACHE,
  PAGE_CACHE,
  headerRules,
  headersFile,
  hostFiles,
  scriptHashSource,
  securityHeaders,
  vercelConfig,
} from '../../tooling/hosts/hostRules';
import { compileBootScript } from '../../tooling/pipeline/bootScript.mjs';
import { siteMap } from '../../src/content/siteMap';

const root = path.resolve(__dirname, '../..');
const pagePaths = siteMap.map((page) => page.path);
const scriptHashes = ["'sha256-test'"];
const rules = headerRules({ pagePaths, scriptHashes });
const samplePaths = [...pagePaths, '/assets/index-0123abcd.js', '/uploads/portrait.svg', '/nope'];

describe('host rules', () => {
  it('the repository host files are what `npm run hosts` writes today', async () => {
    const files = await hostFiles({ pagePaths, bootScript: await compileBootScript() });
    for (const [file, text] of Object.entries(files)) {
      expect(readFileSync(path.join(root, file), 'utf8'), `${file}: run npm run hosts`).toBe(text);
    }
  }, 60_000);

  it('_headers sends the security headers everywhere, and one cache rule per kind of file', () => {
    const parsed = parseHeadersFile(headersFile(rules));
    for (const pathname of samplePaths) {
      const sent = headersFor(parsed, pathname);
      const names = sent.map(([name]) => name);
      expect(new Set(names).size, `${pathname} gets a header twice`).toBe(names.length);
      expect(Object.fromEntries(sent)).toMatchObject(securityHeaders(scriptHashes));
    }
    for (const pathname of pagePaths)
      expect(Object.fromEntries(headersFor(parsed, pathname))['Cache-Control']).toBe(PAGE_CACHE);
    expect(
      Object.fromEntries(headersFor(parsed, '/assets/index-0123abcd.js'))['Cache-Control'],
    ).toBe(ASSET_CACHE);
  });

  it('vercel.json has the same rules: every page, the assets and the security headers', () => {
    const config = vercelConfig(rules);
    expect(config).toMatchObject({ cleanUrls: true, trailingSlash: false });
    const sources = config.headers.map((rule) => rule.source);
    expect(sources).toEqual(['/(.*)', '/assets/(.*)', ...pagePaths]);
    const headersOf = (source: string) =>
      Object.fromEntries(
        config.headers
          .find((rule) => rule.source === source)!
          .headers.map(({ key, value }) => [key, value]),
      );
    expect(headersOf('/(.*)')).toEqual(securityHeaders(scriptHashes));
    expect(headersOf('/assets/(.*)')).toEqual({ 'Cache-Control': ASSET_CACHE });
    for (const pathname of pagePaths)
      expect(headersOf(pathname)).toEqual({ 'Cache-Control': PAGE_CACHE });
  });

  it('the policy allows inline scripts only by hash, and framing by the site itself alone', () => {
    const csp = securityHeaders([scriptHashSource('console.log(1)')])['Content-Security-Policy']!;
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '))!;
    expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(securityHeaders([])['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(securityHeaders([])['Strict-Transport-Security']).toBe(
      'max-age=63072000; includeSubDomains',
    );
  });
});
