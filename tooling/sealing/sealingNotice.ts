import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Plugin } from 'vite';
import { sealingNotice } from './sealingRecord.mjs';

/**
 * `vite preview` (and so `npm start`) says, once it listens, which password opens the build it
 * serves and how to make share links for the address it serves at.
 */
export function sealingNoticeOnPreview(): Plugin {
  return {
    name: 'sealing-notice',
    configurePreviewServer(server) {
      const dist = path.resolve(server.config.root, server.config.build.outDir);
      server.httpServer.once('listening', () => {
        const { port } = server.httpServer.address() as AddressInfo;
        const https = Boolean(server.config.preview.https);
        const address = `${https ? 'https' : 'http'}://localhost:${port}`;
        for (const line of sealingNotice(dist, address)) server.config.logger.info(line);
      });
    },
  };
}
