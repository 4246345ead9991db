// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { layerReducer, type LayerState } from '../../src/layers/layerMachine';
import { pageCoveredBy, usePageCovered } from '../../src/layers/layerStore';
import { layerCovered, useCovered, useLayer } from '../../src/layers/useLayer';
import type { Covers } from '../../src/layers/layerMachine';

describe('the layer stack’s state', () => {
  const run = (...actions: Parameters<typeof layerReducer>[1][]) =>
    actions.reduce<LayerState>(layerReducer, []);
  const deck = { id: 'deck', modal: true, covers: 'study' as const };
  const viewer = { id: 'viewer', modal: true, covers: 'page' as const };
  const note = { id: 'note', modal: false, covers: null };

  it('covers the page by the first modal layer, and a layer by any modal one above it', () => {
    const both = run({ type: 'opened', layer: deck }, { type: 'opened', layer: viewer });
    expect(pageCoveredBy(both)).toBe('study');
    expect(layerCovered(both, 'deck')).toBe(true);
    expect(layerCovered(both, 'viewer')).toBe(false);
    expect(pageCoveredBy(run({ type: 'opened', layer: viewer }))).toBe('page');
    // A note over the deck leaves the deck within reach.
    const noted = run({ type: 'opened', layer: deck }, { type: 'opened', layer: note });
    expect(layerCovered(noted, 'deck')).toBe(false);
    expect(pageCoveredBy(run())).toBe(false);
  });

  it('a modal layer leaves what is beneath within reach until it covers it, in its place', () => {
    const growing = run(
      { type: 'opened', layer: deck },
      { type: 'opened', layer: { ...viewer, covers: null } },
    );
    expect(layerCovered(growing, 'deck')).toBe(false);
    const grown = layerReducer(growing, { type: 'covered', id: 'viewer', covers: 'page' });
    expect(layerCovered(grown, 'deck')).toBe(true);
    expect(grown.map(({ id }) => id)).toEqual(['deck', 'viewer']);
    expect(layerReducer(grown, { type: 'covered', id: 'viewer', covers: 'page' })).toBe(grown);
  });

  it('opens a layer once and closes only the one named', () => {
    expect(
      run(
        { type: 'opened', layer: deck },
        { type: 'opened', layer: deck },
        { type: 'opened', layer: note },
        { type: 'closed', id: 'deck' },
        { type: 'closed', id: 'viewer' },
      ),
    ).toEqual([note]);
  });
});

/** A layer with an opener button, which records the keys it takes. */
function Layer({
  name,
  covers,
  takes,
  seen,
  children,
}: {
  name: string;
  covers: Covers | null;
  takes: string[];
  seen: string[];
  children?: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [element, setElement] = useState<HTMLElement | null>(null);
  useLayer(
    id,
    open,
    { modal: covers !== null, covers },
    {
      onKey: (event) => {
        if (!takes.includes(event.key)) return false;
        seen.push(`${name}:${event.key}`);
        return true;
      },
      close: () => setOpen(false),
      element: () => element,
      opener: () => opener,
    },
  );
  const covered = useCovered(id);
  // Its opener where it is; itself drawn over everything, as the deck and the viewer are: what
  // opens from inside it has its opener in its room, and is drawn outside that room.
  return (
    <>
      <button ref={setOpener} onClick={() => setOpen(true)}>
        open {name}
      </button>
      {open &&
        createPortal(
          <div ref={setElement} data-testid={name}>
            <div inert={covered} data-testid={`${name}-room`}>
              <button>inside {name}</button>
              {children}
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}

function Page({ seen }: { seen: string[] }) {
  const covered = usePageCovered();
  return (
    <>
      <main data-covered={String(covered)}>
        <Layer name="deck" covers="study" takes={['ArrowRight']} seen={seen}>
          <Layer name="note" covers={null} takes={[]} seen={seen} />
          <Layer name="viewer" covers="page" takes={['ArrowRight', '+']} seen={seen} />
        </Layer>
      </main>
    </>
  );
}

const press = (key: string) => act(() => void fireEvent.keyDown(document.activeElement!, { key }));

describe('the layer stack', () => {
  afterEach(cleanup);

  it('gives a key to the top layer, passes one it does not take down to the top modal layer and no further, and Escape closes the top layer only', () => {
    const seen: string[] = [];
    render(<Page seen={seen} />);
    fireEvent.click(screen.getByText('open deck'));
    expect(screen.getByRole('main').dataset.covered).toBe('study');
    fireEvent.click(screen.getByText('open note'));
    // The note takes no arrow: the deck beneath it does.
    press('ArrowRight');
    expect(seen).toEqual(['deck:ArrowRight']);
    press('Escape');
    expect(screen.queryByTestId('note')).toBeNull();
    expect(screen.getByTestId('deck')).toBeTruthy();

    fireEvent.click(screen.getByText('open viewer'));
    // The deck is out of reach under the viewer, and gets no key the viewer leaves.
    expect(screen.getByTestId('deck-room')).toHaveAttribute('inert');
    expect(screen.getByTestId('viewer-room').closest('[inert]')).toBeNull();
    press('+');
    press('ArrowRight');
    press('PageDown');
    expect(seen).toEqual(['deck:ArrowRight', 'viewer:+', 'viewer:ArrowRight']);
    press('Escape');
    expect(screen.queryByTestId('viewer')).toBeNull();
    expect(screen.getByTestId('deck')).toBeTruthy();
    press('Escape');
    expect(screen.queryByTestId('deck')).toBeNull();
    expect(screen.getByRole('main').dataset.covered).toBe('false');
  });

  it('gives focus back to the opener when focus was inside the layer, and leaves it where it went otherwise', () => {
    render(<Page seen={[]} />);
    fireEvent.click(screen.getByText('open deck'));
    fireEvent.click(screen.getByText('open viewer'));
    const inside = screen.getByText('inside viewer');
    inside.focus();
    press('Escape');
    expect(screen.getByText('open viewer')).toHaveFocus();
    // Focus moved on outside the layer stays where it went.
    fireEvent.click(screen.getByText('open note'));
    screen.getByText('inside deck').focus();
    press('Escape');
    expect(screen.getByText('inside deck')).toHaveFocus();
  });
});
