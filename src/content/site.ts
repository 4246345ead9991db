import { owner } from './owner';
import { pages } from './pages';

export const navigation = {
  skipLink: 'Skip to main content',
  home: { label: `${owner.name}, home`, href: pages.home.path },
  projects: 'Projects',
  /** Every case study: the Projects menu's last item, a footer link and each study's end. */
  allWork: { label: 'All work', href: pages.work.path },
  leadership: { long: 'Leadership & Management', short: 'Leadership', href: pages.leadership.path },
  profile: { label: owner.profile.network, href: owner.profile.href },
  newTab: '(opens in a new tab)',
  /** The header's switch: on is dark. */
  darkScheme: 'Dark theme',
};

export const footer = {
  tagline: `${owner.role}. Designing products and growing teams ${owner.place.inSentence}.`,
  pagesHeading: 'Pages',
  home: 'Home',
  copyright: `© ${owner.copyrightYear} ${owner.name}. All rights reserved.`,
};

/** Home's Highlighted Projects section: its anchor, which the hero links to. */
export const workAnchor = 'projects';

export const errorPage = {
  title: 'Unexpected Application Error!',
  hint: 'Something went wrong while loading this page. Reloading usually fixes it, for example after the site was updated.',
  reload: 'Reload page',
  home: 'Go to the home page',
};
