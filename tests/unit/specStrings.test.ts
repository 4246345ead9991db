import { describe, expect, it } from 'vitest';
import { projectGroups } from '../../src/content/caseStudies';
import { gate } from '../../src/content/gate';
import { owner } from '../../src/content/owner';
import { notFound } from '../../src/content/notFound';

// The specification's exact strings and facts, checked once here; every other test reads them
// from the content modules, so a copy change is made in one place and caught here if it breaks
// the spec. The one test file that holds the sample owner's facts: a new owner rewrites it.
describe('the specification’s exact strings', () => {
  it('gate', () => {
    expect(gate.title).toBe('Protected Content');
    expect(gate.text).toBe('Please enter the password to view this project');
    expect(gate.placeholder).toBe('Enter password');
    expect(gate.submit).toBe('View Project');
    expect(gate.back).toBe('← Back to portfolio');
    expect(gate.error).toBe('Incorrect password');
  });

  it('the Projects menu: the first employer lists SmartScan and Payment Overhaul, the second LiveTune', () => {
    expect(projectGroups.map((group) => group.projects.map((project) => project.title))).toEqual([
      ['SmartScan', 'Payment Overhaul'],
      ['LiveTune'],
    ]);
  });

  it('the home facts and the copyright year', () => {
    expect(owner.career).toEqual({
      yearsOfDesign: 18,
      yearsManaging: 9,
      smallestTeam: 2,
      largestTeam: 15,
    });
    expect(owner.personalFacts).toContain('Bay Area since 2010');
    expect(owner.copyrightYear).toBe(2025);
  });

  it('not-found page', () => {
    expect(notFound.title).toBe('Oops! Page Not Found');
    expect(notFound.cta).toBe('Return Home');
  });
});
