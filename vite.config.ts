/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { webFonts } from './src/styles/webFonts.ts';
import { contentFolders } from './tooling/content/contentFolders.ts';
import { publicStudies } from './tooling/content/publicStudies.ts';
import { favicon } from './tooling/images/favicon.ts';
import { openGraphImages } from './tooling/images/openGraphImages.ts';
import { optimizeImages } from './tooling/images/optimizeImages.ts';
import { sealCaseStudies } from './tooling/sealing/sealCaseStudies.ts';
import { siteFonts } from './tooling/fonts/siteFonts.ts';
import { staticHostPreview } from './tooling/hosts/staticHostPreview.ts';
import { sealingNoticeOnPreview } from './tooling/sealing/sealingNotice.ts';

const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  // The dev motion tuner (and leva) exist only on the dev server: never in a build, whatever its
  // mode or NODE_ENV, nor in unit tests (mode 'test').
  define: {
    __MOTION_TUNER__: JSON.stringify(command === 'serve' && mode === 'development'),
  },
  resolve: {
    // react-router's exports always resolve its development build, whose dev warnings stay in
    // the bundle and run (remix-run/react-router#14102): the browser gets the production build.
    alias:
      command === 'build' && !isSsrBuild
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : [],
  },
  plugins: [
    react(),
    publicStudies(),
    sealCaseStudies(contentFolders),
    staticHostPreview(),
    sealingNoticeOnPreview(),
    optimizeImages(contentFolders),
    openGraphImages(),
    favicon({ file: fileURLToPath(new URL('./public/favicon.svg', import.meta.url)) }),
    siteFonts({
      fonts: Object.values(webFonts),
      textDir: fileURLToPath(new URL('./src', import.meta.url)),
    }),
  ],
  build: {
    manifest: true,
    target: 'es2022',
    // The boot script adds the modulepreload links itself; a browser without modulepreload
    // (Safari before 17) still loads every module, only later, so the polyfill is not worth its
    // half a kilobyte on the hydration path.
    modulePreload: { polyfill: false },
  },
  preview: { port: 4173 },
  test: {
    // Vitest leaves a core free in a run (one worker on a 2-core machine); `npm test` runs each
    // phase alone, and the build tests mostly wait on the builds they spawn: use every core.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // A file that needs a DOM says so (`@vitest-environment jsdom`): jsdom takes over a
          // second to set up per file, more than most files' tests.
          environment: 'node',
          // Worker threads start faster than the default child processes (26 s to 22 s here), and
          // files share a worker's modules instead of importing them again (25 s to 17 s). No
          // file's state leaks into another's: the files pass shuffled too.
          pool: 'threads',
          isolate: false,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'security',
          environment: 'node',
          include: ['tests/security/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Firefox and WebKit journeys against the production build (see tests/engines).
          name: 'engines',
          environment: 'node',
          include: ['tests/engines/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));
