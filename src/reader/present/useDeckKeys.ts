import { useEffect, useEffectEvent } from 'react';
import { commandForKey, type DeckCommand } from './deckCommands';
import { isDeckKey } from './deckKeys';

/**
 * The keys presenters and clickers send, anywhere on the page, as deck commands. Listens once;
 * `onCommand` may change from render to render.
 */
export function useDeckKeys(onCommand: (command: DeckCommand) => void) {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const command = isDeckKey(event) && commandForKey(event.key);
    if (!command) return;
    // Space moves on even from a focused control, as a clicker expects; Enter presses it.
    event.preventDefault();
    onCommand(command);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
