import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { shareFragment } from '../../src/boot/protocol';
import { caseStudyLinks } from '../../src/content/caseStudies';
import { gate } from '../../src/content/gate';
import { home } from '../../src/content/home';
import { notFound } from '../../src/content/notFound';
import { presentButton } from '../../src/content/presentButton';
import { presenter } from '../../src/content/presenter';
import { openPicture, viewer } from '../../src/content/viewer';
import { clips as clipCopy } from '../../src/content/clips';
import { clipStudy } from '../shared/clipStudies';
import { clipSeconds } from '../shared/clipFiles';
import { clipLength } from '../../src/content/clipLength';
import { sectionOutline, stepAnchor } from '../../src/content/sectionOutline';
import { STORAGE_KEY } from '../../src/gate/storage';
import { SCHEME_SWITCH_ATTRIBUTE } from '../../src/styles/colorScheme';
import { webFonts } from '../../src/styles/webFonts';
import { owner } from '../../src/content/owner';
import { sitePassword } from '../../tooling/sealing/sitePassword.mjs';
import { FIGURE_FINAL, FIGURE_LIVE, NAVIGATOR } from '../shared/markup';
import { landedAt } from '../shared/landing';
import { DARK, LIGHT, luminance, pageBackground } from '../shared/luminance';
import { readPdf } from '../shared/pdf';
import { screenOnlyWords } from '../shared/printFacts';
import { picturesIn, rasterPicture, sealedStudy } from '../shared/sealedStudies';
import { figureStateIn, onPage, scrollToStepIn, stepPlace, storyWith } from '../shared/stories';
import { LOST_PAGE, type Engine, type Viewport } from './engine';
import * as inPage from './inPage';
import { startJourneyServer } from './journeyServer';
import { Visit } from './visit';
import { currentRecipients, linkKeyFor } from '../shared/shareRecipients';

// A visitor's main journeys, written once and taken in each engine a recruiter may read the site
// in besides Chromium (whose own, deeper suite is tests/e2e): Firefox and WebKit, each from a test
// file of its own, so Vitest takes them side by side (a journey leaves a core a quarter idle).

const PHONE: Viewport = { width: 390, height: 844 };
const LAPTOP: Viewport = { width: 1440, height: 900 };
const PASSWORD = sitePassword();
/** The Projects menu's trigger, before and after its full menu loads. */
const TRIGGER = 'header button[aria-haspopup="menu"]';
/** The header's light and dark switch. */
const SCHEME_SWITCH = `header input[${SCHEME_SWITCH_ATTRIBUTE}]`;
/** The home page's portrait, a picture the site draws, with a ground of its own. */
const PORTRAIT = `img[src^="${owner.photo.src}"]`;
const FAMILIES = [webFonts.body.family, webFonts.display.family];
const firstStudy = caseStudyLinks[0]!;
const second = caseStudyLinks[1]!;
/**
 * Declarations the build writes for the engines that read them, where an engine that drops them
 * loses nothing it would show: by property, or by property and value.
 */
const ENHANCEMENTS = [
  // Phones' browsers enlarge text they judge too small; this (and Safari's -webkit- twin) stops
  // them. Desktop engines enlarge nothing, and some do not know the property.
  'text-size-adjust',
  // Print refinements that keep a paragraph's last lines together; Firefox breaks without them.
  'orphans',
  'widows',
  // Evens out a paragraph's last lines; an engine without it wraps as usual.
  'text-wrap: pretty',
];
/** A study's walkthrough and its loop, which the clip journey plays. */
const walkthroughClip = clipStudy('walkthrough');
const loopClip = clipStudy('loop');
const twoSteps = storyWith('two steps', ({ story }) => story.steps.length > 1);
/** The study with a picture from a raster file, and that picture. */
const raster = await rasterPicture();

/** An engine the journeys are taken in, and whether it can print from automation. */
export interface EngineUnderTest {
  browser: string;
  launch: () => Promise<Engine>;
  prints: boolean;
}

