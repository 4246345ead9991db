import { expect, test } from './fixtures';
import { home } from '../../src/content/home';
import { navigation } from '../../src/content/site';
import { siteMap } from '../../src/content/siteMap';
import { openHydrated } from './support';

// Everything here is read from the site map itself, never from what is derived from it: a study
// missing from any derived place fails.
const studies = siteMap.flatMap((entry) =>
  entry.caseStudy ? [{ ...entry.caseStudy, path: entry.path }] : [],
);

test('every case study in the site map is in the Projects menu, the footer and the home cards', async ({
  page,
}) => {
  await openHydrated(page, '/');
  await page.getByRole('banner').getByRole('button', { name: navigation.projects }).click();
  const menu = page.getByRole('menu');
  const footer = page.getByRole('contentinfo');
  const cards = page.getByRole('region', { name: home.projects.heading }).getByRole('article');
  await expect(menu.getByRole('menuitem')).toHaveCount(studies.length);
  await expect(cards).toHaveCount(studies.length);
  await expect(menu.getByRole('group')).toHaveCount(
    new Set(studies.map((study) => study.employer)).size,
  );
  for (const [index, study] of studies.entries()) {
    await expect(menu.getByRole('menuitem', { name: new RegExp(study.title) })).toHaveAttribute(
      'href',
      study.path,
    );
    await expect(
      footer
        .getByRole('navigation', { name: study.employer.name })
        .getByRole('link', { name: study.title, exact: true }),
    ).toHaveAttribute('href', study.path);
    await expect(cards.nth(index).getByRole('link', { name: study.title })).toHaveAttribute(
      'href',
      study.path,
    );
  }
  // The whole card is the link, not just its title.
  await page.keyboard.press('Escape');
  await cards.last().click({ position: { x: 24, y: 24 } });
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
    expect(html).toContain(`<title>${entry.meta.title.replace(/&/g, '&amp;')}</title>`);
    if (entry.caseStudy) expect(html).toMatch(/<script [^>]*data-gated [^>]*data-sealed="\S+/);
    const listed = sitemap.includes(`${entry.path}</loc>`);
    expect(listed, `${entry.path} in the sitemap`).toBe(!entry.meta.noindex);
  }
});
