/**
 * Two tabs of the embedded build share one database (DESIGN section 2: PGliteWorker elects one tab
 * as the leader that runs Postgres; the others send it their queries). A change saved in one tab is
 * read in the other, and when the leader's tab closes the other tab takes over without losing data.
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import { DEMO_PASSWORD, navigate, signIn } from './support/session';

test.describe.configure({ mode: 'serial', timeout: 480_000 });

let context: BrowserContext;

test.beforeAll(async ({ browser }, testInfo) => {
  context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
});

test.afterAll(async () => {
  await context.close();
});

test('a profile saved in one tab is read in the other, and the survivor keeps working after the leader closes', async () => {
  const first = await context.newPage();
  await first.goto('/auth/login');
  await signIn(first, 'asha.rao@fpw.in', DEMO_PASSWORD, { timeout: 280_000 });

  // The second tab opens the profile page directly: same origin, same stored sign-in, same database.
  const second = await context.newPage();
  await second.goto('/dashboard/personal');
  await expect(second.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible({
    timeout: 60_000,
  });
  const form = second.getByRole('form', { name: 'My details' });
  await expect(form.getByRole('textbox', { name: /Name/ })).toHaveValue('Asha Rao', { timeout: 60_000 });
  const phone = `+91 98765 ${String(Date.now()).slice(-5)}`;
  await form.getByRole('textbox', { name: 'Phone' }).fill(phone);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(second.getByText('Your details are saved')).toBeVisible({ timeout: 30_000 });

  // The first tab reads what the second wrote.
  await navigate(first, '/dashboard/personal');
  await expect(
    first.getByRole('form', { name: 'My details' }).getByRole('textbox', { name: 'Phone' }),
  ).toHaveValue(phone, { timeout: 60_000 });

  // Close the first tab (whichever tab leads, the other must carry on with the same data).
  await first.close();
  await second.reload();
  await expect(
    second.getByRole('form', { name: 'My details' }).getByRole('textbox', { name: 'Phone' }),
  ).toHaveValue(phone, { timeout: 120_000 });
  await navigate(second, '/dashboard/adonai-users');
  await expect(second.getByRole('heading', { level: 1, name: 'Subscriber list' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(second.getByRole('table', { name: 'Subscribers' }).getByRole('row').nth(1)).toBeVisible({
    timeout: 60_000,
  });
});
