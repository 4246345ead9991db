import type { Employer, Image } from './types';

/**
 * Sample facts about the site's owner. The specification leaves these out, so they live together
 * here for the owner to replace: name, personal facts, employers, profile links, photo, site URL.
 */

export const owner = {
  name: 'Alex Rivera',
  role: 'Product Design Leader',
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
