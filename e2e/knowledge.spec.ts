/**
 * The knowledge base and the answer assistant on the embedded default (one page, one database
 * start): the sales manager, who holds knowledge.manage, writes an article in the rich text editor
 * and publishes it; asked a question in its words, the assistant answers from it, citing it as a link
 * to the article with a confidence.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { navigate, signIn } from './support/session';

const TITLE = 'Laminate edge chipping on shutters';
const CAUSE =
  'Laminate edge chipping on shutters is caused by a blunt saw blade or a misaligned scoring blade, which cracks the laminate at the cut edge before the edge band goes on.';
const FIX =
  'We repair chipped shutter edges by trimming 2 mm off on the panel saw with a fresh scoring blade and banding the edge again in the matching shade.';

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

test('a knowledge manager publishes an article and the assistant answers from it, citing it', async () => {
  await signIn(page, 'vikram.singh@fpw.in');
  await navigate(page, '/dashboard/knowledge');
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge base' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('table', { name: 'Knowledge articles' })).toContainText(
    'Edge banding: thickness and materials',
    { timeout: 60_000 },
  );

  // Written in the rich text editor, saved as a draft.
  await page.getByRole('button', { name: 'New article', exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('article') === 'new');
  const form = page.getByRole('form', { name: 'New article' });
  await form.getByRole('textbox', { name: /Title/ }).fill(TITLE);
  await form
    .getByRole('combobox', { name: /Category/ })
    .selectOption({ label: 'Edge banding and laminates' });
  await form.getByRole('textbox', { name: /Tags/ }).fill('laminate, chipping, shutters');
  const editor = form.getByRole('textbox', { name: 'Article', exact: true });
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await editor.click();
  await page.keyboard.type(CAUSE);
  await page.keyboard.press('Enter');
  await page.keyboard.type(FIX);
  await expect(editor.locator('p')).toHaveCount(2);
  await form.getByRole('button', { name: 'Create article' }).click();

  // The drawer now shows the draft; publishing needs knowledge.manage, which Vikram holds.
  await expect(page).toHaveURL((url) => /^[0-9a-f-]{36}$/.test(url.searchParams.get('article') ?? ''), {
    timeout: 20_000,
  });
  const articleId = new URL(page.url()).searchParams.get('article') ?? '';
  const drawer = page.getByRole('dialog', { name: TITLE });
  await expect(drawer.getByText('Draft', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(drawer).toContainText('misaligned scoring blade');
  await drawer.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(drawer.getByText('Published', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(drawer.getByRole('group', { name: 'Was this helpful?' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  // The knowledge page's own search finds it.
  await navigate(page, `/dashboard/knowledge?q=${encodeURIComponent('scoring blade chipping')}`);
  await expect(page.getByRole('table', { name: 'Knowledge articles' })).toContainText(TITLE, {
    timeout: 20_000,
  });

  // The assistant answers in the article's words and cites it.
  await navigate(page, '/dashboard/chatbot');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await page
    .getByRole('textbox', { name: "Customer's question" })
    .fill('What causes laminate edge chipping on shutters?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('conversation') !== null, { timeout: 20_000 });
  const answer = page.getByRole('region', { name: 'Conversation' }).getByLabel('Answer').last();
  await expect(answer).toContainText('misaligned scoring blade', { timeout: 20_000 });
  const citation = answer.getByRole('link', { name: TITLE });
  await expect(citation).toBeVisible();
  await expect(citation).toHaveAttribute('href', `/dashboard/knowledge?article=${articleId}`);
  await expect(answer.getByText(/^Confidence: (High|Medium) \(\d+%\)$/)).toBeVisible();

  // The citation opens the article.
  await citation.click();
  await expect(page).toHaveURL((url) => url.searchParams.get('article') === articleId);
  await expect(page.getByRole('dialog', { name: TITLE })).toContainText('fresh scoring blade', {
    timeout: 20_000,
  });
});
