import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject, onTestFailed } from 'vitest';

export const baseURL = () => inject('baseURL');

let browser: Browser | null = null;

/** Debian's Chromium, headless, with background networking off (the machine has no internet). */
export async function launch(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  return browser;
}

export async function closeBrowser() {
  await browser?.close();
  browser = null;
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
  const b = await launch();
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
