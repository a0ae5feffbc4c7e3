/**
 * npm run bench:first-layout [-- --pages /,/product --runs 3 --url http://host:port]
 * The main-thread Layout time before the first contentful paint, in a fresh browser (cold: the
 * renderer loads the CJK fonts during that layout) and on later visits in the same browser (warm),
 * from a Chrome trace at a 412 px phone width. Explains the gap between the observed first paint
 * and Lighthouse's simulated FCP (docs/performance.md).
 */
import { chromium, type Browser } from 'playwright-core';
import { arg, startSite } from './support.js';

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

const PAGES = (arg('pages') ?? '/').split(',');
const RUNS = Math.max(1, Number(arg('runs', '3')));
const external = arg('url');
const site = external ? null : await startSite();
const base = external ?? site!.url;

async function visit(browser: Browser, url: string) {
  const context = browser.contexts()[0] ?? (await browser.newContext({ viewport: { width: 412, height: 823 } }));
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(300);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const fcpMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
  await page.close();
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return { fcpMs: Math.round(fcpMs), layoutMs: NaN };
  const layout = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ts < fcp.ts && e.name === 'Layout').reduce((n, e) => n + (e.dur ?? 0), 0);
  return { fcpMs: Math.round(fcpMs), layoutMs: Math.round(layout / 1000) };
}

const rows: Record<string, string | number>[] = [];
try {
  for (const path of PAGES) {
    for (let run = 0; run < RUNS; run += 1) {
      const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
      try {
        await browser.newContext({ viewport: { width: 412, height: 823 } });
        const cold = await visit(browser, base + path);
        const warm = await visit(browser, `${base}${path}${path.includes('?') ? '&' : '?'}warm=1`);
        rows.push({ page: path, run: run + 1, coldFcpMs: cold.fcpMs, coldLayoutMs: cold.layoutMs, warmFcpMs: warm.fcpMs, warmLayoutMs: warm.layoutMs });
      } finally {
        await browser.close();
      }
    }
  }
} finally {
  await site?.stop();
}
console.table(rows);
console.log(JSON.stringify({ date: new Date().toISOString(), rows }));
