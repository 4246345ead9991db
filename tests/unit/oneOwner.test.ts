import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { LATE_KINDS } from '../../src/reader/study/studySections';
import { lateSectionChunks } from '../shared/lateChunks';

// One owner for each concern: keys and what is out of reach belong to the layer stack
// (src/layers), and a part that loads late has a case in the fault matrix.

const sources = globSync('src/**/*.{ts,tsx}').map((file) => ({
  file,
  text: readFileSync(file, 'utf8'),
}));

/** Who may listen for keys, and why: none of them acts on a key a layer should have. */
const KEY_LISTENERS: Record<string, string> = {
  'src/layers/useLayer.ts': 'the page’s one key router',
  'src/boot/boot.ts': 'the boot script, keeping the menu’s keys until the app has hydrated',
  'src/boot/schemeChoice.ts': 'the boot script, showing the scheme on its switch before a press',
  'src/app/holdPlace.ts': 'a visitor’s own move ends a landing’s hold (it takes no key)',
  'src/reader/useCurrentSection.ts': 'a visitor’s own move ends a jump (it takes no key)',
  'src/motion/tuner/MotionTuner.tsx': 'the dev-only motion tuner',
  'src/viewer/openViewer.ts': 'PhotoSwipe’s own keys, turned off',
};

/** Who may make something inert, and why. */
const INERT_WRITERS: Record<string, string> = {
  'src/app/SiteShell.tsx': 'the page beneath a modal layer, as the stack says',
  'src/reader/present/PresentDeck.tsx': 'the deck beneath a layer over it, as the stack says',
  'src/app/RouteTransition.tsx': 'a page on its way out',
  'src/gate/GateView.tsx': 'a gate view on its way out',
  'src/reader/presenter/SlidePreview.tsx': 'a presenter’s preview, which takes no input',
  'src/components/SkipLink.tsx': 'as the shell says',
  'src/components/header/SiteHeader.tsx': 'as the shell says',
  'src/components/SiteFooter.tsx': 'as the shell says',
};

describe('one owner for each concern', () => {
  it('listens for keys only in the layer stack (a mode registers a layer with useLayer)', () => {
    const listening = sources
      .filter(({ text }) => /['"]keydown['"]/.test(text))
      .map(({ file }) => file);
    expect(listening.filter((file) => !(file in KEY_LISTENERS))).toEqual([]);
  });

  it('makes nothing inert by hand: React renders it where the stack or a leaving view says', () => {
    const imperative = sources.filter(({ text }) =>
      /(set|toggle)Attribute\(\s*['"]inert|\.inert\s*=/.test(text),
    );
    expect(imperative.map(({ file }) => file)).toEqual([]);
    const writers = sources.filter(({ text }) => /\binert[={]/.test(text)).map(({ file }) => file);
    expect(writers.filter((file) => !(file in INERT_WRITERS))).toEqual([]);
  });

  it('has a fault-matrix case for every section kind whose code comes late', () => {
    expect(Object.keys(lateSectionChunks).sort()).toEqual([...LATE_KINDS].sort());
  });
});
