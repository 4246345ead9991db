/** The not-found page's copy, served at any unknown path. */
export const notFound = {
  code: '404',
  title: 'Oops! Page Not Found',
  body: 'This page went off-brief and never made it past the sketch stage. The link may be old, or the page moved during a redesign.',
  image: {
    src: '/uploads/404.svg',
    alt: 'A paper plane that missed its landing strip',
    width: 560,
    height: 400,
  },
  cta: 'Return Home',
};
