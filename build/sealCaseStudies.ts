import type { Plugin } from 'vite';
import { caseStudyFiles, loadCaseStudies, loadCaseStudy } from './caseStudySources.ts';
import { PBKDF2_ITERATIONS, deriveKey, seal, toBase64 } from '../src/gate/sealedBox.ts';
import {
  SEALED_INDEX_ID,
  SEALED_STUDY_PREFIX,
  VERIFIER_CONTEXT,
  VERIFIER_PLAINTEXT,
} from '../src/gate/sealedModules.ts';
import { resolveSitePassword } from './sitePassword.ts';

const RESOLVED_PREFIX = '\0';

interface Options {
  /** Folder of the plaintext case-study modules, one default-exported CaseStudyBody each. */
  contentDir: string;
}

/**
 * Encrypts every case-study body at build time (and in the dev server, so dev behaves like
 * production). App code imports only `virtual:sealed-case-studies`; the plaintext modules are
 * read here and nowhere else.
 */
export function sealCaseStudies({ contentDir }: Options): Plugin {
  let keyPromise: Promise<{ key: CryptoKey; salt: Uint8Array<ArrayBuffer> }> | undefined;
  let password = '';
  let building = false;
  /** Browser build only: each study's chunk, emitted up front so the index can name its URL. */
  const chunkRefs = new Map<string, string>();

  const sealingKey = () => {
    keyPromise ??= (async () => {
      // One random salt per build: one key derivation in the browser opens every study.
      const salt = crypto.getRandomValues(new Uint8Array(16));
      return { key: await deriveKey(password, salt, PBKDF2_ITERATIONS), salt };
    })();
    return keyPromise;
  };

  /**
   * A browser remembers a failed `import()` of a URL for the page's life, so a retry asks for
   * the same chunk under a new query.
   */
  const loader = (slug: string) => {
    const ref = chunkRefs.get(slug);
    if (!ref) return `() => import(${JSON.stringify(SEALED_STUDY_PREFIX + slug)})`;
    return `(attempt = 0) => import(/* @vite-ignore */ import.meta.ROLLUP_FILE_URL_${ref} + (attempt ? '?retry=' + attempt : ''))`;
  };

  return {
    name: 'seal-case-studies',
    enforce: 'pre',
    configResolved(config) {
      // Server code imports by module; only the browser needs a URL it can ask for again.
      building = config.command === 'build' && !config.build.ssr;
      password = resolveSitePassword(config.command, (message) => config.logger.info(message));
    },
    async buildStart() {
      if (!building) return;
      for (const { slug } of await loadCaseStudies(contentDir)) {
        chunkRefs.set(
          slug,
          this.emitFile({
            type: 'chunk',
            id: SEALED_STUDY_PREFIX + slug,
            name: slug,
            preserveSignature: 'strict',
          }),
        );
      }
    },
    resolveId(id) {
      if (id === SEALED_INDEX_ID || id.startsWith(SEALED_STUDY_PREFIX)) return RESOLVED_PREFIX + id;
      return null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const request = id.slice(RESOLVED_PREFIX.length);
      const { key, salt } = await sealingKey();

      if (request === SEALED_INDEX_ID) {
        const bodies = await loadCaseStudies(contentDir);
        const verifier = await seal(key, VERIFIER_PLAINTEXT, VERIFIER_CONTEXT);
        const loaders = bodies.map(({ slug }) => `  ${JSON.stringify(slug)}: ${loader(slug)},`);
        return [
          `export const salt = ${JSON.stringify(toBase64(salt))};`,
          `export const iterations = ${PBKDF2_ITERATIONS};`,
          `export const verifier = ${JSON.stringify(verifier)};`,
          `export const studies = {\n${loaders.join('\n')}\n};`,
        ].join('\n');
      }

      if (request.startsWith(SEALED_STUDY_PREFIX)) {
        const slug = request.slice(SEALED_STUDY_PREFIX.length);
        for (const file of caseStudyFiles(contentDir)) {
          this.addWatchFile(file);
          const body = await loadCaseStudy(file);
          if (body.slug !== slug) continue;
          // The slug is the additional data: a box cannot be swapped onto another study.
          return `export default ${JSON.stringify(await seal(key, JSON.stringify(body), slug))};`;
        }
        this.error(`No case study with slug "${slug}" in ${contentDir}`);
      }
      return null;
    },
  };
}
