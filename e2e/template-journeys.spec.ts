/**
 * Template app journeys against the production build (embedded): buying from the shop end to end, and
 * sending mail. Both start from the demo content and check that what the user did survives a reload.
 */
import { expect, test, type Page } from '@playwright/test';

async function freshDemo(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => {
    for (const key of Object.keys(window.localStorage))
      if (key.startsWith('fpw.demo.')) window.localStorage.removeItem(key);
  });
  await page.reload();
}

test('cart to checkout: add, change quantity, refuse a bad PIN code, place the order', async ({ page }) => {
  // Four pages and a first visit to the build: slow on a shared two-core machine.
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await freshDemo(page, '/pages/ecommerce/productslist');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

  await page.getByLabel('Category').selectOption('Storage');
  await page.getByRole('button', { name: 'Add to cart: Shoe rack with seat' }).click();
  await expect(page.getByRole('link', { name: 'Cart 4 items' })).toBeVisible();
  await page.getByRole('link', { name: 'Cart 4 items' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  const total = page.getByTestId('summary-total');
  // 2 study tables, a TV unit and a shoe rack: ₹75,200 + 18 % GST.
  await expect(total).toHaveText('₹88,736');
  await page.getByRole('button', { name: 'Increase quantity of Shoe rack with seat' }).click();
  await expect(total).toHaveText('₹1,00,300');
  await page.getByLabel('Coupon code').fill('FPW10');
  await page.getByRole('button', { name: 'Apply' }).click();
  // 10 % off ₹85,000 = ₹8,500; ₹76,500 + GST.
  await expect(total).toHaveText('₹90,270');

  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel(/Full name/).fill('Ananya Iyer');
  await page.getByLabel(/Mobile number/).fill('9845012345');
  await page.getByLabel(/Email/).fill('ananya.iyer@example.in');
  await page.getByLabel(/Flat, house and street/).fill('Flat 4B, Prestige Lakeside, Varthur Road');
  await page.getByLabel(/City/).fill('Bengaluru');
  await page.getByLabel(/State/).selectOption('Karnataka');
  await page.getByLabel(/PIN code/).fill('56008');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Enter a 6-digit PIN code that does not start with 0')).toBeVisible();
  await expect(page).toHaveURL(/\/pages\/ecommerce\/checkout$/);

  await page.getByLabel(/PIN code/).fill('560087');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'SO-2026-2412' })).toBeVisible();
  await expect(page.getByTestId('summary-total')).toHaveText('₹90,270');

  // The order and the empty cart survive a reload.
  await page.goto('/pages/ecommerce/orders');
  await expect(page.getByRole('link', { name: 'SO-2026-2412' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart 0 items' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('mail compose: a bad address is refused, the message is sent and stays in Sent', async ({ page }) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await freshDemo(page, '/pages/email/mailapp');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();

  await page.getByRole('button', { name: 'Compose' }).click();
  const dialog = page.getByRole('dialog', { name: 'New message' });
  await dialog.getByLabel(/^To/).fill('rohit.m@example.in, site-team');
  await dialog.getByLabel(/Subject/).fill('Installer names for Saturday');
  await dialog.getByLabel(/Message/).press('Control+Home');
  await dialog.getByLabel(/Message/).pressSequentially('Installers: Suresh and Imran.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('site-team is not a valid email address')).toBeVisible();

  await dialog.getByLabel(/^To/).fill('rohit.m@example.in, site-team@fpw.in');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await page.getByRole('navigation', { name: 'Mail folders' }).getByRole('button', { name: /^Sent/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent:' })).toHaveText('Sent: 2 messages');
  await page.getByRole('button', { name: /^To: rohit.m@example.in/ }).click();
  const reader = page.getByRole('article', { name: 'Installer names for Saturday' });
  await expect(reader.getByText('To rohit.m@example.in, site-team@fpw.in', { exact: false })).toBeVisible();
  await expect(reader.getByText(/Installers: Suresh and Imran\./)).toBeVisible();
  expect(errors).toEqual([]);
});

test('blog: a post written with the editor is published, listed and read back after a reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await freshDemo(page, '/pages/blog/blog');
  await page.getByRole('link', { name: 'Write a post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create blog post' })).toBeVisible();

  const form = page.getByRole('form', { name: 'New post' });
  await form.getByLabel(/^Title/).fill('Soft-close hinges: worth it?');
  await form.getByLabel(/^Summary/).fill('What they cost per shutter and why we fit them by default.');
  await form.getByLabel(/^Author/).fill('Imran Khan');
  await form.getByLabel(/^Tags/).fill('Hardware, Kitchens');
  const editor = form.getByRole('textbox', { name: 'Post' });
  await editor.click();
  await editor.pressSequentially('A soft-close hinge adds about ₹150 per shutter. ');
  await page.keyboard.press('Control+b');
  await editor.pressSequentially('Every kitchen');
  await page.keyboard.press('Control+b');
  await editor.pressSequentially(' we make has them.');

  // A reload straight after the last keystroke, before publishing, loses nothing: the draft comes back.
  await page.reload();
  await expect(form.getByLabel(/^Title/)).toHaveValue('Soft-close hinges: worth it?');
  await expect(editor).toContainText('we make has them.');

  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('“Soft-close hinges: worth it?” is published')).toBeVisible();
  await page.getByRole('link', { name: 'All posts' }).click();
  await page.getByRole('button', { name: 'Hardware' }).click();
  const posts = page.getByRole('list', { name: 'Posts' });
  await expect(posts.getByRole('heading', { level: 2 })).toHaveText(['Soft-close hinges: worth it?']);

  await posts.getByRole('link', { name: 'Soft-close hinges: worth it?' }).click();
  // The router changes the URL once the details page's code has loaded; reload only after that.
  await expect(page).toHaveURL(/\/pages\/blog\/blogdetails\?id=b-/);
  await page.reload();
  const article = page.getByRole('article');
  await expect(
    article.getByRole('heading', { level: 2, name: 'Soft-close hinges: worth it?' }),
  ).toBeVisible();
  await expect(article.locator('strong')).toHaveText('Every kitchen');
  expect(errors).toEqual([]);
});
