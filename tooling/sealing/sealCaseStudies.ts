import path from 'node:path';
import type { Plugin } from 'vite';
import { caseStudyFiles, loadCaseStudies, loadCaseStudy } from '../content/caseStudySources.ts';
import {
  PBKDF2_ITERATIONS,
  createContentKey,
  derivePasswordKey,
  importLinkKey,
  linkId,
  seal,
  toBase64,
  wrapContentKey,
} from '../../src/gate/sealedBox.ts';
import {
  SEALED_IMAGE_DIR,
  SEALED_INDEX_ID,
  SEALED_STUDY_PREFIX,
  type OpenedStudy,
} from '../../src/gate/sealedModules.ts';
import { imageFolders } from '../images/optimizeImages.ts';
import { fileSealer, sealImages, type SealedFile } from './sealImages.ts';
import { sealClips } from './sealClips.ts';
import { sealedMedia } from './sealedMedia.ts';
import type { ImageFolders } from '../images/siteImages.ts';
import type { BuiltImage } from 'virtual:image-manifest';
import type { BuiltClip } from '../../src/gate/sealedModules.ts';
import { assertStrongPassword } from './passwordStrength.ts';
import { currentRecipients, linkKey, type Recipient } from './siteShares.ts';
import { DEMO_PASSWORD, siteShares } from './sitePassword.mjs';
import { devDemoNotice, resolveSitePassword } from './sitePassword.ts';

const RESOLVED_PREFIX = '\0';

/**
 * `contentDir`: the plaintext case-study modules, one default-exported CaseStudyBody each; the
 * public content and the sealed pictures' folder tell which pictures only the studies show.
 */
type Options = Pick<ImageFolders, 'contentDir' | 'publicContentDir' | 'sealedDir'>;

interface SealingKey {
  /** The content key: random, one a build. */
  key: CryptoKey;
  salt: Uint8Array<ArrayBuffer>;
  wrappedForPassword: string;
  wrappedForLinks: Record<string, string>;
}

/**
 * Encrypts every case-study body at build time (and in the dev server, so dev behaves like
 * production), with the pictures only the studies show: each study decrypts to its body and the
 * list of its sealed pictures (`OpenedStudy`). One random content key seals them all; the index
 * holds it wrapped for the password and for each current SITE_SHARES recipient's link. App code
 * imports only `virtual:sealed-case-studies`; the plaintext modules are read here and nowhere else.
 */
