import type { Employer, Image } from './types';

/**
 * Facts about the site's owner, together for the owner to replace (the sample's are Alex Rivera's):
 * name, role, place, career figures, copyright year, site URL, photo, profile links, personal
 * facts, employers. Every page, description and count that quotes one takes it from here.
 */

export const owner = {
  name: 'Alex Rivera',
  role: 'Product Design Leader',
  /** Where you work: as a label (the home page's eyebrow), and as it reads in a sentence. */
  place: { name: 'San Francisco Bay Area', inSentence: 'in the San Francisco Bay Area' },
  /** The figures the home page shows and its description quotes. */
  career: { yearsOfDesign: 18, yearsManaging: 9, smallestTeam: 2, largestTeam: 15 },
  /** The year of the footer's copyright line. */
  copyrightYear: 2025,
  /** Canonical origin of the deployed site, used for canonical URLs, Open Graph and the sitemap. */
  siteUrl: 'https://alexrivera.design',
  photo: {
    src: '/uploads/portrait.svg',
    alt: 'Portrait of Alex Rivera',
    width: 480,
    height: 560,
  } satisfies Image,
  profile: {
    network: 'LinkedIn',
    href: 'https://www.linkedin.com/in/alex-rivera-design',
    recommendationsHref: 'https://www.linkedin.com/in/alex-rivera-design/details/recommendations/',
  },
  personalFacts: ['Bay Area since 2010', 'Weekend potter and trail runner'],
};

const logo = (file: string, name: string): Image => ({
  src: `/uploads/${file}`,
  alt: `${name} logo`,
  width: 96,
  height: 96,
});

export const employers = {
  studyhall: { id: 'studyhall', name: 'Studyhall', logo: logo('logo-studyhall.svg', 'Studyhall') },
  arcadia: { id: 'arcadia', name: 'Arcadia Labs', logo: logo('logo-arcadia.svg', 'Arcadia Labs') },
  brightwave: {
    id: 'brightwave',
    name: 'Brightwave Analytics',
    logo: logo('logo-brightwave.svg', 'Brightwave Analytics'),
  },
  fieldnote: { id: 'fieldnote', name: 'Fieldnote', logo: logo('logo-fieldnote.svg', 'Fieldnote') },
  northlight: {
    id: 'northlight',
    name: 'Northlight Interactive',
    logo: logo('logo-northlight.svg', 'Northlight Interactive'),
  },
} satisfies Record<string, Employer>;
