// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_GLOBAL } from '../../src/boot/protocol';
import { SiteHeader } from '../../src/components/header/SiteHeader';
import { caseStudyLinks } from '../../src/content/caseStudies';
import { owner } from '../../src/content/owner';
import { navigation } from '../../src/content/site';
import { inShell } from './inShell';

describe('SiteHeader', () => {
  it('links home with the owner’s name and opens the profile in a new tab', () => {
    render(inShell(<SiteHeader />));
    expect(screen.getByRole('link', { name: new RegExp(owner.name) })).toHaveAttribute('href', '/');
    const profile = screen.getByRole('link', { name: /LinkedIn.*opens in a new tab/ });
    expect(profile).toHaveAttribute('target', '_blank');
    expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
    expect(profile).toHaveAttribute('href', owner.profile.href);
  });

  it('has a Projects menu trigger and the Leadership link', () => {
    render(inShell(<SiteHeader />));
    expect(screen.getByRole('button', { name: navigation.projects })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
    expect(screen.getByRole('link', { name: /Leadership/ })).toHaveAttribute('href', '/leadership');
  });
});

describe('ProjectsMenu', () => {
  afterEach(() => {
    delete window[BOOT_GLOBAL];
  });

  it.each(['press', 'key', 'hover'] as const)(
    'replays a %s on the trigger from before the app hydrated: the menu opens with every study',
    async (intent) => {
      window[BOOT_GLOBAL] = {
        menuIntent: intent,
        sharedKey: null,
        gateSubmitted: false,
        appHydrated: false,
      };
      render(inShell(<SiteHeader />));
      const menu = await screen.findByRole('menu');
      // Every study, then All work.
      expect(within(menu).getAllByRole('menuitem')).toHaveLength(caseStudyLinks.length + 1);
    },
  );

  it('takes a press the boot script keeps after the app has rendered, before it has hydrated', async () => {
    // The boot script itself, as a page without a gate runs it: it has no app to fetch here.
    const script = document.createElement('script');
    script.dataset.entry = '';
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    vi.resetModules();
    await import('../../src/boot/boot');
    Reflect.deleteProperty(document, 'currentScript');
    const state = window[BOOT_GLOBAL]!;
    render(inShell(<SiteHeader />));
    const trigger = screen.getByRole('button', { name: navigation.projects });
    expect(trigger).toHaveAttribute('data-state', 'closed');
    // A press on the trigger, which the boot script keeps from the app: the trigger shows it at
    // once, and the menu follows.
    act(() => void fireEvent.pointerDown(trigger));
    expect(state.menuIntent).toBe('press');
    expect(trigger).toHaveAttribute('data-state', 'open');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    // The app has taken over: the boot script keeps nothing more.
    state.appHydrated = true;
  });
});
