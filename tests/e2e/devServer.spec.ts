import { expect, test } from './fixtures';
import { createServer, type ViteDevServer } from 'vite';
import { gate } from '../../src/content/gate';
import { asReturningVisitor, firstStudy, MOTION } from './support';

// `npm run dev`, where maintainers tune motion: it must run as cleanly as the production build.
// With motion on, as they tune it (framer-motion warns in development when it is reduced).
test.use(MOTION);
let server: ViteDevServer;
const port = 5183;

test.beforeAll(async () => {
  server = await createServer({ server: { port, strictPort: true }, logLevel: 'silent' });
  await server.listen();
});
test.afterAll(async () => server?.close());

test('the dev server opens home, a study and the motion panel without a console error or warning', async ({
  page,
}) => {
  // The first request optimises the dependencies and seals the studies.
  test.setTimeout(90_000);
  await page.goto(`http://localhost:${port}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Copy as code' })).toBeVisible();

  await asReturningVisitor(page);
  await page.goto(`http://localhost:${port}${firstStudy.path}`);
  await expect(firstStudy.heading(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(gate.title);
  await expect(page.locator('main img').first()).toHaveAttribute('src', /^blob:/);
});
