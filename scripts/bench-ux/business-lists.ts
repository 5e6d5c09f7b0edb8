/**
 * The business lists as staff open them (issue 21): in a new tab where the list was never opened, the
 * same list loaded again, and a click in the app to a list not visited yet and to one visited before.
 * "Rows" means the list's table shows a data row and is not marked busy: rows kept from the last visit
 * count once the page shows them as being refreshed (DataTable's aria-busy stays false for them).
 */
import type { Browser, Page } from 'playwright';
import { BASE, freshContext, report, RUNS, signIn } from './measure.ts';

export interface BusinessList {
  path: string;
  /** The table's accessible name, and the sidebar link's. */
  table: string;
  /** The sidebar group that holds the link. */
  section: string;
}

export const BUSINESS_LISTS: readonly BusinessList[] = [
  { path: '/dashboard/leads', table: 'Leads', section: 'CRM' },
  { path: '/dashboard/projects', table: 'Projects', section: 'Projects' },
  { path: '/dashboard/quotation', table: 'Quotations', section: 'Commercials' },
];

/** Resolves once the named table shows a row with text and is not loading. */
export async function waitForRows(page: Page, table: string, timeout = 120_000): Promise<void> {
  await page.waitForFunction(
    (name) =>
      [...document.querySelectorAll('table')].some(
        (element) =>
          element.getAttribute('aria-label') === name &&
          element.getAttribute('aria-busy') !== 'true' &&
          [...element.querySelectorAll('tbody tr td')].some((cell) => (cell.textContent ?? '').trim() !== ''),
      ),
    table,
    { timeout, polling: 16 },
  );
}

/**
 * Each list in a new tab of a signed-in browser, where it was never opened (its rows were never kept),
 * with no other tab of the app open (the new tab starts the database itself), then loaded again.
 * One sample per list and run.
 */
export async function listsInNewTabs(browser: Browser): Promise<void> {
  const firstOpen: number[] = [];
  const again: number[] = [];
  for (let run = 0; run < Math.ceil(RUNS / BUSINESS_LISTS.length); run += 1) {
    const context = await freshContext(browser);
    const signInTab = await context.newPage();
    await signIn(signInTab);
    // The landing page's rows are kept and its writes flushed before the tab goes.
    await signInTab.waitForTimeout(1500);
    await signInTab.close();
    for (const list of BUSINESS_LISTS) {
      const tab = await context.newPage();
      let started = Date.now();
      await tab.goto(`${BASE}${list.path}`);
      await waitForRows(tab, list.table);
      firstOpen.push(Date.now() - started);
      // A person reads the list for a moment before loading it again.
      await tab.waitForTimeout(1500);
      started = Date.now();
      await tab.reload();
      await waitForRows(tab, list.table);
      again.push(Date.now() - started);
      await tab.waitForTimeout(500);
      await tab.close();
    }
    await context.close();
  }
  report({
    figure: 'business list in a new tab where it was never opened, to its rows',
    unit: 'ms',
    target: 2000,
    cpuSlowdown: 1,
    runs: firstOpen,
  });
  report({
    figure: 'the same list loaded again, to its rows',
    unit: 'ms',
    target: 1000,
    cpuSlowdown: 1,
    runs: again,
  });
}

/** Sidebar clicks to each list: first visit in this tab, then a revisit. */
export async function listsInApp(browser: Browser): Promise<void> {
  const firstVisit: number[] = [];
  const revisit: number[] = [];
  // One sample per list and run, like the new tabs: a fresh profile each round.
  for (let run = 0; run < Math.ceil(RUNS / BUSINESS_LISTS.length); run += 1) {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await signIn(page);
    await page.locator('h1').first().waitFor();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const open = async (list: BusinessList): Promise<number> => {
      const link = menu.getByRole('link', { name: list.table, exact: true }).first();
      if (!(await link.isVisible()))
        await menu.getByRole('button', { name: list.section, exact: true }).first().click();
      const started = Date.now();
      await link.click();
      await page.waitForURL((url) => url.pathname === list.path);
      await waitForRows(page, list.table, 30_000);
      return Date.now() - started;
    };
    for (const list of BUSINESS_LISTS) firstVisit.push(await open(list));
    for (const list of BUSINESS_LISTS) revisit.push(await open(list));
    await context.close();
  }
  report({
    figure: 'in the app, a business list not visited yet, to its rows',
    unit: 'ms',
    target: 400,
    cpuSlowdown: 1,
    runs: firstVisit,
  });
  report({
    figure: 'in the app, a business list visited before, to its rows',
    unit: 'ms',
    target: 150,
    cpuSlowdown: 1,
    runs: revisit,
  });
}
