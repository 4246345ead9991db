import { owner } from './owner';

/** The password gate's copy: the locked screen, its errors and the no-JavaScript note. */
export const gate = {
  eyebrow: 'Case study',
  title: 'Protected Content',
  text: 'Please enter the password to view this project',
  label: 'Password',
  placeholder: 'Enter password',
  submit: 'View Project',
  checking: 'Checking…',
  error: 'Incorrect password',
  back: '← Back to portfolio',
  /** How a visitor without the password gets in: the line, then the link to the owner's profile. */
  access: 'No password yet?',
  accessLink: `Ask me for access on ${owner.profile.network}`,
  opening: 'Opening the case study…',
  loadError: 'The case study could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  noScript:
    'Opening a case study needs JavaScript: the studies are encrypted, and your browser unlocks them with the password. Turn JavaScript on to enter it.',
};
