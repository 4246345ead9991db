import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { drawSharePreviews } from './drawSharePreviews.ts';

/**
 * Writes the link-preview images into the browser build, at the paths the head tags name. The
 * drawing code (and the site content it reads) loads only when a build runs, outside the config.
 */
export function openGraphImages(): Plugin {
  return {
    name: 'open-graph-images',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async generateBundle() {
      const { module } = await runnerImport<{ drawSharePreviews: typeof drawSharePreviews }>(
        fileURLToPath(new URL('./drawSharePreviews.ts', import.meta.url)),
        { configFile: false, logLevel: 'error' },
      );
      for (const { preview, png } of await module.drawSharePreviews()) {
        this.emitFile({ type: 'asset', fileName: preview.src.slice(1), source: png });
      }
    },
  };
}
