// @vitest-environment jsdom
import { posterOf } from '../../src/content/clipPoster';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sitePassword } from '../../tooling/sealing/sitePassword.mjs';
import { currentRecipients, linkKeyFor, withdrawnRecipient } from '../shared/shareRecipients';
import { BOOT_GLOBAL, GATE_RESTORING_ATTRIBUTE } from '../../src/boot/protocol';
import { caseStudyLinks } from '../../src/content/caseStudies';
import type { CaseStudyLink } from '../../src/content/types';
import { CaseStudyGate } from '../../src/gate/CaseStudyGate';
import { GateProvider } from '../../src/gate/GateProvider';
import { readStoredSecret, STORAGE_KEY, storeSecret } from '../../src/gate/storage';
import { openCaseStudy, unlock } from '../../src/gate/unlock';
import { gate } from '../../src/content/gate';
import { imagesIn } from '../../tooling/images/siteImages';
import { inShell } from './inShell';

// Vitest runs the sealing plugin like the dev server: sealed with SITE_PASSWORD or the demo one,
// for SITE_SHARES or the demo recipients.
const PASSWORD = sitePassword();
/** A share link's key: of a recipient the build lists, or of one it left out. */
const linkKeyOf = (current: boolean) =>
  linkKeyFor(current ? currentRecipients[0]! : withdrawnRecipient);
const [study] = caseStudyLinks as [CaseStudyLink];
/** Nothing more to load before the study shows: the test renders only which study opened. */
const nothingToPrepare = () => Promise.resolve();

function renderGate() {
  return render(
    inShell(
      <GateProvider>
        <CaseStudyGate study={study} prepare={nothingToPrepare}>
          {({ body }) => <h1>{body.slug}</h1>}
        </CaseStudyGate>
      </GateProvider>,
      study.path,
    ),
  );
}

async function submit(password: string) {
  const field = screen.getByPlaceholderText(gate.placeholder);
  await userEvent.clear(field);
  if (password) await userEvent.type(field, password);
  await userEvent.click(screen.getByRole('button', { name: gate.submit }));
}