/** Every journey, in `browser`, against the production build. */
export const takeJourneys = ({ browser, launch, prints }: EngineUnderTest) =>
  describe(browser, () => {
    let server: Awaited<ReturnType<typeof startJourneyServer>>;
    let engine: Engine;
    beforeAll(async () => {
      server = await startJourneyServer();
      engine = await launch();
      // Which build of the engine the journeys were taken in, for the run's log.
      console.info(`Journeys in ${engine.name}`);
    });
    afterAll(async () => {
      await engine?.quit();
      await server?.close();
    });

    /** Presents the first study, returning to it, from its first slide; the deck's number of slides. */
    async function presentFromStart(visit: Visit) {
      await visit.returnTo(firstStudy.path);
      await visit.clickText('button', presentButton.start);
      await visit.until('the deck shows', inPage.slideCounter);
      await visit.tab.press('Home');
      const first = await visit.until(
        'the first slide',
        inPage.slideCounter,
        undefined,
        (counter) => Boolean(counter?.startsWith('1 / ')),
      );
      return first!.split(' / ')[1];
    }

    /**
     * A journey in a fresh tab; it fails on any uncaught error of any page it loaded. It is taken
     * again once, from a fresh start of the engine, only where the engine lost the page under it
     * (`PAGE_LOST`): any other failure fails it.
     */
    const journey = (name: string, viewport: Viewport, walk: (visit: Visit) => Promise<void>) =>
      test(name, { retry: { count: 1, condition: LOST_PAGE } }, async () => {
        const tab = await engine.open(viewport);
        let walked = false;
        try {
          const visit = new Visit(tab, server.origin, browser.toLowerCase());
          await walk(visit);
          expect(await visit.errors()).toEqual([]);
          walked = true;
        } finally {
          // Where the walk failed, its own failure is the journey's, whatever closing meets.
          await tab.close().catch((error: unknown) => {
            if (walked) throw error;
          });
        }
      });

    for (const viewport of [PHONE, LAPTOP]) {
      journey(
        `home at ${viewport.width} px: both web fonts, no sideways scroll, the Projects menu by click and by keyboard`,
        viewport,
        async (visit) => {
          await visit.goto('/');
          expect(await visit.tab.evaluate(inPage.mainHeading)).toBe(home.intro.greeting);
          await visit.untilEqual('web fonts loaded', FAMILIES, inPage.loadedFamilies, FAMILIES);
          expect(await visit.tab.evaluate(inPage.sidewaysAfterScrolling)).toBe(0);
          await visit.until(
            'the stats at their final values',
            inPage.figuresNotFinal,
            FIGURE_LIVE,
            ({ figures, counting }) => figures > 0 && counting.length === 0,
          );
          if (viewport === PHONE) await visit.screenshot('home-390');

          await visit.tab.evaluate(inPage.focus, TRIGGER);
          await visit.tab.press('Enter');
          const menu = await visit.until(
            'the menu opens on Enter, its first item focused',
            inPage.projectsMenu,
            TRIGGER,
            ({ open, focus }) => open && focus === 0,
          );
          for (const { title } of caseStudyLinks)
            expect(
              menu.items.some((item) => item.includes(title)),
              title,
            ).toBe(true);
          await visit.tab.press('ArrowDown');
          await visit.until(
            'ArrowDown moves to the next item',
            inPage.projectsMenu,
            TRIGGER,
            ({ focus }) => focus === 1,
          );
          await visit.tab.press('Escape');
          await visit.until(
            'Escape closes the menu and gives focus back',
            inPage.projectsMenu,
            TRIGGER,
            ({ open, focus }) => !open && focus === 'trigger',
          );

          await visit.tab.click(TRIGGER);
          await visit.until(
            'a click opens the menu',
            inPage.projectsMenu,
            TRIGGER,
            ({ open }) => open,
          );
          await visit.clickText('[role="menuitem"] *', second.title);
          await visit.untilEqual(
            'the item leads to its study',
            second.path,
            () => location.pathname,
          );
          await visit.untilEqual('its gate', gate.title, inPage.mainHeading);
        },
      );
    }

    journey(
      'the gate: a wrong password, then the right one opens the study and is kept',
      LAPTOP,
      async (visit) => {
        await visit.goto(firstStudy.path);
        expect(await visit.tab.evaluate(inPage.mainHeading)).toBe(gate.title);
        const field = `input[placeholder="${gate.placeholder}"]`;
        await visit.tab.click(field);
        await visit.tab.type(`${PASSWORD}-not`);
        await visit.tab.press('Enter');
        await visit.until('the error', inPage.mainText, undefined, (text) =>
          text.includes(gate.error),
        );
        expect(await visit.tab.evaluate(inPage.stored, STORAGE_KEY)).toBeNull();
        await visit.tab.evaluate(inPage.selectField, field);
        await visit.tab.type(PASSWORD);
        await visit.clickText('button', gate.submit);
        await visit.until('the study opens', inPage.mainHeading, undefined, (heading) =>
          heading.startsWith(`${firstStudy.title}:`),
        );
        expect(await visit.tab.evaluate(inPage.stored, STORAGE_KEY)).toBe(PASSWORD);
      },
    );

    journey(
      'a returning visitor’s study: every figure final after scrolling, every picture decoded from memory',
      LAPTOP,
      async (visit) => {
        await visit.returnTo(second.path);
        await visit.sectionsIn();
        expect(await visit.tab.evaluate(inPage.sidewaysAfterScrolling)).toBe(0);
        const { figures } = await visit.untilEqual(
          'every figure at its final text',
          {
            figures: await visit.tab.evaluate(
              (final) => document.querySelectorAll(final).length,
              FIGURE_FINAL,
            ),
            counting: [],
          },
          inPage.figuresNotFinal,
          FIGURE_LIVE,
        );
        expect(figures).toBeGreaterThan(0);
        const alts = picturesIn(sealedStudy(second.slug));
        await visit.untilEqual(
          'every picture decoded, from memory',
          alts.map((alt) => ({ alt, fromMemory: true, decoded: true })),
          inPage.pictures,
        );
        await visit.screenshot('study-1440');
      },
    );

    // A first load leaves focus where it is: the first Tab is the skip link's.
    journey('a link to a section lands on it', LAPTOP, async (visit) => {
      const section = sectionOutline(sealedStudy(firstStudy.slug).sections)[3]!;
      await visit.returnTo(`${firstStudy.path}#${section.id}`);
      await visit.untilEqual(
        `landed on ${section.label}`,
        { focused: false, resting: true, navigator: true },
        landedAt,
        [section.id, NAVIGATOR] as const,
      );
    });

    journey(
      'a share link opens the studies and lands on its section, keeping no secret in the address',
      PHONE,
      async (visit) => {
        const key = await linkKeyFor(currentRecipients[0]!);
        const { id } = sectionOutline(sealedStudy(second.slug).sections)[3]!;
        await visit.goto(`${second.path}${shareFragment(key, id)}`);
        await visit.untilEqual(
          'landed on its section',
          { focused: false, resting: true, navigator: true },
          landedAt,
          [id, NAVIGATOR] as const,
        );
        expect(await visit.tab.evaluate(inPage.address)).toBe(`${second.path}#${id}`);
        expect(await visit.tab.evaluate(inPage.stored, STORAGE_KEY)).toBe(key);
      },
    );

    journey(
      'Present mode: keys move the deck, the counter follows, Escape leaves',
      LAPTOP,
      async (visit) => {
        const total = await presentFromStart(visit);
        await visit.tab.press('ArrowRight');
        await visit.untilEqual('the next slide', `2 / ${total}`, inPage.slideCounter);
        await visit.tab.press('ArrowLeft');
        await visit.untilEqual('back a slide', `1 / ${total}`, inPage.slideCounter);
        await visit.tab.press('Escape');
        await visit.untilEqual('the deck is gone', null, inPage.slideCounter);
        expect(await visit.tab.evaluate(inPage.mainHeading)).toMatch(
          new RegExp(`^${firstStudy.title}:`),
        );
      },
    );

    journey(
      'Presenter view: a second window shows the slide’s notes, and moves the deck from there',
      LAPTOP,
      async (visit) => {
        const total = await presentFromStart(visit);
        const tab = await visit.tab.popup!(() => visit.clickText('button', presenter.open));
        const view = new Visit(tab, server.origin, browser.toLowerCase());
        try {
          await view.untilEqual(
            'the presenter view at the first slide, with its notes',
            { counter: `1 / ${total}`, notes: sealedStudy(firstStudy.slug).hero.notes ?? null },
            inPage.presenterView,
          );
          await view.tab.press('ArrowRight');
          await visit.untilEqual(
            'the deck moved from the presenter view',
            `2 / ${total}`,
            inPage.slideCounter,
          );
          await view.until('the presenter view follows', inPage.presenterView, undefined, (shown) =>
            Boolean(shown?.counter === `2 / ${total}`),
          );
          expect(await view.errors()).toEqual([]);
        } finally {
          await tab.close();
        }
      },
    );

    journey(
      'Look closer: a picture opens full screen, moves to the next, zooms, and closes',
      LAPTOP,
      async (visit) => {
        const alts = picturesIn(raster.body);
        const at = alts.indexOf(raster.alt);
        const announced = (index: number) => viewer.announce(index + 1, alts.length, alts[index]!);
        await visit.returnTo(`/${raster.body.slug}`);
        await visit.sectionsIn();
        await visit.tab.click(`button[aria-label="${openPicture(alts[at]!)}"]`);
        await visit.until('the viewer open', inPage.pictureViewer, undefined, (shown) =>
          Boolean(shown && !shown.growing && shown.announced === announced(at) && shown.width),
        );
        await visit.tab.press('ArrowRight');
        const next = await visit.until(
          'the next picture',
          inPage.pictureViewer,
          undefined,
          (shown) => Boolean(shown?.announced === announced(at + 1) && shown.width),
        );
        expect(next!.width).toBeLessThanOrEqual(LAPTOP.width);
        await visit.tab.type('+');
        await visit.until('zoomed in', inPage.pictureViewer, undefined, (shown) =>
          Boolean(shown && shown.width > next!.width * 1.2),
        );
        // Escape first resets the zoom, then closes; focus is back on the picture that opened it,
        // where the reader was.
        await visit.tab.press('Escape');
        await visit.untilEqual('zoomed out', { ...next, width: next!.width }, inPage.pictureViewer);
        await visit.tab.press('Escape');
        await visit.untilEqual('closed', null, inPage.pictureViewer);
        // The viewer's own element leaves first; focus goes back once the page has taken the close.
        await visit.untilEqual(
          'focus back on the opener',
          openPicture(alts[at]!),
          inPage.focusedLabel,
        );
      },
    );

    journey(
      'Motion as evidence: the loop plays by itself, the walkthrough on its press, in the viewer and on its slide',
      LAPTOP,
      async (visit) => {
        type Playing = Awaited<ReturnType<typeof inPage.clipIn>>;
        const playing =
          (muted: boolean) =>
          (clip: Playing): boolean =>
            Boolean(clip?.fromMemory && clip.time > 0.3 && !clip.paused && clip.muted === muted);
        // The loop, muted, once on screen (these engines allow motion).
        await visit.returnTo(`${loopClip.path}#${loopClip.anchor}`);
        await visit.sectionsIn();
        await visit.until(
          'the loop playing',
          inPage.clipIn,
          [`#${loopClip.anchor}`] as const,
          playing(true),
        );

        // The walkthrough, pressed: with its sound, and its captions showing.
        const { anchor, name } = walkthroughClip;
        await visit.returnTo(`${walkthroughClip.path}#${anchor}`);
        await visit.sectionsIn();
        await visit.tab.click(`#${anchor} button[aria-label="${clipCopy.play(name)}"]`);
        const onPage = await visit.until(
          'the walkthrough playing',
          inPage.clipIn,
          [`#${anchor}`] as const,
          playing(false),
        );
        if (walkthroughClip.section.clip.captions) expect(onPage!.captions).toBe('showing');

        // Its poster's control opens it in the viewer, where it plays in the page's place.
        const description = walkthroughClip.section.clip.description;
        await visit.tab.evaluate(
          inPage.focus,
          `#${anchor} [aria-label="${openPicture(description)}"]`,
        );
        await visit.tab.press('Enter');
        await visit.until(
          'the walkthrough playing in the viewer',
          inPage.clipIn,
          ['[role="dialog"] [aria-hidden="false"]'] as const,
          playing(false),
        );
        expect(await visit.tab.evaluate(inPage.clipIn, [`#${anchor}`] as const)).toBeNull();
        await visit.tab.press('Escape');
        await visit.untilEqual('the viewer closed', null, inPage.pictureViewer);

        // Presented from its section, it plays muted as its slide arrives.
        await visit.clickText('button', presentButton.start);
        await visit.until(
          'the walkthrough playing on its slide',
          inPage.clipIn,
          [`[data-slide-current][data-slide="${anchor}"]`] as const,
          playing(true),
        );

        // The presenter's preview of the slide plays it too, muted.
        const tab = await visit.tab.popup!(() => visit.clickText('button', presenter.open));
        const view = new Visit(tab, server.origin, browser.toLowerCase());
        try {
          await view.until(
            'the walkthrough playing in the presenter’s preview',
            inPage.clipIn,
            [`[data-slide-current][data-slide="${anchor}"]`, presenter.current] as const,
            playing(true),
          );
          expect(await view.errors()).toEqual([]);
        } finally {
          await tab.close();
        }
      },
    );

    journey(
      'an unknown address shows the not-found page, which leads home',
      PHONE,
      async (visit) => {
        await visit.goto('/a-page-that-was-never-here');
        expect(await visit.tab.evaluate(inPage.headings)).toContain(notFound.title);
        await visit.clickText('main a', notFound.cta);
        await visit.untilEqual('home', home.intro.greeting, inPage.mainHeading);
      },
    );

    journey(
      'the header switch turns the site dark; the choice holds on the next page and a reload',
      PHONE,
      async (visit) => {
        await visit.goto('/');
        await visit.until('a light page', pageBackground, undefined, (c) => luminance(c) > LIGHT);
        // Inside the arch behind the head, a ground of the picture's own, not the page's.
        const portrait = () => visit.shownColour(PORTRAIT, [0.15, 0.6]).then(luminance);
        await expect.poll(portrait, { timeout: 20_000 }).toBeGreaterThan(0.7);
        await visit.tab.click(SCHEME_SWITCH);
        await visit.until('a dark page', pageBackground, undefined, (c) => luminance(c) < DARK);
        // The pictures the site draws turn with the switch (in WebKit, by their address).
        await expect.poll(portrait, { timeout: 20_000 }).toBeLessThan(0.1);
        await visit.goto(firstStudy.path);
        expect(luminance(await visit.tab.evaluate(pageBackground))).toBeLessThan(DARK);
        await visit.screenshot('gate-dark-390');
        await visit.goto(firstStudy.path);
        expect(luminance(await visit.tab.evaluate(pageBackground))).toBeLessThan(DARK);
        expect(await visit.tab.evaluate(inPage.checked, SCHEME_SWITCH)).toBe(true);
        // Shapes a picture draws with `<use>` turn too: a plan card in the sample's second hero.
        await visit.returnTo(second.path);
        const { alt } = sealedStudy(second.slug).hero.image;
        await visit.until('the hero decoded', inPage.pictures, undefined, (pictures) =>
          pictures.some((picture) => picture.alt === alt && picture.decoded && picture.fromMemory),
        );
        const hero = `main img[alt="${alt}"]`;
        const planCard = () => visit.shownColour(hero, [0.238, 0.523]).then(luminance);
        await expect.poll(planCard, { timeout: 20_000 }).toBeLessThan(0.1);
      },
    );

    journey('the employer name is underlined dotted, and opens its note', LAPTOP, async (visit) => {
      const { hero } = sealedStudy(firstStudy.slug);
      await visit.returnTo(firstStudy.path);
      const trigger = 'main header dd button';
      await visit.untilEqual(
        hero.employer.name,
        hero.employer.name,
        (selector) => document.querySelector(selector)?.textContent,
        trigger,
      );
      expect(await visit.tab.evaluate(inPage.underline, trigger)).toEqual({
        line: 'underline',
        style: 'dotted',
      });
      await visit.tab.evaluate(inPage.focus, trigger);
      await visit.untilEqual('its note', hero.employer.tooltip, inPage.tooltip);
    });

    journey('every style the build writes is one this engine reads', LAPTOP, async (visit) => {
      for (const address of ['/', firstStudy.path]) {
        await visit.goto(address);
        expect(await visit.tab.evaluate(inPage.droppedDeclarations, ENHANCEMENTS), address).toEqual(
          [],
        );
      }
    });

    journey(
      'a scroll story moves its figure step by step, down and back up',
      LAPTOP,
      async (visit) => {
        const { slug, id, story, expected } = twoSteps;
        await visit.returnTo(`/${slug}`);
        await visit.sectionsIn();
        const steps = story.steps.map((_, index) => index);
        for (const index of [...steps, ...steps.reverse().slice(1)]) {
          await visit.tab.evaluate(scrollToStepIn, stepPlace(stepAnchor(id, index)));
          await visit.untilEqual(`step ${index + 1}`, expected[index], figureStateIn, onPage(id));
        }
      },
    );

    if (prints)
      journey(
        'an opened study prints whole, its figures final, without the screen’s controls',
        LAPTOP,
        async (visit) => {
          // A study with a clip, which prints as its poster and where to watch it.
          await visit.returnTo(loopClip.path);
          await visit.sectionsIn();
          const alts = picturesIn(sealedStudy(loopClip.slug));
          await visit.until(
            'every picture decoded',
            inPage.pictures,
            undefined,
            (shown) => shown.length === alts.length && shown.every((picture) => picture.decoded),
          );
          const finals = await visit.tab.evaluate(
            (final) =>
              [...document.querySelectorAll(final)].map((figure) => figure.textContent ?? ''),
            FIGURE_FINAL,
          );
          const pages = await readPdf(Buffer.from(await engine.print!(visit.tab)));
          const text = pages.flatMap((page) => page.items).join(' ');
          expect(pages.length).toBeGreaterThan(1);
          for (const final of finals) expect(text).toContain(final);
          for (const word of screenOnlyWords) expect(text).not.toMatch(new RegExp(`\\b${word}\\b`));
          const length = clipLength(clipSeconds.get(loopClip.section.clip.src)!);
          const address = `${new URL(owner.siteUrl).host}${loopClip.path}#${loopClip.anchor}`;
          // Letters and digits alone: the address may wrap, and the PDF's text gives a glyph it
          // cannot map (the length's colon in tabular figures) as U+FFFD.
          const unbroken = (words: string) => words.replace(/[^\p{L}\p{N}]+/gu, '');
          expect(unbroken(text)).toContain(unbroken(clipCopy.printed(length, address)));
        },
      );
  });
