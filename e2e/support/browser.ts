import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject, onTestFailed } from 'vitest';

/** This worker's own site (support/global-setup.ts starts one per worker, each on its own database). */
export const baseURL = () => {
  const sites = inject('siteURLs');
  return sites[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % sites.length];
};

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Debian's Chromium, headless, background networking off (the machine has no internet), in two
 * forms (decision 077). Desktop pages run in its headless shell: the same Blink and V8 build
 * without the desktop browser around them, at under half the CPU for each new context and page.
 * Phone pages run in the full browser, whose touch emulation taps as a phone does (in the shell a
 * tap on a control that shows a panel on hover is taken as a hover first, unlike a phone).
 */
const SHELL = '/usr/bin/chromium-headless-shell';
const browsers = new Map<'shell' | 'full', Promise<Browser>>();

export function launch(kind: 'shell' | 'full' = 'shell'): Promise<Browser> {
  const path = process.env.CHROMIUM_PATH ?? (kind === 'shell' && fs.existsSync(SHELL) ? SHELL : '/usr/bin/chromium');
  let browser = browsers.get(kind);
  if (!browser) {
    browser = chromium.launch({ executablePath: path, args: ARGS });
    browsers.set(kind, browser);
  }
  return browser;
}

export async function closeBrowser() {
  const open = [...browsers.values()];
  browsers.clear();
  await Promise.all(open.map(async (b) => (await b).close()));
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/**
 * A fresh context (no cookies, no storage) and a page that records console errors; on the run's
 * site unless `site` names another (a test that starts a site of its own).
 */
export async function newPage(opts: { mobile?: boolean; width?: number; site?: string } = {}): Promise<TrackedPage> {
  const b = await launch(opts.mobile ? 'full' : 'shell');
  const context = await b.newContext({
    baseURL: opts.site ?? baseURL(),
    locale: 'zh-CN',
    viewport: opts.mobile ? { width: opts.width ?? 390, height: 844 } : { width: opts.width ?? 1280, height: 900 },
    isMobile: opts.mobile,
    hasTouch: opts.mobile,
  });
  // Under the 60 s test limit, so a step that never happens fails naming itself, not as a timeout.
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(25_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  reportOnFailure(page, errors);
  return { page, context, errors };
}

/** Waits until React has hydrated the page (the root sets data-hydrated on <html>). */
export async function waitHydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="1"]', { timeout: 15_000 });
}

/**
 * When the test fails (a timeout included), prints where the page was, its requests still
 * unanswered and its errors: a CI log is all there is to tell a hung call from a slow page.
 */
function reportOnFailure(page: Page, errors: string[]) {
  const pending = new Map<object, string>();
  page.on('request', (r) => pending.set(r, `${r.method()} ${r.url()} (${new Date().toISOString().slice(11, 23)})`));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  try {
    onTestFailed(async () => {
      if (page.isClosed()) return;
      const text = await page
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch((e: Error) => `(no text: ${e.message})`);
      console.error(
        [
          `page at failure: ${page.url()}`,
          `unanswered requests: ${[...pending.values()].join('; ') || 'none'}`,
          `errors: ${errors.join('; ') || 'none'}`,
          `text: ${text.replace(/\s+/g, ' ').slice(0, 600)}`,
        ].join('\n'),
      );
    });
  } catch {
    // Not inside a test (a hook made the page): nothing to report to.
  }
}
