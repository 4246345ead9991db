import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TeamList } from '../../src/sections/TeamList';
import { inShell } from './inShell';

const counts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('TeamList', () => {
  it('gives each role its headcount', () => {
    render(
      inShell(
        <TeamList
          members={[
            { count: 4, role: 'Engineers' },
            { count: 1, role: 'Product manager' },
          ]}
        />,
      ),
    );
    expect(counts(screen.getByRole('list'))).toEqual(['4 Engineers', '1 Product manager']);
  });

  it('reads as a roster of roles when each role is one person', () => {
    render(
      inShell(
        <TeamList
          members={[
            { count: 1, role: 'Product designer' },
            { count: 1, role: 'Engineer' },
          ]}
        />,
      ),
    );
    expect(counts(screen.getByRole('list'))).toEqual(['Product designer', 'Engineer']);
  });
});
