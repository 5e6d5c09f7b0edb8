/**
 * Every path of the specification (../shared/spec/routes.txt) renders its page in the production build:
 * no uncaught error, no console error, one visible h1 and the tab title `FPW · <route title>`.
 * Plus the navigation contracts: `/` redirects to sign-in, unknown paths show the 404 page, the sidebar,
 * the global search, the remembered theme and the menu drawer on narrow screens.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';
import { routeTable } from '../src/routes/route-table';

const specPaths = readFileSync(
  fileURLToPath(new URL('../../shared/spec/routes.txt', import.meta.url)),
  'utf8',
)
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/'));

const titleOf = new Map<string, string>(routeTable.map((entry) => [entry.path, entry.title]));
const layoutOf = new Map<string, string>(routeTable.map((entry) => [entry.path, entry.layout]));
const SIGN_IN = '/auth/login';
const GUARDED = '/dashboard/adonai-users';

function expectedTitle(path: string): string {
  const title = titleOf.get(path);
  if (!title) throw new Error(`${path} is in routes.txt but not in src/routes/route-table.ts`);
  return `FPW · ${title}`;
}

/** Uncaught page errors and console errors, collected while a test runs. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // CI has no internet: third-party resources (map tiles) fail to load there, which says nothing about
    // the app. A failed request to the app's own origin (a missing chunk) still counts.
    const source = message.location().url;
    const thirdParty = source !== '' && new URL(source).origin !== new URL(page.url()).origin;
    if (thirdParty && message.text().startsWith('Failed to load resource')) return;
    // PGlite's worker logs every statement the database refuses before passing it on; the app answers
    // those on screen (a signed-out visitor's query refused by row-level security, a constraint broken
    // by a form). The page must still show that answer: the route checks still look for its heading.
    if (message.text().includes('fpw-postgres-error:')) return;
    problems.push(`console.error: ${message.text()}`);
  });
  return problems;
}

// One page per worker: the app (and, embedded, its database worker) starts once, then each test moves
// through the single-page app the way a link does, which keeps 211 routes within a minute or two.
const test = base.extend<object, { app: { page: Page; problems: string[] } }>({
  app: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const problems = watchProblems(page);
      await use({ page, problems });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** A client-side navigation to `path` (a full load the first time the worker's page is used). */
async function visit(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(path);
    return;
  }
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

const ROUTE_FAILED = 'This page could not be shown';

/**
 * Waits until the route has committed (its title is set) and shows a heading, or until the route's error
 * boundary shows, so a broken page fails at once with its error instead of after every timeout.
 */
async function settle(page: Page, title: string): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      document.title === expected || document.body.innerText.includes('This page could not be shown'),
    title,
    { timeout: 15_000 },
  );
  const routeError = page.getByRole('alert').filter({ hasText: ROUTE_FAILED });
  // A page that throws while rendering replaces its heading with the error boundary a moment later.
  await expect(page.locator('h1').or(routeError).first()).toBeVisible();
  if ((await routeError.count()) > 0) throw new Error(`the route failed: ${await routeError.innerText()}`);
}

test.describe('every route of the specification', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const path of specPaths) {
    test(`${path} renders its page`, async ({ app }) => {
      const { page, problems } = app;
      problems.length = 0;
      await visit(page, path);

      // Signed out, the guard sends the subscriber list to sign-in (DESIGN section 3).
      const landing = path === GUARDED ? SIGN_IN : path;
      await settle(page, expectedTitle(landing));
      await expect(page).toHaveURL((url) => url.pathname === landing);
      await expect(page).toHaveTitle(expectedTitle(landing));
      const heading = page.locator('h1');
      await expect(heading).toHaveCount(1);
      await expect(heading).toBeVisible();
      // Inside the main layout the page header's h1 is the route's title (it feeds breadcrumbs and search).
      if (layoutOf.get(landing) === 'main') await expect(heading).toHaveText(titleOf.get(landing) ?? '');
      // Every page is built: no route stands in with a placeholder.
      await expect(page.getByText(/is being built/)).toHaveCount(0);
      expect(problems, `errors while rendering ${path}`).toEqual([]);
    });
  }
});

test.describe('navigation', () => {
  test('the empty path redirects to sign-in', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === SIGN_IN);
    await expect(page).toHaveTitle(expectedTitle(SIGN_IN));
    await expect(page.locator('h1')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL((url) => url.pathname === '/no/such/page');
    await expect(page).toHaveTitle('FPW · Page not found');
    await expect(page.locator('h1')).toHaveText(/404|not found/i);
    expect(problems).toEqual([]);
  });

  test('the sidebar reaches a business page and a nested template page', async ({ page }) => {
    await page.goto('/dashboard/sales');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'CRM', exact: true }).first().click();
    await menu.getByRole('link', { name: 'Leads', exact: true }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard/leads');
    await expect(page.locator('h1')).toHaveText('Leads');
    await expect(menu.getByRole('link', { name: 'Leads', exact: true }).first()).toHaveAttribute(
      'aria-current',
      'page',
    );

    await menu.getByRole('button', { name: 'Workspace template', exact: true }).click();
    await menu.getByRole('button', { name: 'Nested menu', exact: true }).click();
    await menu.getByRole('button', { name: 'Nested 2', exact: true }).click();
    await menu.getByRole('link', { name: titleOf.get('/nested-menu/nested-2/nested-2-1') ?? '' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/nested-menu/nested-2/nested-2-1');
    await expect(page).toHaveTitle(expectedTitle('/nested-menu/nested-2/nested-2-1'));
  });

  test('the global search jumps to a page by its name', async ({ page }) => {
    await page.goto('/dashboard/sales');
    const search = page.getByRole('combobox', { name: 'Search pages' });
    await search.fill('Edge bands');
    await expect(page.getByRole('option', { name: /Edge bands/ })).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard/edgeband');
    await expect(page.locator('h1')).toHaveText('Edge bands');
  });

  test('the dark theme is remembered across a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/dashboard/sales');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: /^Colour theme/ }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('h1')).toBeVisible();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Colour theme: dark' })).toBeVisible();
  });

  test('below 768 px the menu is a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await page.goto('/dashboard/sales');
    await expect(page.locator('h1')).toBeVisible();
    // The side column is hidden; the menu opens from the header as a dialog.
    await expect(page.locator('aside')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Analytics', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard/analytics');
    await expect(drawer).toBeHidden();
    await expect(page.locator('h1')).toHaveText('Analytics');
  });

  test('charts draw in the production build (ECharts registration survives tree-shaking)', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.goto('/charts/apex-charts/bar-charts');
    const firstChart = page
      .getByRole('img')
      .filter({ has: page.locator('svg') })
      .first();
    // The chart library is a lazy chunk of its own; on a busy machine it takes a while to arrive.
    await expect(firstChart).toBeVisible({ timeout: 30_000 });
    // Drawn, not just mounted: the SVG renderer writes the axis labels as text.
    await expect(firstChart.locator('svg text').first()).toBeAttached();
    expect(problems).toEqual([]);
  });
});
