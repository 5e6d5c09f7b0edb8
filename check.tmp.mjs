import { chromium } from 'playwright';
const BASE='http://127.0.0.1:4186';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
await page.goto(`${BASE}/auth/login`);
await page.getByLabel('Email', { exact: true }).fill('asha.rao@fpw.in');
await page.getByLabel('Password', { exact: true }).fill('Panel@2026');
await page.getByRole('button', { name: 'Sign in', exact: true }).click();
await page.waitForURL((url) => url.pathname !== '/auth/login', { timeout: 180_000 });
const firstRow = page.getByRole('table', { name: 'Staff' }).getByRole('row').nth(1);
await page.goto(`${BASE}/dashboard/users`);
await firstRow.waitFor({ timeout: 120_000 });
for (let i=0;i<3;i++){
  await page.waitForTimeout(1000);
  const started = Date.now();
  await page.reload();
  await firstRow.waitFor({ timeout: 120_000 });
  const total = Date.now()-started;
  const now = await page.evaluate(()=>performance.now());
  const res = await page.evaluate(()=>performance.getEntriesByType('resource').map(e=>[e.name.replace(location.origin,'').replace('/assets/',''), Math.round(e.startTime), Math.round(e.responseEnd)]));
  const nav = await page.evaluate(()=>{const n=performance.getEntriesByType('navigation')[0]; return [Math.round(n.responseEnd), Math.round(n.domContentLoadedEventEnd), Math.round(n.loadEventEnd)]});
  const fcp = await page.evaluate(()=>performance.getEntriesByType('paint').map(p=>p.name+':'+Math.round(p.startTime)).join(' '));
  console.log('run', i, 'total', total, 'rows at ~', Math.round(now), 'nav', nav, fcp);
  if (i===2) for (const r of res) console.log('   ', r.join(' '));
}
await browser.close();
