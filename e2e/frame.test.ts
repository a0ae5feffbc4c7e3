import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, closeBrowser, newPage, waitHydrated } from './support/browser';
import { loginThroughPage, pageWithCookies, uniquePhone, type Cookies } from './support/login';

afterAll(closeBrowser);

/** The longest nickname a member can choose (16 characters). */
const LONG_NAME = '上海火锅连锁品牌拓展部门负责人王';

/** The rows the header's items stand in: items whose boxes overlap vertically share a row. */
async function headerRows(page: Page) {
  return page.evaluate(() => {
    const inner = document.querySelector('.shp-header-inner')!;
    const boxes = Array.from(inner.children)
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .sort((a, b) => a.top - b.top);
    const rows: { top: number; bottom: number }[] = [];
    for (const r of boxes) {
      const row = rows.find((x) => r.top < x.bottom && r.bottom > x.top);
      if (row) row.bottom = Math.max(row.bottom, r.bottom);
      else rows.push({ top: r.top, bottom: r.bottom });
    }
    // What took the room, for a failure's message.
    const widths = Array.from(
      inner.querySelectorAll('.shp-logo, .shp-header-home, .shp-header-nav, .shp-header-slots, .shp-header-slots > *, .shp-user-menu > *'),
    ).map((el) => `${el.className}:${Math.round(el.getBoundingClientRect().width)}`);
    return {
      rows: rows.length,
      height: inner.getBoundingClientRect().height,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      widths: widths.join(' '),
    };
  });
}

describe('the frame fits', () => {
  let cookies: Cookies;
  beforeAll(async () => {
    cookies = await loginThroughPage('/personalCenter', uniquePhone('132'));
    const token = decodeURIComponent(cookies.find((c) => c.name === 'shp_session')!.value);
    const res = await fetch(`${baseURL()}/api/foreground/auth/user/update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'member-token': token },
      body: JSON.stringify({ channelCode: 'ch_web', data: { nickName: LONG_NAME } }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(10000);
  }, 60_000);

  async function memberPage(path: string, width: number) {
    const mobile = width < 800;
    const p = await newPage({ mobile, width });
    await p.context.addInitScript(() => localStorage.setItem('isNovice', '1'));
    await p.context.addCookies(cookies);
    await p.page.goto(path);
    await waitHydrated(p.page);
    // The avatar menu is there once the session is read; the greeting after autoLogin refreshed it.
    await p.page.getByTestId('vip-label').waitFor();
    return p;
  }

  for (const path of ['/', '/product']) {
    it(`keeps a member's header to one row at 1440 px, the longest greeting whole (${path})`, async () => {
      const { page, context, errors } = await memberPage(path, 1440);
      const greeting = page.getByTestId('user-greeting');
      await expect.poll(() => greeting.textContent()).toBe(`您好，${LONG_NAME}`);
      const { rows, height, widths } = await headerRows(page);
      expect(rows, widths).toBe(1);
      expect(height).toBeLessThanOrEqual(64);
      // Not cut: the greeting's text fits its box.
      expect(await greeting.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const width of [390, 320]) {
    it(`keeps a member's header to two rows at ${width} px, nothing past the edge, the nav's more shown`, async () => {
      const { page, context, errors } = await memberPage('/product', width);
      const { rows, height, overflow, widths } = await headerRows(page);
      expect(rows, widths).toBeLessThanOrEqual(2);
      expect(height).toBeLessThanOrEqual(96);
      expect(overflow).toBeLessThanOrEqual(0);
      // The nav scrolls sideways: its far edge fades until it is scrolled to the end.
      const nav = page.locator('.shp-header-nav');
      await expect.poll(() => nav.getAttribute('data-more')).toBe('end');
      await nav.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect.poll(() => nav.getAttribute('data-more')).toBe('start');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('tells a visitor sent to /login which feature asked (登录后使用智能选址)', async () => {
    const { page, context, errors } = await newPage();
    await page.goto('/shopRecommended');
    expect(page.url()).toContain('/login?redirect=');
    await waitHydrated(page);
    await page.getByText('登录后使用智能选址').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the left lead panel on a first visit only after the guide is done', async () => {
    const { page, context, errors } = await newPage({ width: 1440 });
    await page.goto('/');
    await waitHydrated(page);
    await page.locator('.shp-guide').waitFor();
    const panel = page.locator('.shp-left-panel');
    expect(await panel.getAttribute('data-open')).toBe('0');
    await page.getByRole('button', { name: '跳过' }).click();
    await expect.poll(() => panel.getAttribute('data-open')).toBe('1');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fades the edge of the personal centre tabs on a phone, where there are more', async () => {
    const { page, context, errors } = await pageWithCookies(cookies, '/personalCenter', { mobile: true });
    const tabs = page.locator('.pc-tabs');
    await expect.poll(() => tabs.getAttribute('data-more')).toBe('end');
    expect(errors).toEqual([]);
    await context.close();
  });
});
