import { describe, expect, it } from 'vitest';
import { gate } from '../../src/content/gate';
import { notFound } from '../../src/content/notFound';

// The specification's exact strings, checked once here; every other test reads them from the
// content modules, so a copy change is made in one place and caught here if it breaks the spec.
describe('the specification’s exact strings', () => {
  it('gate', () => {
    expect(gate.title).toBe('Protected Content');
    expect(gate.text).toBe('Please enter the password to view this project');
    expect(gate.placeholder).toBe('Enter password');
    expect(gate.submit).toBe('View Project');
    expect(gate.back).toBe('← Back to portfolio');
    expect(gate.error).toBe('Incorrect password');
  });

  it('not-found page', () => {
    expect(notFound.title).toBe('Oops! Page Not Found');
    expect(notFound.cta).toBe('Return Home');
  });
});
