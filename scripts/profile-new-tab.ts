/**
 * Where a new tab's time goes (issue 21): signs in as a sales executive in a fresh profile, closes that
 * tab, opens a list in a new tab and prints a timeline (requests, the database worker, its start-up
 * news on the BroadcastChannel, the moment the rows show), then loads it again and prints that time.
 * Run after `npm run build` with the build served: `BENCH_PORT=4173` beside `npm run preview` (default 4185).
 *   node --experimental-strip-types scripts/profile-new-tab.ts [/dashboard/leads] [Leads]
 */
import { BASE, freshContext, launchBrowser, signIn } from './bench-ux/measure.ts';
import { waitForRows } from './bench-ux/business-lists.ts';

const path = process.argv[2] ?? '/dashboard/leads';
const table = process.argv[3] ?? 'Leads';
const browser = await launchBrowser();
const context = await freshContext(browser);
const signInTab = await context.newPage();
await signIn(signInTab);
await signInTab.waitForTimeout(2500);
await signInTab.close();
for (const round of ['new tab', 'reload']) {
  const tab = await context.newPage();
  await tab.addInitScript(() => {
    const c = new BroadcastChannel('fpw-embedded-start');
    c.onmessage = (e) =>
      console.log('bc', Math.round(performance.now()), JSON.stringify(e.data).slice(0, 80));
  });
  const t0 = Date.now();
  const log: string[] = [];
  const at = () => `${String(Date.now() - t0).padStart(5)} ms`;
  tab.on('console', (m) => log.push(`${at()} console ${m.type()}: ${m.text().slice(0, 160)}`));
  tab.on('request', (r) => log.push(`${at()} req  ${new URL(r.url()).pathname.slice(0, 90)}`));
  tab.on('requestfinished', (r) => log.push(`${at()} done ${new URL(r.url()).pathname.slice(0, 90)}`));
  tab.on('worker', (w) => log.push(`${at()} worker ${new URL(w.url()).pathname}`));
  await tab.goto(`${BASE}${path}`);
  log.push(`${at()} goto resolved`);
  if (round === 'reload') {
    await tab.waitForTimeout(1500);
    const t1 = Date.now();
    await tab.reload();
    await waitForRows(tab, table);
    console.log(`reload rows: ${Date.now() - t1} ms`);
    await tab.close();
    continue;
  }
  await tab
    .locator('text=Checking your access')
    .first()
    .waitFor({ timeout: 1 })
    .then(() => log.push(`${at()} checking access shown`))
    .catch(() => undefined);
  await waitForRows(tab, table);
  log.push(`${at()} ROWS`);
  console.log(log.join('\n'));
  await tab.waitForTimeout(1500);
  await tab.close();
}
await context.close();
await browser.close();
