/**
 * What every bench:ux figure shares: the served build's address, the sign-in, the CPU throttle, the
 * largest contentful paint, the bytes fetched before a moment, and the one report format (a JSON line
 * per figure, the median of its runs).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { CHROMIUM_LAUNCH } from '../chromium.ts';

export const root = join(import.meta.dirname, '..', '..');
export const dist = join(root, 'dist');
export const PORT = Number(process.env['BENCH_PORT'] ?? 4185);
export const BASE = `http://127.0.0.1:${PORT}`;
export const RUNS = Math.max(3, Number(process.env['RUNS'] ?? 3));
export const PASSWORD = 'Panel@2026';
export const SALES = 'asha.rao@fpw.in';

export interface Figure {
  figure: string;
  unit: 'ms' | 'KB';
  target: number;
  cpuSlowdown: number;
  runs: number[];
  median: number;
  note?: string;
}

export const figures: Figure[] = [];

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}

export function report(figure: Omit<Figure, 'median'>): void {
  const entry: Figure = { ...figure, median: median(figure.runs) };
  figures.push(entry);
  console.log(JSON.stringify(entry));
}

export async function waitForServer(): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${BASE}/auth/login`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`vite preview did not answer on ${BASE}`);
}

export async function throttle(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

export async function signIn(page: Page, email = SALES): Promise<void> {
  await page.goto(`${BASE}/auth/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/auth/login', { timeout: 180_000 });
}

/** Largest contentful paint of the current page (ms from navigation start). */
export async function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = 0;
        let settle: number | undefined;
        // LCP settles once the page has painted something and then 1.5 s pass without a larger paint
        // (a page whose content waits for lazy chunks may paint its first content well after `load`).
        const settleLater = () => {
          window.clearTimeout(settle);
          settle = window.setTimeout(() => resolve(Math.round(last)), 1500);
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry.startTime;
          settleLater();
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // Nothing painted in 15 s: report 0 (the run is dropped).
        window.setTimeout(() => resolve(Math.round(last)), 15_000);
      }),
  );
}

const gzipCache = new Map<string, number>();
/** gzip size of a built file, as a compressing server would send it. */
export function gzipBytes(pathname: string): number {
  const cached = gzipCache.get(pathname);
  if (cached !== undefined) return cached;
  const file = join(dist, decodeURIComponent(pathname));
  const size = existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
  gzipCache.set(pathname, size);
  return size;
}

/** JavaScript fetched before a moment (ms from navigation start), in gzip KB. */
export async function scriptKbBefore(page: Page, before: number): Promise<number> {
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => ({ name: entry.name, end: (entry as PerformanceResourceTiming).responseEnd })),
  );
  const bytes = entries
    .filter((entry) => entry.end <= before && new URL(entry.name).pathname.endsWith('.js'))
    .reduce((sum, entry) => sum + gzipBytes(new URL(entry.name).pathname), 0);
  return Math.round(bytes / 102.4) / 10;
}

/** Debian's Chromium, launched as every browser layer launches it (scripts/chromium.ts). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}

export async function freshContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 800 } });
}

/** Bytes of the database (its worker, the SQL files, WebAssembly and data) fetched before a moment, gzip KB. */
export async function databaseKbBefore(page: Page, before: number): Promise<number> {
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => ({ name: entry.name, end: (entry as PerformanceResourceTiming).responseEnd })),
  );
  const bytes = entries
    .filter(
      (entry) =>
        entry.end <= before &&
        /(pg\.worker|sql-scripts|pglite|embedded-database|\.wasm$|\.data$|\/embedded\/)/.test(
          new URL(entry.name).pathname,
        ),
    )
    .reduce((sum, entry) => sum + gzipBytes(new URL(entry.name).pathname), 0);
  return Math.round(bytes / 102.4) / 10;
}
