// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { timeline } from '../../src/content/timeline';
import { resolveShares } from '../../src/content/shares';
import { HandsOnBar } from '../../src/sections/HandsOnBar';
import { inShell } from './inShell';

describe('resolveShares', () => {
  it('keeps valid shares', () => {
    expect(
      resolveShares({ handsOnPercentage: 70, managementPercentage: 30, isHandsOnOnly: false }),
    ).toEqual({
      handsOn: 70,
      management: 30,
    });
  });

  it('shows hands-on only at 100 when flagged, whatever the numbers', () => {
    expect(
      resolveShares({ handsOnPercentage: 40, managementPercentage: 60, isHandsOnOnly: true }),
    ).toEqual({
      handsOn: 100,
      management: 0,
    });
  });

  it('caps the sum at 100 and clamps out-of-range values', () => {
    expect(
      resolveShares({ handsOnPercentage: 80, managementPercentage: 50, isHandsOnOnly: false }),
    ).toEqual({
      handsOn: 80,
      management: 20,
    });
    expect(
      resolveShares({ handsOnPercentage: -10, managementPercentage: 140, isHandsOnOnly: false }),
    ).toEqual({
      handsOn: 0,
      management: 100,
    });
  });

  it('is never needed by the timeline: each entry’s own shares sum to at most 100', () => {
    for (const entry of timeline) {
      expect(
        entry.handsOnPercentage + entry.managementPercentage,
        entry.companyName,
      ).toBeLessThanOrEqual(100);
    }
  });
});

describe('HandsOnBar', () => {
  it('tells assistive tech both shares', () => {
    render(
      inShell(
        <HandsOnBar
          handsOn={70}
          management={30}
          handsOnLabel="Hands-on"
          managementLabel="Management"
        />,
      ),
    );
    expect(screen.getByRole('img', { name: 'Hands-on 70%, management 30%' })).toBeInTheDocument();
  });

  it('draws segments proportional to the shares', () => {
    render(
      inShell(
        <HandsOnBar
          handsOn={55}
          management={45}
          handsOnLabel="Hands-on"
          managementLabel="Management"
        />,
      ),
    );
    const segments = [...screen.getByRole('img').children] as HTMLElement[];
    expect(segments.map((segment) => segment.style.width)).toEqual(['55%', '45%']);
  });

  it('has a single full segment for hands-on only roles', () => {
    render(
      inShell(
        <HandsOnBar
          handsOn={100}
          management={0}
          handsOnLabel="Hands-on"
          managementLabel="Management"
        />,
      ),
    );
    const bar = screen.getByRole('img', { name: 'Hands-on 100%' });
    expect(bar.children).toHaveLength(1);
    expect((bar.children[0] as HTMLElement).style.width).toBe('100%');
  });
});