export function sealCaseStudies(content: Options): Plugin {
  const { contentDir } = content;
  let keyPromise: Promise<SealingKey> | undefined;
  let password = '';
  let recipients: Recipient[] = [];
  let building = false;
  let folders: ImageFolders;
  let sealed:
    | Promise<{
        images: Map<string, BuiltImage>;
        clips: Map<string, BuiltClip>;
        files: SealedFile[];
        /** The studies that show each picture and clip, by its path. */
        slugs: Map<string, string[]>;
      }>
    | undefined;
  /** Browser build only: each study's chunk, emitted up front so the index can name its URL. */
  const chunkRefs = new Map<string, string>();

  const sealingKey = () => {
    keyPromise ??= (async () => {
      const key = await createContentKey();
      // One random salt per build: one key derivation in the browser opens every study.
      const salt = crypto.getRandomValues(new Uint8Array(16));
      const passwordKey = await derivePasswordKey(password, salt, PBKDF2_ITERATIONS);
      const links = await Promise.all(
        recipients.map(async ({ name }) => {
          const bytes = await linkKey(password, name);
          return [
            await linkId(bytes),
            await wrapContentKey(key, await importLinkKey(bytes)),
          ] as const;
        }),
      );
      // By id, which is random to anyone without the links: the order says nothing of the names.
      links.sort(([a], [b]) => (a < b ? -1 : 1));
      return {
        key,
        salt,
        wrappedForPassword: await wrapContentKey(key, passwordKey),
        wrappedForLinks: Object.fromEntries(links),
      };
    })();
    return keyPromise;
  };

  const pictures = () =>
    (sealed ??= (async () => {
      const { key } = await sealingKey();
      const media = await sealedMedia(folders);
      const { files, seal } = fileSealer(key);
      const slugs = new Map(
        [
          ...media.pictures,
          ...media.clips.map(({ clip, slugs }) => ({ src: clip.src, slugs })),
        ].map(({ src, slugs }) => [src, slugs]),
      );
      const [images, clips] = await Promise.all([
        sealImages(media.pictures, seal, folders.cacheDir),
        sealClips(media.clips, seal, folders.cacheDir),
      ]);
      return { images, clips, files, slugs };
    })());

  /** The sealed pictures and clips one study shows, as its payload lists them. */
  const mediaOf = async (slug: string) => {
    const { images, clips, slugs } = await pictures();
    const shownBy = <T>(built: Map<string, T>) =>
      Object.fromEntries([...built].filter(([src]) => slugs.get(src)?.includes(slug)));
    return { images: shownBy(images), clips: shownBy(clips) };
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
      password = resolveSitePassword(config.command);
      // Said once a build, by the client's.
      if (building) assertStrongPassword(password, (message) => config.logger.info(message));
      recipients = currentRecipients(
        siteShares(password),
        building ? (message) => config.logger.warn(message) : undefined,
      );
      folders = imageFolders(config, content);
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
      const { key, salt, wrappedForPassword, wrappedForLinks } = await sealingKey();

      if (request === SEALED_INDEX_ID) {
        const bodies = await loadCaseStudies(contentDir);
        const loaders = bodies.map(({ slug }) => `  ${JSON.stringify(slug)}: ${loader(slug)},`);
        return [
          `export const salt = ${JSON.stringify(toBase64(salt))};`,
          `export const iterations = ${PBKDF2_ITERATIONS};`,
          `export const wrappedForPassword = ${JSON.stringify(wrappedForPassword)};`,
          `export const wrappedForLinks = ${JSON.stringify(wrappedForLinks)};`,
          `export const studies = {\n${loaders.join('\n')}\n};`,
        ].join('\n');
      }

      if (request.startsWith(SEALED_STUDY_PREFIX)) {
        const slug = request.slice(SEALED_STUDY_PREFIX.length);
        for (const file of caseStudyFiles(contentDir)) {
          this.addWatchFile(file);
          const body = await loadCaseStudy(file);
          if (body.slug !== slug) continue;
          const opened: OpenedStudy = { body, ...(await mediaOf(slug)) };
          // The slug is the additional data: a box cannot be swapped onto another study.
          return `export default ${JSON.stringify(await seal(key, JSON.stringify(opened), slug))};`;
        }
        this.error(`No case study with slug "${slug}" in ${contentDir}`);
      }
      return null;
    },
    async generateBundle() {
      if (!building) return;
      for (const { fileName, bytes } of (await pictures()).files)
        this.emitFile({ type: 'asset', fileName, source: bytes });
    },
    configureServer(server) {
      // The dev server seals as it serves; a preview says what sealed its build (sealingNotice.ts).
      if (password === DEMO_PASSWORD) server.config.logger.info(devDemoNotice);
      // A changed picture is sealed again with the studies that show it.
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(folders.sealedDir + path.sep)) return;
        sealed = undefined;
        for (const environment of Object.values(server.environments)) {
          for (const module of environment.moduleGraph.idToModuleMap.values()) {
            if (module.id?.startsWith(RESOLVED_PREFIX + SEALED_STUDY_PREFIX))
              environment.moduleGraph.invalidateModule(module);
          }
        }
        server.environments.client.hot.send({ type: 'full-reload' });
      });
      server.middlewares.use((req, res, next) => {
        const fileName = new URL(req.url ?? '/', 'http://localhost').pathname.slice(1);
        if (!fileName.startsWith(`${SEALED_IMAGE_DIR}/`)) return next();
        pictures()
          .then(({ files }) => {
            const file = files.find((candidate) => candidate.fileName === fileName);
            if (!file) return next();
            res.setHeader('Content-Type', 'application/octet-stream');
            res.end(file.bytes);
          })
          .catch(next);
      });
    },
  };
}
