/**
 * Support on the embedded default (one page, one database start): a sales user opens an urgent
 * ticket for a customer, replies to it, resolves it, and reads the SLA as met.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

const DEMO_PASSWORD = 'Panel@2026';
const SUBJECT = 'Cut list export drops the edge band on curved shutters';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

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

async function navigate(path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

async function signIn(email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const outcome = page.getByText(/^(Signed in|Sign-in failed)$/);
  await expect(outcome).toBeVisible({ timeout: 180_000 });
  if ((await outcome.innerText()) !== 'Signed in') {
    throw new Error(`sign-in as ${email} failed: ${await outcome.locator('..').innerText()}`);
  }
  await expect(page).toHaveURL((url) => url.pathname !== '/auth/login');
}

test('a sales user opens a ticket, replies and resolves it within the SLA', async () => {
  await signIn('asha.rao@fpw.in');
  await navigate('/dashboard/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('table', { name: 'Support tickets' })).toContainText(
    'Render of the kitchen elevation stops at 80%',
    { timeout: 60_000 },
  );

  await page.getByRole('button', { name: 'New ticket', exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('ticket') === 'new');
  const form = page.getByRole('form', { name: 'New ticket' });
  const customer = form.getByRole('combobox', { name: /Customer/ });
  await expect(customer.locator('option', { hasText: 'Pillai Architects' })).toHaveCount(1, {
    timeout: 20_000,
  });
  const value = await customer.locator('option', { hasText: 'Pillai Architects' }).getAttribute('value');
  await customer.selectOption(value ?? '');
  await form.getByRole('textbox', { name: /Subject/ }).fill(SUBJECT);
  await form
    .getByRole('textbox', { name: /Description/ })
    .fill('Seen on the bedroom wardrobe with a 600 mm radius.');
  await form.getByRole('combobox', { name: /Priority/ }).selectOption('urgent');
  await form.getByRole('button', { name: 'Open ticket' }).click();

  const drawer = page.getByRole('dialog', { name: SUBJECT });
  await expect(drawer.getByText('No reply yet.')).toBeVisible({ timeout: 20_000 });
  await drawer
    .getByRole('textbox', { name: 'Reply or note' })
    .fill('Thank you: we can reproduce it and a fix is on the way.');
  await drawer.getByRole('button', { name: 'Send reply' }).click();
  await expect(drawer.getByRole('list', { name: 'Conversation' })).toContainText('a fix is on the way', {
    timeout: 20_000,
  });
  // The first reply opens the ticket.
  await expect(drawer.getByRole('combobox', { name: 'Status' })).toHaveValue('open', { timeout: 20_000 });

  await drawer.getByRole('combobox', { name: 'Status' }).selectOption('resolved');
  await expect(drawer.getByRole('combobox', { name: 'Status' })).toHaveValue('resolved', { timeout: 20_000 });
  await expect(drawer.getByText('SLA met')).toBeVisible({ timeout: 20_000 });
});
