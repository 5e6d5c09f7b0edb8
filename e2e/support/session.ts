/**
 * What the journeys on the embedded build do between their own steps: move within the app without a
 * reload (the embedded database keeps running), sign in as a demo account, sign out. The one copy:
 * every spec on the embedded build uses these rather than its own.
 */
import { expect, test, type Page } from '@playwright/test';

/** Every demo account's password (the embedded seed). */
export const DEMO_PASSWORD = 'Panel@2026';

/** Goes to a path as a link click would: the router handles it, nothing reloads. */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

export interface SignInOptions {
  /**
   * How long to wait for the outcome (180 s by default): the first sign-in on a page waits for the
   * embedded database to start in its worker, so a spec sizes this against its own test timeout.
   */
  timeout?: number;
}

/** Signs in on the sign-in page; fails with the page's reason when the sign-in is refused. */
export async function signIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  { timeout = 180_000 }: SignInOptions = {},
): Promise<void> {
  // The wait for the database is the sign-in's own, on top of whatever the caller has to do: a
  // `beforeAll` hook otherwise keeps the configuration's 30 s, which a busy CI machine outlasted.
  const info = test.info();
  info.setTimeout(info.timeout + timeout);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  // A toast of an earlier sign-in on the same page may still be showing (the serial specs sign in
  // again within its few seconds): mark those, and read only the outcome this click brings.
  const outcomes = page.getByText(/^(Signed in|Sign-in failed)$/);
  await outcomes.evaluateAll((earlier) => {
    for (const toast of earlier) toast.setAttribute('data-e2e-earlier', '');
  });
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const outcome = outcomes.and(page.locator(':not([data-e2e-earlier])'));
  await expect(outcome).toBeVisible({ timeout });
  if ((await outcome.innerText()) !== 'Signed in') {
    throw new Error(`sign-in as ${email} failed: ${await outcome.locator('..').innerText()}`);
  }
  await expect(page).toHaveURL((url) => url.pathname !== '/auth/login');
}

/** Signs out through the account menu and lands on the sign-in page. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // Signing out drops the kept rows and the session first: on a busy machine that takes seconds.
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login', { timeout: 20_000 });
}
