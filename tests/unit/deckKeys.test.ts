// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { commandForKey, slideAfter } from '../../src/reader/present/deckCommands';
import { isDeckKey } from '../../src/reader/present/deckKeys';

describe('deck keys', () => {
  it('moves on with the keys presenters and clickers send', () => {
    for (const key of ['ArrowRight', 'ArrowDown', ' ', 'PageDown'])
      expect(commandForKey(key)).toBe('next');
    for (const key of ['ArrowLeft', 'ArrowUp', 'PageUp'])
      expect(commandForKey(key)).toBe('previous');
    expect(commandForKey('Home')).toBe('first');
    expect(commandForKey('End')).toBe('last');
    expect(commandForKey('Escape')).toBe('exit');
    expect(commandForKey('s')).toBe('presenter');
    expect(commandForKey('S')).toBe('presenter');
    expect(commandForKey('a')).toBeUndefined();
    expect(commandForKey('toString')).toBeUndefined();
  });

  it('stays put at either end of the deck', () => {
    expect(slideAfter(0, 5, 'previous')).toBe(0);
    expect(slideAfter(4, 5, 'next')).toBe(4);
    expect(slideAfter(2, 5, 'next')).toBe(3);
    expect(slideAfter(2, 5, 'previous')).toBe(1);
    expect(slideAfter(2, 5, 'first')).toBe(0);
    expect(slideAfter(2, 5, 'last')).toBe(4);
  });

  it('leaves keys typed into a field, or chorded with a modifier, alone', () => {
    const input = document.body.appendChild(document.createElement('input'));
    const key = (init: KeyboardEventInit, target: EventTarget = document.body) => {
      const event = new KeyboardEvent('keydown', { ...init, bubbles: true });
      let seen = false;
      target.addEventListener(
        'keydown',
        (received) => (seen = isDeckKey(received as KeyboardEvent)),
        {
          once: true,
        },
      );
      target.dispatchEvent(event);
      return seen;
    };
    expect(key({ key: 'ArrowRight' })).toBe(true);
    expect(key({ key: 'ArrowRight', metaKey: true })).toBe(false);
    expect(key({ key: 'ArrowLeft', altKey: true })).toBe(false);
    expect(key({ key: 'p', ctrlKey: true })).toBe(false);
    expect(key({ key: 'ArrowRight' }, input)).toBe(false);
    input.remove();
  });
});
