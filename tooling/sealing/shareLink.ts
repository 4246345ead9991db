import { shareFragment } from '../../src/boot/protocol.ts';
import { caseStudyLinks } from '../../src/content/caseStudies.ts';
import { owner } from '../../src/content/owner.ts';
import { sectionOutline } from '../../src/content/sectionOutline.ts';
import { loadCaseStudies } from '../content/caseStudySources.ts';
import { contentFolders } from '../content/contentFolders.ts';

/**
 * A link that opens every case study without typing: `target` is a study's path, optionally with
 * one of its sections ('/payment-overhaul#results'; the first study by default), on `base` (the
 * site's URL by default). The password travels in the fragment only. Throws, listing what it
 * can be, on a path that is not a study or a section the study does not have.
 */
export async function shareLink({
  target = caseStudyLinks[0]!.path,
  base = owner.siteUrl,
  password,
}: {
  target?: string;
  base?: string;
  password: string;
}): Promise<string> {
  const [path = '', section = ''] = target.split('#');
  const study = caseStudyLinks.find((link) => link.path === path);
  if (!study)
    throw new Error(
      `${path} is not a case study: use one of ${caseStudyLinks.map((link) => link.path).join(', ')}`,
    );
  if (section) {
    const body = (await loadCaseStudies(contentFolders.contentDir)).find(
      (candidate) => candidate.slug === study.slug,
    );
    const ids = sectionOutline(body?.sections ?? []).map(({ id }) => id);
    if (!ids.includes(section))
      throw new Error(`${path} has no section #${section}: use one of #${ids.join(', #')}`);
  }
  return `${new URL(path, base).href}${shareFragment(password, section)}`;
}
