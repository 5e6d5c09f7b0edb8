/**
 * Support on the embedded default (one page, one database start): a sales user opens an urgent
 * ticket for a customer, replies to it from a published knowledge article, resolves it, and reads
 * the SLA as met.
 */
import { createHash } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { navigate, signIn } from './support/session';

const SUBJECT = 'Cut list export drops the edge band on curved shutters';
const ARTICLE_TITLE = 'Edge banding: thickness and materials';
/** The seeded article's id, as supabase/seeds/195_knowledge_base.sql makes it: md5(slug)::uuid. */
const ARTICLE_ID = createHash('md5')
  .update('fpw:kb-article:edge-banding-basics')
  .digest('hex')
  .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

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

test('a sales user opens a ticket, replies from a knowledge article and resolves it within the SLA', async () => {
  await signIn(page, 'asha.rao@fpw.in');
  await navigate(page, '/dashboard/support');
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
  const reply = drawer.getByRole('textbox', { name: 'Reply or note' });
  await reply.fill('Thank you: we can reproduce it and a fix is on the way.');

  // The reply goes on with the knowledge base's standard answer, found by the customer's words.
  await drawer.getByRole('button', { name: 'Reply from article' }).click();
  const picker = drawer.getByRole('region', { name: 'Reply from a knowledge article' });
  const article = picker.getByRole('combobox', { name: 'Article to reply from' });
  await article.click();
  await article.pressSequentially('edge band shutters', { delay: 30 });
  const option = picker.getByRole('option', { name: ARTICLE_TITLE });
  await expect(option).toBeVisible({ timeout: 20_000 });
  await option.click();
  await expect(picker).toBeHidden({ timeout: 20_000 });
  await expect(reply).toHaveValue(/^Thank you: we can reproduce it and a fix is on the way\.\n\n/);
  await expect(reply).toHaveValue(new RegExp(`From our knowledge base, “${ARTICLE_TITLE}”`));
  await expect(reply).toHaveValue(/2 mm thick PVC or ABS edge band on shutters/);
  const link = `${new URL(page.url()).origin}/dashboard/knowledge?article=${ARTICLE_ID}`;
  await expect(reply).toHaveValue(new RegExp(`Read the whole article: ${link.replace(/[.?]/g, '\\$&')}`));
  // The agent edits it before sending.
  await reply.press('Control+End');
  await reply.pressSequentially('\n\nRegards, Asha');

  await drawer.getByRole('button', { name: 'Send reply' }).click();
  const conversation = drawer.getByRole('list', { name: 'Conversation' });
  await expect(conversation).toContainText('a fix is on the way', { timeout: 20_000 });
  await expect(conversation).toContainText(`From our knowledge base, “${ARTICLE_TITLE}”`);
  await expect(conversation).toContainText(link);
  await expect(conversation).toContainText('Regards, Asha');
  await expect(conversation).not.toContainText('Internal note');
  // The first reply opens the ticket.
  await expect(drawer.getByRole('combobox', { name: 'Status' })).toHaveValue('open', { timeout: 20_000 });

  await drawer.getByRole('combobox', { name: 'Status' }).selectOption('resolved');
  await expect(drawer.getByRole('combobox', { name: 'Status' })).toHaveValue('resolved', { timeout: 20_000 });
  await expect(drawer.getByText('SLA met')).toBeVisible({ timeout: 20_000 });
});
