/**
 * The leads list on the embedded default (one page, one database start), as the row-level security
 * of 20261125030000_crm_access.sql decides it:
 * - Asha Rao (sales executive) opens her list filtered by the URL, opens one of her leads, logs a
 *   follow-up and reads it at the top of the timeline;
 * - she cannot open Nisha's lead by URL: the drawer says "Not yours to see";
 * - Meera Iyer (designer) finds none of the CRM's pages (leads, campaigns, deals, CRM settings) in
 *   the menu, and /dashboard/leads says "Not yours to see". (Her own appointments stay: the
 *   appointments page is open to her.)
 * Ids are the seed's deterministic ones (md5 of a name, as uuid).
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { navigate, signIn, signOut } from './support/session';

/** md5('fpw:lead:2'): Asha's, in the Kitchen Expo campaign, next follow-up 16 November (overdue). */
const ASHAS_LEAD = { id: 'f662fdfc-7f8c-4f00-8873-1c0d44839185', name: 'Aditya Pillai' };
/** md5('fpw:lead:nisha-private') (seeds/110): Nisha's, in no campaign of Asha's. */
const NISHAS_LEAD = { id: 'cd99c3b7-5bd5-41da-6909-cdb451dc7fd9', name: 'Farah Qureshi' };
const COMMENT = 'Called from the e2e run: wants the laminate samples on Friday';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  page = await context.newPage();
  await page.goto('/auth/login');
});

test.afterAll(async () => {
  await context.close();
});

/** The next follow-up as the datetime-local field takes it: tomorrow at 11:00, browser time. */
async function tomorrowAtEleven(): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const at = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 11, 0);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  });
}

test('a sales executive works a lead from a filtered link and logs a follow-up', async () => {
  await signIn(page, 'asha.rao@fpw.in');
  await navigate(
    page,
    `/dashboard/leads?owner=me&due=overdue&q=${encodeURIComponent(ASHAS_LEAD.name)}&cols=name,phone,stage,status,due`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('combobox', { name: 'Filter by owner' })).toHaveValue('me');
  await expect(page.getByRole('combobox', { name: 'Filter by next follow-up' })).toHaveValue('overdue');
  await expect(page.getByRole('searchbox', { name: 'Search leads' })).toHaveValue(ASHAS_LEAD.name);

  const table = page.getByRole('table', { name: 'Leads' });
  const row = table.getByRole('row', { name: new RegExp(ASHAS_LEAD.name) });
  await expect(row).toBeVisible({ timeout: 60_000 });
  await expect(table.getByRole('row')).toHaveCount(2);
  // The columns the link chose: Stage shown, Company (shown by default) not.
  await expect(table.getByRole('columnheader', { name: /Stage/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Company/ })).toHaveCount(0);

  await row.getByRole('cell', { name: ASHAS_LEAD.name, exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('lead') === ASHAS_LEAD.id);
  const drawer = page.getByRole('dialog', { name: ASHAS_LEAD.name });
  await expect(drawer).toBeVisible({ timeout: 30_000 });
  const timeline = drawer.getByRole('list', { name: 'Follow-up timeline' });
  await expect(timeline).toBeVisible({ timeout: 30_000 });
  await expect(drawer.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/91\d{10}/,
  );

  const next = await tomorrowAtEleven();
  await drawer.getByRole('button', { name: 'Log follow-up', exact: true }).click({ timeout: 60_000 });
  const dialog = page.getByRole('dialog', { name: 'Log follow-up' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Status', { exact: true }).selectOption({ label: 'Hot' });
  await dialog.getByLabel('Comment', { exact: true }).fill(COMMENT);
  await dialog.getByLabel('Next follow-up', { exact: true }).fill(next);
  await dialog.getByRole('button', { name: 'Save follow-up', exact: true }).click();
  await expect(page.getByText('Follow-up logged')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();

  await expect(timeline.getByRole('listitem').first()).toContainText(COMMENT, { timeout: 30_000 });
  await expect(timeline.getByRole('listitem').first()).toContainText('Asha Rao');
  await expect(timeline.getByRole('listitem').first()).toContainText('Status: Hot');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('she cannot open another executive’s lead by URL', async () => {
  await navigate(page, `/dashboard/leads?lead=${NISHAS_LEAD.id}`);
  const drawer = page.getByRole('dialog', { name: 'Lead' });
  await expect(drawer.getByRole('heading', { name: 'Not yours to see' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(NISHAS_LEAD.name)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await signOut(page);
});

test('a designer sees no CRM: not in the menu, and not by URL', async () => {
  await signIn(page, 'meera.iyer@fpw.in');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible({ timeout: 60_000 });
  // Open every group of the menu (a group may hold another), then look for the CRM's pages.
  for (let round = 0; round < 20; round += 1) {
    const closed = menu.locator('button[aria-expanded="false"]');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  for (const name of ['Leads', 'Campaigns', 'Deals', 'CRM settings']) {
    await expect(menu.getByRole('link', { name, exact: true }), name).toHaveCount(0);
  }

  await navigate(page, '/dashboard/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Not yours to see' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Leads' })).toHaveCount(0);
  await signOut(page);
});
