import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, closeBrowser, newPage, waitHydrated, type TrackedPage } from './support/browser';
import { loginThroughPage, pageWithCookies, uniquePhone } from './support/login';

afterAll(closeBrowser);

/**
 * The rules Lighthouse's accessibility audit failed us on (color-contrast, heading-order) and a few
 * WCAG A/AA rules the public pages pass, so a regression in any of them shows here first.
 */
const RULES = [
  'color-contrast',
  'heading-order',
  'image-alt',
  'link-name',
  'button-name',
  'document-title',
  'html-has-lang',
  'html-lang-valid',
  'label',
  'list',
  'listitem',
  'aria-valid-attr',
  'aria-valid-attr-value',
  'duplicate-id-aria',
];

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string; html: string }[];
}

/** Runs axe-core on the page as it stands: per failing rule, its first few elements and why they fail. */
async function violations(page: Page): Promise<string[]> {
  // Evaluated rather than added as a <script>: the page's CSP would refuse an inline script.
  await page.evaluate(axeSource);
  const found = await page.evaluate(
    async (values) =>
      (
        await (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: AxeViolation[] }> } }).axe.run(document, {
          runOnly: { type: 'rule', values },
          resultTypes: ['violations'],
        })
      ).violations,
    RULES,
  );
  return found.map((v) => {
    const shown = v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')} — ${n.html.slice(0, 120)}`);
    const more = v.nodes.length > shown.length ? [`    …and ${v.nodes.length - shown.length} more`] : [];
    return [`${v.id} (${v.help}), ${v.nodes.length} element(s):`, ...shown, ...more].join('\n');
  });
}

/** The requests each page has sent and not yet seen answered (or failed). */
const inFlight = new WeakMap<Page, Set<object>>();
function pending(page: Page) {
  let open = inFlight.get(page);
  if (!open) {
    const set = new Set<object>();
    page.on('request', (r) => set.add(r));
    page.on('requestfinished', (r) => set.delete(r));
    page.on('requestfailed', (r) => set.delete(r));
    inFlight.set(page, set);
    open = set;
  }
  return open;
}

/** Opens a page and waits until it is hydrated, its data calls have settled and nothing is moving. */
async function openQuiet(page: Page, path: string) {
  const open = pending(page);
  await page.goto(path);
  await waitHydrated(page);
  await expect.poll(() => open.size, { interval: 50 }).toBe(0);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .ant-skeleton, .ant-spin-spinning'));
  // antd's wave and fade-in transitions would otherwise be measured half-way: every finite CSS
  // animation or transition running once the next frames are drawn is waited out.
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame);
    const moving = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(moving.map((a) => a.finished.catch(() => {})));
  });
  await expect.poll(() => open.size, { interval: 50 }).toBe(0);
}

/** The franchise detail page of a brand the seed made a franchisor (the list links to it). */
async function franchiseDetailPath() {
  const html = await (await fetch(`${baseURL()}/franchiseBrands?titleCode=2`)).text();
  const id = /joinbrandDetail\?id=(\d+)/.exec(html)?.[1];
  if (!id) throw new Error('no franchise brand linked from /franchiseBrands?titleCode=2');
  return `/joinbrandDetail?id=${id}`;
}

const PAGES = [
  '/',
  '/product',
  '/findShopList?tabcheck=1',
  '/findShopList?tabcheck=2&titleCode=1',
  '/spaceList',
  '/consIndex',
  '/brandStory',
  '/consultant',
  '/cooperAtions?tabcheck=0',
  '/merchantService',
  '/dianpuzhuangxiu',
  '/shanghubaoxian',
  '/shanghuzhaopin',
  '/renshidaili',
  '/case',
  '/hotInvestment',
  '/franchiseBrands',
  '/franchiseBrands?titleCode=2',
  '/cloudIndex',
  '/visitChamberCommerce',
  '/aboutUs?tabcheck=0',
  '/citySCreen',
  '/privacy',
  '/serviceAgreement',
  '/shopDetail?id=1',
  '/productDetail?id=1',
  '/BrandDetail?id=1',
  '/spaceDetail?id=1',
  '/consDetails?id=1',
  '/consultantDetail?id=1',
  '/joinbrandDetail',
];

const VIEWPORTS = [
  { name: 'phone (412 px)', mobile: true, width: 412 },
  { name: 'desktop', mobile: false, width: 1280 },
];

describe(`public pages pass axe-core at ${VIEWPORTS.map((v) => v.name).join(' and ')}`, () => {
  const tabs: TrackedPage[] = [];

  beforeAll(async () => {
    for (const viewport of VIEWPORTS) {
      const tab = await newPage({ mobile: viewport.mobile, width: viewport.width });
      // The first-visit guide covers the home page; it is not what is measured here.
      await tab.context.addInitScript(() => localStorage.setItem('isNovice', '1'));
      tabs.push(tab);
    }
  });
  afterAll(() => Promise.all(tabs.map((t) => t.context.close())));

  // One tab per width, both measured side by side: each waits on the server, its scripts and its
  // animations in turn, so one tab's waits are the other's working time.
  it.each(PAGES)('%s', async (path) => {
    const target = path === '/joinbrandDetail' ? await franchiseDetailPath() : path;
    const found = await Promise.all(
      tabs.map(async ({ page }, i) => {
        await openQuiet(page, target);
        return (await violations(page)).map((v) => `at ${VIEWPORTS[i].name}: ${v}`);
      }),
    );
    expect(found.flat(), `axe-core violations on ${path}:\n${found.flat().join('\n')}`).toEqual([]);
  });
});

