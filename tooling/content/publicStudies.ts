import { createHash } from 'node:crypto';
import { runnerImport, type Plugin, type ViteDevServer } from 'vite';
import {
  STUDY_CATALOGUE_ID,
  STUDY_HIGHLIGHTS_ID,
  STUDY_INDEX_ID,
  STUDY_PREFIX,
} from '../../src/app/studyModuleIds.ts';
import type { PublicStudy } from '../../src/content/types';
import { inProject } from './contentFolders.ts';
import { ContentError } from './contentError.ts';
import { accentGrounds, deriveAccent } from './studyAccents.ts';

const RESOLVED_PREFIX = '\0';
/** What an owner edits that the modules below are made of. */
const SOURCES = ['src/content/studies.ts', 'src/content/owner.ts'];

/** Whether a module's id names one of the modules below. */
const isStudyModule = (request: string) =>
  [STUDY_INDEX_ID, STUDY_HIGHLIGHTS_ID, STUDY_CATALOGUE_ID].includes(request) ||
  request.startsWith(STUDY_PREFIX);

/** A module of the site's, by its path from the project's root. */
const load = async <Module>(file: string) =>
  (await runnerImport<Module>(inProject(file), { configFile: false, logLevel: 'error' })).module;

/** The owner's studies as the browser gets them: each with its path and its accents derived. */
async function readStudies(): Promise<PublicStudy[]> {
  const [{ caseStudyLinks }, { config }] = await Promise.all([
    load<typeof import('../../src/content/caseStudies.ts')>('src/content/caseStudies.ts'),
    load<typeof import('../../src/styles/stitches.config.ts')>('src/styles/stitches.config.ts'),
  ]);
  if (!caseStudyLinks.some((study) => study.highlighted))
    throw new ContentError(
      `${SOURCES[0]}: no study is highlighted, so the home page would show none: add \`highlighted: true\` to the studies its cards should show.`,
    );
  const grounds = accentGrounds(config.theme.colors);
  return caseStudyLinks.map((study) => ({
    ...study,
    accents: deriveAccent(study.accent, study.slug, grounds),
  }));
}

const json = (value: unknown) => JSON.stringify(value);

/** What a highlighted study's card draws (its link's path follows from its slug). */
const cardOf = ({ slug, title, teaser, employer, year, cardImage, accents }: PublicStudy) => ({
  slug,
  title,
  teaser,
  employer: { name: employer.name },
  year,
  cardImage,
  accents,
});

/**
 * Writes the owner's studies (src/content/studies.ts) as modules the browser loads where it draws
 * them, so that what every page hydrates grows by a study's slug, not by what the study says:
 * - `virtual:study-index`, with every page: the studies' slugs, and how to load one;
 * - `virtual:study-highlights`, with the home page: what the highlighted studies' cards draw;
 * - `virtual:study/<slug>`, with the study's page: the study whole (its gate, its title);
 * - `virtual:study-catalogue`, with the code that lists them all (the Projects menu, All work,
 *   a study's end).
 * Accents are derived here, once a build, so the colour maths stays out of the bundle.
 */
export function publicStudies(): Plugin {
  let studies: Promise<PublicStudy[]> | undefined;
  const read = () => (studies ??= readStudies());
  /**
   * Browser build only: where each study's chunk is written (`<file><slug><suffix>`) and served
   * (`<url><slug><suffix>`). One version for them all, a hash of every study, so every page
   * carries a study's slug and nothing more of it: its address follows.
   */
  let chunkName: { file: string; url: string; suffix: string } | undefined;
  /** Browser build only: where the site is served from, and its assets' folder there. */
  let served: { base: string; assets: string } | undefined;

  const moduleCode = async (request: string) => {
    const all = await read();
    if (request === STUDY_INDEX_ID) {
      const slugs = `export const studySlugs = ${json(all.map(({ slug }) => slug))};`;
      if (chunkName) {
        const { url, suffix } = chunkName;
        // Without Vite's preload wrapper: a study's chunk imports nothing.
        return `${slugs}\nexport const loadStudyModule = (slug) => import(/* @vite-ignore */ ${json(url)} + slug + ${json(suffix)});`;
      }
      const loaders = all.map(
        ({ slug }) => `  ${json(slug)}: () => import(${json(STUDY_PREFIX + slug)}),`,
      );
      return `${slugs}\nconst loaders = {\n${loaders.join('\n')}\n};\nexport const loadStudyModule = (slug) => loaders[slug]();`;
    }
    if (request === STUDY_HIGHLIGHTS_ID)
      return `export const highlights = ${json(all.filter((study) => study.highlighted).map(cardOf))};`;
    if (request === STUDY_CATALOGUE_ID) return `export const allStudies = ${json(all)};`;
    const slug = request.slice(STUDY_PREFIX.length);
    const study = all.find((each) => each.slug === slug);
    if (!study) throw new Error(`No case study with slug "${slug}" in ${SOURCES[0]}`);
    return `export default ${json(study)};`;
  };

  const reloadOnEdit = (server: ViteDevServer) => {
    const sources = SOURCES.map(inProject);
    server.watcher.on('change', (file) => {
      if (!sources.includes(file)) return;
      studies = undefined;
      for (const environment of Object.values(server.environments)) {
        for (const module of environment.moduleGraph.idToModuleMap.values()) {
          if (module.id && isStudyModule(module.id.slice(RESOLVED_PREFIX.length)))
            environment.moduleGraph.invalidateModule(module);
        }
      }
      server.environments.client.hot.send({ type: 'full-reload' });
    });
  };

  return {
    name: 'public-studies',
    configResolved(config) {
      if (config.command === 'build' && !config.build.ssr)
        served = { base: config.base, assets: config.build.assetsDir };
    },
    async buildStart() {
      if (!served) return;
      const all = await read();
      const version = createHash('sha256').update(json(all)).digest('base64url').slice(0, 8);
      const file = `${served.assets}/study-`;
      chunkName = { file, url: `${served.base}${file}`, suffix: `-${version}.js` };
      for (const { slug } of all)
        this.emitFile({
          type: 'chunk',
          id: STUDY_PREFIX + slug,
          fileName: `${chunkName.file}${slug}${chunkName.suffix}`,
          preserveSignature: 'strict',
        });
    },
    resolveId: (id) => (isStudyModule(id) ? RESOLVED_PREFIX + id : null),
    load(id) {
      const request = id.slice(RESOLVED_PREFIX.length);
      return id.startsWith(RESOLVED_PREFIX) && isStudyModule(request) ? moduleCode(request) : null;
    },
    configureServer: reloadOnEdit,
  };
}