/** Storage that refuses to read (as when blocked) and to write (`writeError`). */
function storageThrows(writeError: 'SecurityError' | 'QuotaExceededError') {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('refused', writeError);
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('storage', () => {
  it('keeps the password under the specification’s localStorage key, sitePassword', () => {
    expect(readStoredSecret()).toBeNull();
    expect(storeSecret('abc')).toBe(true);
    expect(localStorage.getItem('sitePassword')).toBe('abc');
    localStorage.setItem('sitePassword', 'def');
    expect(readStoredSecret()).toBe('def');
  });

  it('survives storage that throws', () => {
    storageThrows('QuotaExceededError');
    expect(readStoredSecret()).toBeNull();
    expect(storeSecret('abc')).toBe(false);
  });
});

describe('unlock', () => {
  // The first test here to open the sealed content, which the sealing plugin makes as it is
  // imported: on a fresh checkout, with no image cache yet, that first encodes every sealed
  // picture (about 25 s on a 2-core machine), well over the usual timeout.
  it(
    'derives the key for the right password and opens a sealed study with its pictures',
    {
      timeout: 180_000,
    },
    async () => {
      const key = await unlock(PASSWORD, 'typed');
      expect(key).not.toBeNull();
      const { body, images, clips } = await openCaseStudy(key!, study.slug);
      expect(body.slug).toBe(study.slug);
      expect(body.sections.length).toBeGreaterThan(0);
      const played = body.sections.flatMap((section) =>
        section.kind === 'clip' ? [section.clip] : [],
      );
      // Its pictures, its clips' posters among them, and its clips.
      expect(Object.keys(images).sort()).toEqual(
        [
          ...new Set([
            ...imagesIn(body).map((image) => image.src),
            ...played.map((clip) => posterOf(clip).src),
          ]),
        ].sort(),
      );
      expect(Object.keys(clips).sort()).toEqual(played.map((clip) => clip.src).sort());
    },
  );

  it.each(['', 'wrong', PASSWORD.toUpperCase(), `${PASSWORD} `, `${PASSWORD}\n`])(
    'refuses %j',
    async (attempt) => {
      expect(await unlock(attempt, 'typed')).toBeNull();
    },
  );

  it('opens with a listed link’s key, from the link or from storage, but not typed', async () => {
    const linkKey = await linkKeyOf(true);
    expect(await unlock(linkKey, 'link')).not.toBeNull();
    expect(await unlock(linkKey, 'stored')).not.toBeNull();
    expect(await unlock(linkKey, 'typed')).toBeNull();
    // A stored password still opens; a link carrying the password opens nothing.
    expect(await unlock(PASSWORD, 'stored')).not.toBeNull();
    expect(await unlock(PASSWORD, 'link')).toBeNull();
  });

  it('refuses a link the build left out, and one damaged', async () => {
    const linkKey = await linkKeyOf(false);
    expect(await unlock(linkKey, 'link')).toBeNull();
    expect(await unlock(linkKey, 'stored')).toBeNull();
    const listed = await linkKeyOf(true);
    const flipped = `${listed.slice(0, -2)}${listed.at(-2) === 'A' ? 'B' : 'A'}${listed.at(-1)}`;
    for (const damaged of [flipped, listed.slice(0, -1), '%%%', ''])
      expect(await unlock(damaged, 'link'), damaged).toBeNull();
  });
});

describe('password gate', () => {
  it('shows the locked screen exactly as specified', () => {
    renderGate();
    expect(screen.getByRole('heading', { name: gate.title })).toBeInTheDocument();
    expect(screen.getByText(gate.text)).toBeInTheDocument();
    const field = screen.getByPlaceholderText(gate.placeholder);
    expect(field).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: gate.back })).toHaveAttribute('href', '/');
  });

  it('rejects a wrong password: error, empty field, nothing stored', async () => {
    renderGate();
    await submit('not-the-password');
    expect(await screen.findByText(gate.error)).toBeInTheDocument();
    expect(screen.getByPlaceholderText(gate.placeholder)).toHaveValue('');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('unlocks with the right password and stores it', async () => {
    renderGate();
    await submit('wrong');
    await screen.findByText(gate.error);
    await submit(PASSWORD);
    expect(await screen.findByRole('heading', { level: 1, name: study.slug })).toBeInTheDocument();
    expect(screen.queryByText(gate.error)).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEY)).toBe(PASSWORD);
  });

  it('opens straight away for a returning visitor, without showing the form', async () => {
    localStorage.setItem(STORAGE_KEY, PASSWORD);
    renderGate();
    expect(screen.queryByPlaceholderText(gate.placeholder)).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: study.slug })).toBeInTheDocument();
  });

  it('still unlocks for this visit when storage throws', async () => {
    storageThrows('SecurityError');
    renderGate();
    await submit(PASSWORD);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: study.slug })).toBeInTheDocument(),
    );
  });

  it.each([
    ['stale', 'last-years-password'],
    ['huge', 'x'.repeat(1_000_000)],
    ['binary', '\u0000\uFFFF\uD800'],
    ['markup', '<img src=x onerror="window.__pwned=1">'],
  ])('shows the plain gate for a stored %s value that is not the password', async (_, value) => {
    localStorage.setItem(STORAGE_KEY, value);
    renderGate();
    expect(await screen.findByPlaceholderText(gate.placeholder, {})).toBeInTheDocument();
    expect(screen.queryByText(gate.error)).not.toBeInTheDocument();
  });
});

describe('a share link', () => {
  const arriveWith = (sharedKey: string) => {
    // As the boot script leaves it: the link's key taken out of the address, the form hidden.
    window[BOOT_GLOBAL] = {
      menuIntent: null,
      sharedKey,
      gateSubmitted: false,
      appHydrated: false,
    };
    document.documentElement.setAttribute(GATE_RESTORING_ATTRIBUTE, '');
  };
  afterEach(() => {
    delete window[BOOT_GLOBAL];
    document.documentElement.removeAttribute(GATE_RESTORING_ATTRIBUTE);
  });

  it('opens the study as a typed password would, and stores the link’s key', async () => {
    const linkKey = await linkKeyOf(true);
    arriveWith(linkKey);
    renderGate();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toBe(linkKey));
    expect(screen.queryByPlaceholderText(gate.placeholder)).toBeNull();
    expect(document.documentElement.hasAttribute(GATE_RESTORING_ATTRIBUTE)).toBe(false);
  });

  it.each([
    ['carrying the password', PASSWORD],
    ['unreadable', ''],
  ])('%s shows the form with the error, and stores nothing', async (_name, secret) => {
    arriveWith(secret);
    renderGate();
    expect(await screen.findByText(gate.error)).toBeInTheDocument();
    // The form the boot script hid is shown again.
    expect(document.documentElement.hasAttribute(GATE_RESTORING_ATTRIBUTE)).toBe(false);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});