describe('the frame with its pop-ups open passes axe-core', () => {
  // Pop-ups are hidden while the pages above are measured, so their own markup went unchecked.
  const OPEN_RULES = [...RULES, 'aria-required-children', 'aria-required-parent', 'landmark-no-duplicate-banner', 'landmark-unique'];

  async function openViolations(page: Page): Promise<string[]> {
    await page.evaluate(axeSource);
    const found = await page.evaluate(
      async (values) =>
        (
          await (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: AxeViolation[] }> } }).axe.run(document, {
            runOnly: { type: 'rule', values },
            resultTypes: ['violations'],
          })
        ).violations,
      OPEN_RULES,
    );
    return found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }

  it('download/follow menu, city menu and the consultation panel', async () => {
    const { page, context } = await newPage();
    await context.addInitScript(() => localStorage.setItem('isNovice', '1'));
    await openQuiet(page, '/product');
    const found: string[] = [];
    await page.locator('.shp-qr-menu').focus();
    await page.getByRole('group', { name: '下载与关注' }).waitFor();
    found.push(...(await openViolations(page)));
    await page.getByRole('button', { name: '北京' }).first().click();
    await page.getByRole('menu', { name: '切换城市' }).waitFor();
    found.push(...(await openViolations(page)));
    await page.getByRole('navigation', { name: '快捷服务' }).getByRole('button', { name: '预约咨询' }).click();
    await page.getByRole('dialog', { name: '预约咨询' }).getByLabel('品牌名称').waitFor();
    found.push(...(await openViolations(page)));
    expect(found).toEqual([]);
    await context.close();
  });
});

describe('pop-ups shown on hover or focus', () => {
  it('are dismissed by Escape while focus stays on their trigger (WCAG 1.4.13)', async () => {
    const { page, context } = await newPage();
    await context.addInitScript(() => localStorage.setItem('isNovice', '1'));
    await openQuiet(page, '/product');
    const cases = [
      { trigger: page.locator('.shp-city-current'), popup: page.getByRole('menu', { name: '切换城市' }) },
      { trigger: page.locator('.shp-qr-menu'), popup: page.getByRole('group', { name: '下载与关注' }) },
      { trigger: page.getByRole('banner').getByRole('link', { name: /商家中心/ }), popup: page.getByRole('menu', { name: '商家中心菜单' }) },
      { trigger: page.locator('.shp-sidebar-hover').filter({ hasText: '客服电话' }), popup: page.locator('.shp-sidebar-pop').filter({ hasText: '客服热线' }) },
    ];
    for (const { trigger, popup } of cases) {
      await trigger.focus();
      await popup.waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'hidden', timeout: 2_000 });
      expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    }
    await context.close();
  });
});

describe("a member's personal-centre entry in the top bar", () => {
  it('is named by the words it shows, at 412 and 1280 px (WCAG 2.5.3)', async () => {
    const cookies = await loginThroughPage('/personalCenter', uniquePhone('137'));
    for (const mobile of [true, false]) {
      const { page, context } = await pageWithCookies(cookies, '/product', { mobile });
      const entry = page.getByRole('banner').locator('.shp-user-centre');
      await entry.getByTestId('vip-label').waitFor();
      expect(await entry.getAttribute('aria-label')).toBeNull();
      // On a phone the words 个人中心 are off screen but still part of the name.
      await page
        .getByRole('banner')
        .getByRole('link', { name: /^个人中心\s?尚未成为VIP$/ })
        .waitFor();
      await context.close();
    }
  });
});

describe('the messages entry in the top bar', () => {
  it('holds the words it shows in its name, with 3 and with 99+ unread (WCAG 2.5.3)', async () => {
    const cookies = await loginThroughPage('/personalCenter', uniquePhone('135'));
    for (const totalMsgCnt of [3, 150]) {
      const { page, context } = await pageWithCookies(cookies, '/aboutUs');
      await page.route('**/messageCenter/unreadCnt', (r) =>
        r.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({ code: 10000, msg: '成功', data: { totalMsgCnt, serviceCnt: totalMsgCnt, feedbackCnt: 0 } }),
        }),
      );
      await page.reload();
      await waitHydrated(page);
      await page.getByTestId('message-entry').locator('.shp-badge').waitFor();
      await page.evaluate(axeSource);
      // An experimental axe rule: it runs only when named.
      const result = await page.evaluate(
        async () =>
          await (
            window as unknown as {
              axe: { run: (ctx: object, o: object) => Promise<Record<'violations' | 'passes' | 'incomplete', { id: string; nodes: unknown[] }[]>> };
            }
          ).axe.run({ include: [['[data-testid="message-entry"]']] }, { runOnly: { type: 'rule', values: ['label-content-name-mismatch'] } }),
      );
      const nodes = (kind: 'violations' | 'passes' | 'incomplete') => result[kind].flatMap((r) => r.nodes).length;
      expect({ violations: nodes('violations'), incomplete: nodes('incomplete'), passes: nodes('passes') }, `${totalMsgCnt} unread`).toEqual({
        violations: 0,
        incomplete: 0,
        passes: 1,
      });
      await context.close();
    }
  });
});
