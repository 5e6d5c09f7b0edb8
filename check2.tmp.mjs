import { chromium } from 'playwright';
const BASE='http://127.0.0.1:4186';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext();
await context.addInitScript(() => {
  window.__steps = [];
  const c = new BroadcastChannel('fpw-embedded-start');
  c.onmessage = (e) => window.__steps.push([Math.round(performance.now()), JSON.stringify(e.data).slice(0,80)]);
});
const page = await context.newPage(); page.on('console', m => { if (m.text().startsWith('T ')) console.log('   ' + m.text()); });
await page.goto(`${BASE}/auth/login`);
await page.getByLabel('Email', { exact: true }).fill('asha.rao@fpw.in');
await page.getByLabel('Password', { exact: true }).fill('Panel@2026');
let t = Date.now();
await page.getByRole('button', { name: 'Sign in', exact: true }).click();
await page.waitForURL((url) => url.pathname !== '/auth/login', { timeout: 180_000 });
console.log('first sign-in', Date.now()-t);
console.log((await page.evaluate(()=>window.__steps)).map(s=>s.join(' ')).join('\n'));
const firstRow = page.getByRole("table", { name: process.env.T ?? "Subscribers" }).getByRole('row').nth(1);
await page.goto(`${BASE}${process.env.P ?? "/dashboard/adonai-users"}`); await context.addInitScript(() => { const o = new MutationObserver(() => { if (document.querySelector("table tbody tr td") && !window.__rowsAt) window.__rowsAt = performance.now(); }); document.addEventListener("DOMContentLoaded", () => o.observe(document.body, {subtree: true, childList: true})); });
await firstRow.waitFor({ timeout: 120_000 });
for (let i=0;i<2;i++){
  await page.waitForTimeout(1500);
  t = Date.now();
  await page.reload();
  await firstRow.waitFor({ timeout: 120_000 });
  console.log('reload', Date.now()-t, 'rows at', Math.round(await page.evaluate(()=>performance.now())));
  console.log((await page.evaluate(()=>window.__steps)).map(s=>s.join(' ')).join('\n'));
  const res = await page.evaluate(()=>performance.getEntriesByType('resource').filter(e=>/worker|wasm|data|sql|pglite/.test(e.name)).map(e=>[e.name.replace(location.origin,'').replace('/assets/',''), Math.round(e.startTime), Math.round(e.responseEnd)]));
  for (const r of res) console.log('   ', r.join(' '));
}
await browser.close();
