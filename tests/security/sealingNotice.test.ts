import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, preview } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { sealingNoticeOnPreview } from '../../tooling/sealing/sealingNotice';
import { recordSealing, sealingNotice, ssrDirOf } from '../../tooling/sealing/sealingRecord.mjs';
import { DEMO_PASSWORD } from '../../tooling/sealing/sitePassword.mjs';

const OWN_PASSWORD = 'a-long-owner-passphrase-of-their-own';

const work = mkdtempSync(path.join(tmpdir(), 'sealing-notice-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let sites = 0;

/** A built site in a folder of its own, its sealing recorded as a build records it. */
function builtWith(password: string | null) {
  const dist = path.join(work, String((sites += 1)), 'dist');
  mkdirSync(dist, { recursive: true });
  mkdirSync(ssrDirOf(dist));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Built</title>');
  if (password !== null) recordSealing(dist, password);
  return dist;
}

describe('what a server says of the build it serves', () => {
  it('names the demo password only for a build sealed with it, whatever the shell says', () => {
    const address = 'http://localhost:4610';
    const demo = sealingNotice(builtWith(DEMO_PASSWORD), address).join('\n');
    expect(demo).toContain(`demo password "${DEMO_PASSWORD}"`);
    expect(demo).toContain(`--base ${address}`);

    const own = sealingNotice(builtWith(OWN_PASSWORD), address).join('\n');
    expect(own).toContain('the SITE_PASSWORD this build was made with');
    expect(own).not.toContain(DEMO_PASSWORD);
    expect(own).not.toContain(OWN_PASSWORD);
    expect(own).toContain(`--base ${address}`);

    expect(sealingNotice(builtWith(null), address).join('\n')).toMatch(
      /No record of how .* was sealed: build it with `npm run build`/,
    );
  });

  it('`vite preview` says it with the address it actually serves at', async () => {
    const dist = builtWith(OWN_PASSWORD);
    const logged: string[] = [];
    const logger = createLogger('info');
    logger.info = (message) => void logged.push(message);
    // The port asked for may be taken: the notice must follow the one the server got.
    const server = await preview({
      configFile: false,
      root: path.dirname(dist),
      logLevel: 'info',
      customLogger: logger,
      build: { outDir: 'dist' },
      preview: { port: 4610, strictPort: false },
      plugins: [sealingNoticeOnPreview()],
    });
    try {
      const { port } = server.httpServer.address() as AddressInfo;
      expect(logged.join('\n')).toContain(`--base http://localhost:${port}`);
      expect(logged.join('\n')).toContain('the SITE_PASSWORD this build was made with');
      expect(logged.join('\n')).not.toContain(DEMO_PASSWORD);
    } finally {
      await server.close();
    }
  });
});
