/**
 * Where an in-app click's time goes (issue 21): signs in as a sales executive, then clicks each
 * business list in the sidebar and prints a timeline of requests and the moment its rows show.
 * Run after `npm run build` with the build served (BENCH_PORT, default 4185):
 *   node --experimental-strip-types scripts/profile-in-app.ts [idle ms before the first click]
 */
import { freshContext, launchBrowser, signIn } from './bench-ux/measure.ts';
import { BUSINESS_LISTS, waitForRows } from './bench-ux/business-lists.ts';

const idle = Number(process.argv[2] ?? '0');
const browser = await launchBrowser();
const context = await freshContext(browser);
const page = await context.newPage();
await signIn(page);
await page.locator('h1').first().waitFor();
await page.waitForTimeout(idle);
const menu = page.getByRole('navigation', { name: 'Main menu' });
for (const round of ['first', 'again']) {
  for (const list of BUSINESS_LISTS) {
    const link = menu.getByRole('link', { name: list.table, exact: true }).first();
    if (!(await link.isVisible()))
      await menu.getByRole('button', { name: list.section, exact: true }).first().click();
    const log: string[] = [];
    const t0 = Date.now();
    const at = () => `${String(Date.now() - t0).padStart(5)} ms`;
    const onRequest = (r: { url(): string }) =>
      log.push(`${at()} req  ${new URL(r.url()).pathname.slice(0, 90)}`);
    const onDone = (r: { url(): string }) =>
      log.push(`${at()} done ${new URL(r.url()).pathname.slice(0, 90)}`);
    page.on('request', onRequest);
    page.on('requestfinished', onDone);
    await link.click();
    log.push(`${at()} clicked`);
    await page.waitForURL((url) => url.pathname === list.path);
    log.push(`${at()} url`);
    await page
      .locator('h1')
      .filter({ hasText: list.table })
      .first()
      .waitFor()
      .catch(() => undefined);
    log.push(`${at()} heading`);
    await waitForRows(page, list.table, 30_000);
    log.push(`${at()} ROWS`);
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    console.log(`--- ${round} ${list.path}: ${Date.now() - t0} ms`);
    if (round === 'first') console.log(log.filter((l) => !l.includes('done')).join('\n'));
  }
}
await context.close();
await browser.close();
