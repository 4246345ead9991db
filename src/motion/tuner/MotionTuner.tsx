import { bezier } from '@leva-ui/plugin-bezier';
import { button, folder, Leva, useControls } from 'leva';
import { useEffect, useState } from 'react';
import { tokenKind, type TokenKind } from '../tokenKinds';
import { motionTokens, type MotionGroup, type MotionTokens } from '../tokens';
import tokensFile from '../tokens.ts?raw';
import { tokensSource } from './tokensSource';
import { loadTunerState, saveTunerState } from './tunerStorage';

interface Props {
  onTokensChange: (tokens: MotionTokens) => void;
  onReducedMotionChange: (reduced: boolean) => void;
  onReplay: () => void;
}

/** The panel's folders, one per group of tokens, named for what the group moves. */
const groupLabels: Record<MotionGroup, string> = {
  reveal: 'Reveals',
  scroll: 'Scroll trigger',
  counter: 'Counters',
  bar: 'Bars',
  phaseFlow: 'Phase flows',
  chart: 'Charts and schedules',
  story: 'Scroll stories',
  route: 'Route transitions',
  gate: 'Gate overlay',
  header: 'Header',
  menu: 'Menu',
  tooltip: 'Tooltip',
  theme: 'Colour scheme switch',
  viewer: 'Picture viewer',
  hover: 'Buttons and cards',
};

const ranges: Record<Exclude<TokenKind, 'curve'>, { min: number; max: number; step: number }> = {
  seconds: { min: 0, max: 3, step: 0.01 },
  pixels: { min: 0, max: 96, step: 1 },
  scale: { min: 0.5, max: 1.5, step: 0.01 },
  share: { min: 0, max: 1, step: 0.05 },
};

/** Shows and hides the panel: Alt+M (Option+M on a Mac). */
const isShortcut = (event: KeyboardEvent) =>
  event.altKey && event.code === 'KeyM' && !event.ctrlKey && !event.metaKey;

type Token = number | readonly number[];
const entries = (tokens: MotionTokens) =>
  Object.entries(tokens) as [MotionGroup, Record<string, Token>][];
const inputKey = (group: string, name: string) => `${group}:${name}`;

/** Every token as one flat record of input values, keyed by group and name. */
const inputValues = (tokens: MotionTokens) =>
  Object.fromEntries(
    entries(tokens).flatMap(([group, values]) =>
      Object.entries(values).map(([name, value]) => [inputKey(group, name), value]),
    ),
  );

function input(name: string, value: Token) {
  const kind = tokenKind(name);
  if (kind === 'curve') {
    const handles = [...(value as number[])] as [number, number, number, number];
    return bezier({ handles, graph: true, preview: true, label: name });
  }
  return { value: value as number, label: name, ...ranges[kind] };
}

const schema = (tokens: MotionTokens) =>
  Object.fromEntries(
    entries(tokens).map(([group, values]) => [
      groupLabels[group],
      folder(
        Object.fromEntries(
          Object.entries(values).map(([name, value]) => [
            inputKey(group, name),
            input(name, value),
          ]),
        ),
        { collapsed: true },
      ),
    ]),
  );

/** The inputs' values back as tokens; a curve from the editor becomes a plain array. */
const tokensFrom = (values: Record<string, unknown>) =>
  Object.fromEntries(
    entries(motionTokens).map(([group, defaults]) => [
      group,
      Object.fromEntries(
        Object.keys(defaults).map((name) => {
          const value = values[inputKey(group, name)] as Token;
          return [name, Array.isArray(value) ? [...value] : value];
        }),
      ),
    ]),
  ) as MotionTokens;

/**
 * Dev-only live controls over every motion token (loaded only on the dev server, where __MOTION_TUNER__ is true), with
 * Replay, Reset, Copy as code and a reduced-motion preview. Values survive a reload.
 */
export default function MotionTuner({ onTokensChange, onReducedMotionChange, onReplay }: Props) {
  const [stored] = useState(() => loadTunerState(localStorage));
  const [hidden, setHidden] = useState(stored.hidden);
  const [values, set] = useControls(() => schema(stored.tokens));
  const tokens = tokensFrom(values);
  const serialized = JSON.stringify(tokens);

  const { reducedMotion } = useControls(
    'Tuner',
    {
      Replay: button(onReplay),
      Reset: button(() => set(inputValues(motionTokens) as Parameters<typeof set>[0])),
      'Copy as code': button(() => {
        void navigator.clipboard
          .writeText(tokensSource(tokensFile, tokens))
          .then(() => console.info('Motion tokens copied: paste them over src/motion/tokens.ts'));
      }),
      reducedMotion: { value: stored.reducedMotion, label: 'reduced motion' },
    },
    { order: -1 },
    // Copy as code copies the values of the moment.
    [serialized],
  );

  useEffect(
    () => onTokensChange(JSON.parse(serialized) as MotionTokens),
    [serialized, onTokensChange],
  );
  useEffect(() => onReducedMotionChange(reducedMotion), [reducedMotion, onReducedMotionChange]);
  useEffect(() => {
    saveTunerState(localStorage, {
      tokens: JSON.parse(serialized) as MotionTokens,
      reducedMotion,
      hidden,
    });
  }, [serialized, reducedMotion, hidden]);
  useEffect(() => {
    const toggle = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      setHidden((was) => !was);
    };
    window.addEventListener('keydown', toggle);
    return () => window.removeEventListener('keydown', toggle);
  }, []);

  // Below the header, so it never covers the navigation being tuned.
  return (
    <Leva
      hidden={hidden}
      // Wide enough for the longest token name beside its control.
      theme={{ sizes: { rootWidth: '340px', controlWidth: '180px' } }}
      titleBar={{ title: 'Motion tokens · Alt+M', position: { x: 0, y: 72 } }}
    />
  );
}
