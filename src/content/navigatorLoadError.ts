/**
 * Where an open study's navigator would be, when its code could not load (the study reads on).
 * A module of its own: the study's chunk carries it, and none of the navigator's other copy.
 */
export const navigatorLoadError =
  'The list of sections could not load. Reload the page to try again.';
