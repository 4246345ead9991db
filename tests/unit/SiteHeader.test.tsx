import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '../../src/components/SiteHeader';
import { owner } from '../../src/content/owner';
import { navigation } from '../../src/content/site';
import { withMotion } from './withMotion';

describe('SiteHeader', () => {
  it('links home with the owner’s name and opens the profile in a new tab', () => {
    render(withMotion(<SiteHeader />));
    expect(screen.getByRole('link', { name: new RegExp(owner.name) })).toHaveAttribute('href', '/');
    const profile = screen.getByRole('link', { name: /LinkedIn.*opens in a new tab/ });
    expect(profile).toHaveAttribute('target', '_blank');
    expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
    expect(profile).toHaveAttribute('href', owner.profile.href);
  });

  it('has a Projects menu trigger and the Leadership link', () => {
    render(withMotion(<SiteHeader />));
    expect(screen.getByRole('button', { name: navigation.projects })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
    expect(screen.getByRole('link', { name: /Leadership/ })).toHaveAttribute('href', '/leadership');
  });
});
