import { useSyncExternalStore } from 'react';
import {
  chosenScheme,
  pictureSchemeId,
  SCHEME_ATTRIBUTE,
  type Scheme,
} from '../styles/colorScheme';

const root = () => document.documentElement;

/**
 * Chromium and Firefox show an SVG image in the `color-scheme` of the page around it, which the
 * header's switch sets, and which is light on paper. WebKit shows it by the system's scheme alone:
 * only there does a picture's address name the reader's choice.
 */
const picturesFollowSystem = () => navigator.vendor.startsWith('Apple');

/** The scheme a picture's address names: the reader's choice, where the engine needs it. */
const pictureScheme = () => (picturesFollowSystem() ? chosenScheme(root()) : null);

const subscribe = (changed: () => void) => {
  const observer = new MutationObserver(changed);
  observer.observe(root(), { attributeFilter: [SCHEME_ATTRIBUTE] });
  return () => observer.disconnect();
};

/** As prerendered (and hydrated) none, then the scheme `inScheme` names, following the switch. */
export const usePictureScheme = () => useSyncExternalStore(subscribe, pictureScheme, () => null);

/** An illustration's address naming a scheme's mark (see `pictureSchemeId`), or as it is. */
export const inScheme = (url: string, scheme: Scheme | null) =>
  scheme ? `${url}#${pictureSchemeId(scheme)}` : url;

/** `inScheme` for code outside React (the viewer), by the scheme named now. */
export const inPictureScheme = (url: string) => inScheme(url, pictureScheme());
