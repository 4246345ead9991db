import { shareFragment } from '../../src/boot/protocol.ts';
import { caseStudyLinks } from '../../src/content/caseStudies.ts';
import { owner } from '../../src/content/owner.ts';
import { sectionOutline } from '../../src/content/sectionOutline.ts';
import { loadCaseStudies } from '../content/caseStudySources.ts';
import { contentFolders } from '../content/contentFolders.ts';
import { linkKeyText, opensOn, parseShares, todayUtc, type Recipient } from './siteShares.ts';

/** The recipient `name` from SITE_SHARES, whose link opens today; throws, saying why, otherwise. */
function currentRecipient(name: string | undefined, shares: string, today: string): Recipient {
  const recipients = parseShares(shares);
  const listed = recipients.length
    ? `SITE_SHARES names ${recipients.map((recipient) => recipient.name).join(', ')}`
    : 'SITE_SHARES names no one';
  if (!name) throw new Error(`say who the link is for with --for NAME (${listed})`);
  const recipient = recipients.find((candidate) => candidate.name === name);
  if (!recipient)
    throw new Error(
      `"${name}" is not in SITE_SHARES (${listed}): add it there, rebuild and deploy, then ask again`,
    );
  if (!opensOn(recipient, today))
    throw new Error(
      `the last day of "${name}", ${recipient.lastDay}, has passed, so its link no longer opens: give it a later day in SITE_SHARES, rebuild and deploy, then ask again`,
    );
  return recipient;
}

/** The study `target` names ('/payment-overhaul#results'), and its section, checked against the content. */
async function studyTarget(target: string) {
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
  return { path, section };
}

/**
 * The link that opens every case study for one SITE_SHARES recipient: `target` is a study's path,
 * optionally with one of its sections (the first study by default), on `base` (the site's URL by
 * default). The fragment carries the recipient's own key, never the password. Throws, saying why,
 * for a recipient SITE_SHARES does not list or whose last day has passed, a path that is not a
 * study, or a section the study does not have.
 */
export async function shareLink({
  target = caseStudyLinks[0]!.path,
  base = owner.siteUrl,
  password,
  recipient: name,
  shares,
  today = todayUtc(),
}: {
  target?: string;
  base?: string;
  password: string;
  recipient: string | undefined;
  shares: string;
  today?: string;
}): Promise<{ link: string; recipient: Recipient }> {
  const recipient = currentRecipient(name, shares, today);
  const { path, section } = await studyTarget(target);
  const key = await linkKeyText(password, recipient.name);
  return { link: `${new URL(path, base).href}${shareFragment(key, section)}`, recipient };
}
