/**
 * npm run bench:hydration [-- --url http://host:port --pages /,/product] — how many React
 * components (fibers) each page hydrates, at 412 px in Debian Chromium, and how many commits follow
 * until the page is quiet (decision 022). Hydration work on a phone scales with the first figure;
 * unlike Lighthouse's blocking time it does not depend on the host, so it tells a change apart on
 * any machine.
 */
import { chromium } from 'playwright-core';
import { arg, startSite } from './support.js';

const PAGES = (arg('pages') ?? '/,/product,/findShopList,/shopDetail?id=1,/consIndex').split(',');
const external = arg('url');
const site = external ? null : await startSite();
const base = external ?? site!.url;

// A stand-in for React DevTools' hook: React reports every commit's root to it. Plain JS in a
// string: it runs in the page before any bundle.
const HOOK = `window.__shpCommits = [];
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true, renderers: new Map(),
  inject(r) { this.renderers.set(1, r); return 1; },
  onCommitFiberRoot(_id, root) { window.__shpCommits.push(root); },
  onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {},
};`;

// Counts the fibers of the first commit's tree: the hydration. Later commits reuse that tree.
const COUNT = `(() => {
  const root = window.__shpCommits[0] && window.__shpCommits[0].current;
  let total = 0;
  const stack = root ? [root] : [];
  while (stack.length) {
    const f = stack.pop();
    total += 1;
    if (f.sibling) stack.push(f.sibling);
    if (f.child) stack.push(f.child);
  }
  return { hydrated: total, commits: window.__shpCommits.length };
})()`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const rows: { page: string; hydrated: number; commits: number }[] = [];
try {
  for (const page of PAGES) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    await context.addInitScript({ content: HOOK });
    const tab = await context.newPage();
    await tab.goto(base + page, { waitUntil: 'networkidle' });
    await tab.waitForFunction(() => document.documentElement.dataset.hydrated === '1');
    // Commits that follow hydration (route discovery, media queries, idle work) within 2.5 s.
    await tab.waitForTimeout(2500);
    rows.push({ page, ...((await tab.evaluate(COUNT)) as { hydrated: number; commits: number }) });
    await context.close();
  }
} finally {
  await browser.close();
  await site?.stop();
}
console.table(rows);
console.log(JSON.stringify({ date: new Date().toISOString(), rows }));
