import { DEMO_SHARES, siteShares, sitePassword } from '../../tooling/sealing/sitePassword.mjs';
import {
  currentRecipients as current,
  linkKeyText,
  opensOn,
  parseShares,
  todayUtc,
} from '../../tooling/sealing/siteShares';

/**
 * The share-link recipients the site under test was built for (SITE_SHARES, or the demo ones):
 * those whose links open, and one left out of the build, its last day having passed, as a
 * withdrawn name is.
 */
const shares = siteShares(sitePassword());
export const currentRecipients = current(shares).map(({ name }) => name);
const withdrawn = parseShares(shares).find((recipient) => !opensOn(recipient, todayUtc()));
if (currentRecipients.length < 2 || !withdrawn)
  throw new Error(
    `The site under test must share links with two recipients and leave one out, as \`npm test\` builds it: run a suite alone with SITE_SHARES='${DEMO_SHARES}' beside your SITE_PASSWORD.`,
  );
export const withdrawnRecipient = withdrawn.name;

/** A recipient's link key, as its link carries it. */
export const linkKeyFor = (name: string) => linkKeyText(sitePassword(), name);
