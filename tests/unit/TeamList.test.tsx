// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TeamList } from '../../src/sections/TeamList';
import { inShell } from './inShell';

/** What each of the team's entries reads. */
function entries(members: { count: number; role: string }[]) {
  render(inShell(<TeamList members={members} />));
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('TeamList', () => {
  it('gives each role its headcount', () => {
    expect(
      entries([
        { count: 4, role: 'Engineers' },
        { count: 1, role: 'Product manager' },
      ]),
    ).toEqual(['4 Engineers', '1 Product manager']);
  });

  it('reads as a roster of roles when each role is one person', () => {
    expect(
      entries([
        { count: 1, role: 'Product designer' },
        { count: 1, role: 'Engineer' },
      ]),
    ).toEqual(['Product designer', 'Engineer']);
  });
});
