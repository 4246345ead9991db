import { expect, test } from './fixtures';
import { home } from '../../src/content/home';
import { navigation } from '../../src/content/site';
import { metaOf, pages, siteMap, studyOf } from '../../src/content/siteMap';
import { openHydrated, openPaths } from './support';

// Everything here is read from the site map itself, never from what is derived from it: a study
// missing from any derived place fails.
const studies = siteMap.flatMap((entry) => studyOf(entry) ?? []);
const highlighted = studies.filter((study) => study.highlighted);

test('every case study in the site map is in the Projects menu, by employer, and on All work, which the footer links to; the highlighted ones are the home cards', async ({
  page,
}) => {
  await openHydrated(page, '/');
  await page.getByRole('banner').getByRole('button', { name: navigation.projects }).click();
  const menu = page.getByRole('menu');
  const footer = page.getByRole('contentinfo');
  const cards = page.getByRole('region', { name: home.projects.heading }).getByRole('article');
  // Every study, and All work after them.
  await expect(menu.getByRole('menuitem')).toHaveCount(studies.length + 1);
  await expect(menu.getByRole('menuitem').last()).toHaveAttribute('href', pages.work.path);
  await expect(cards).toHaveCount(highlighted.length);
  await expect(menu.getByRole('group')).toHaveCount(
    new Set(studies.map((study) => study.employer.id)).size,
  );
  for (const study of studies) {
    const group = menu.getByRole('group', { name: study.employer.name });
    await expect(group.getByRole('menuitem', { name: new RegExp(study.title) })).toHaveAttribute(
      'href',
      study.path,
    );
  }
  for (const [index, study] of highlighted.entries()) {
    await expect(cards.nth(index).getByRole('link', { name: study.title })).toHaveAttribute(
      'href',
      study.path,
    );
  }
  await expect(
    footer.getByRole('link', { name: navigation.allWork.label, exact: true }),
  ).toHaveAttribute('href', pages.work.path);
  // Under the cards, a link to every study when they show only some.
  await expect(page.getByRole('link', { name: home.projects.all(studies.length) })).toHaveCount(
    highlighted.length < studies.length ? 1 : 0,
  );
  // The whole card is the link, not just its title.
  await page.keyboard.press('Escape');
  await cards.last().click({ position: { x: 24, y: 24 } });
  await expect(page).toHaveURL(highlighted.at(-1)!.path);

  // All work: every study under its employer, the whole row one link.
  await openHydrated(page, pages.work.path);
  const main = page.getByRole('main');
  for (const study of studies) {
    await expect(
      main
        .getByRole('region', { name: study.employer.name })
        .getByRole('link', { name: study.title, exact: true }),
    ).toHaveAttribute('href', study.path);
  }
  await main
    .getByRole('article')
    .last()
    .click({ position: { x: 12, y: 12 } });
  await expect(page).toHaveURL(studies.at(-1)!.path);
});

test('every page in the site map is prerendered with its own title; the sitemap lists the open ones and robots.txt names it', async ({
  request,
}) => {
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const entry of siteMap) {
    // The not-found page answers every unknown path.
    const response = await request.get(entry.notFound ? '/no-such-page' : entry.path);
    expect(response.status(), entry.path).toBe(entry.notFound ? 404 : 200);
    const html = await response.text();
    const meta = metaOf(entry);
    expect(html).toContain(`<title>${meta.title.replace(/&/g, '&amp;')}</title>`);
    if (entry.study) expect(html).toMatch(/<script [^>]*data-gated [^>]*data-sealed="\S+/);
    const listed = sitemap.includes(`${entry.path}</loc>`);
    expect(listed, `${entry.path} in the sitemap`).toBe(!meta.noindex);
  }
});

for (const width of [390, 1440]) {
  test(`at ${width} px, End on every open page lands on the footer: a section that renders only as the reader nears it stands in at the height its content takes`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    for (const path of openPaths) {
      await openHydrated(page, path);
      const held = await height();
      await page.keyboard.press('End');
      // The last section has rendered: what it shows is drawn, as the browser draws what nears.
      await page.waitForFunction(() =>
        [...(document.querySelector('main section:last-of-type')?.children ?? [])].every((child) =>
          child.checkVisibility({ contentVisibilityAuto: true }),
        ),
      );
      expect(Math.abs((await height()) - held), `${path}: height held and drawn`).toBeLessThan(50);
      await expect(page.getByRole('contentinfo')).toBeInViewport();
    }
  });
}
