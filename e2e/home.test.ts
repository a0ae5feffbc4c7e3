import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BANNER_HEIGHTS, TOP_BAR_CITIES } from '@shp/contracts';
import { baseURL, closeBrowser, newPage, waitHydrated } from './support/browser';
import { loginThroughPage, uniquePhone, type Cookies } from './support/login';

afterAll(closeBrowser);

const api = async (path: string, data: unknown) =>
  (await (
    await fetch(`${baseURL()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channelCode: 'ch_web', data }),
    })
  ).json()) as {
    code: number | string;
    data: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of several shapes
  };

/** A page where the beginner guide was already seen, so it does not cover what a test clicks. */
async function seenGuidePage(opts: Parameters<typeof newPage>[0] = {}) {
  const p = await newPage(opts);
  await p.context.addInitScript(() => localStorage.setItem('isNovice', '1'));
  return p;
}

const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name);

/** The 'no region chosen' flag and the id of the region saved in local storage (decision 023). */
const savedRegion = (page: Page) =>
  page.evaluate(() => ({
    flag: localStorage.getItem('noRegionChosen'),
    id: (JSON.parse(localStorage.getItem('region') ?? 'null') as { id?: string } | null)?.id ?? null,
  }));

/** A phone (412 px) or laptop (1280 px) page, 600 px tall, to see where an anchor lands under the sticky top bar. */
async function shortPage(width: number) {
  const p = await seenGuidePage({ width, mobile: width < 768 });
  await p.page.setViewportSize({ width, height: 600 });
  return p;
}

/** Where the element `id` sits against the bottom of the sticky top bar, and how far the page scrolled. */
const againstTopBar = (page: Page, id: string) =>
  page.evaluate(
    (id) => ({
      top: document.getElementById(id)!.getBoundingClientRect().top,
      headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
      scrolled: window.scrollY,
    }),
    id,
  );

describe('home page', () => {
  it('is rendered on the server with banners, city card, featured malls, ranking, feeds and every entry', async () => {
    const html = await (await fetch(`${baseURL()}/`)).text();
    const featured = await api('/api/foreground/home/homeProjectList', { cityCode: '110000', limit: 8 });
    const ranking = await api('/api/foreground/home/projectInvestmentRankList', { limit: 10 });
    expect(html).toContain('data-testid="city-card-name">北京<');
    for (const h of BANNER_HEIGHTS) expect(html).toContain(`data-height="${h}"`);
    expect(html).toContain(featured.data.list[0].name);
    expect(html).toContain(ranking.data[0].name);
    for (const href of [
      '/product',
      '/findShopList?tabcheck=1',
      '/spaceList?tabcheck=2',
      '/cooperAtions?tabcheck=0',
      '/franchiseBrands',
      '/merchantService',
      '/consIndex',
      '/consultant',
      '/cloudIndex',
      '/visitChamberCommerce',
      '/personalCenter',
      '/aboutUs?tabcheck=0',
    ]) {
      expect(html).toContain(`href="${href.replace(/&/g, '&amp;')}"`);
    }
    // No home link on the home page, three server-generated QR codes in the top bar.
    expect(html).not.toContain('class="shp-header-home"');
    for (const k of ['mini-program', 'app', 'official-account']) expect(html).toContain(`/media/qr/${k}.svg`);
  });

  it('works at 390 px without horizontal scrolling or console errors', async () => {
    const { page, context, errors } = await seenGuidePage({ mobile: true });
    await page.goto('/');
    await waitHydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(
      page
        .getByRole('link', { name: /找商场/ })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a home link on other pages', async () => {
    const { page, context } = await seenGuidePage();
    await page.goto('/citySCreen');
    await expect(page.locator('.shp-header-home').isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe('beginner guide', () => {
  it('walks 5 steps on the first home visit, ends with 立即体验 and is not shown again', async () => {
    const { page, context, errors } = await newPage();
    await page.goto('/');
    await waitHydrated(page);
    const guide = page.getByRole('dialog', { name: '登录/注册' });
    await guide.waitFor();
    await expect(guide.getByText('1 / 5').isVisible()).resolves.toBe(true);
    const titles = ['登录/注册'];
    for (let i = 2; i <= 5; i++) {
      await page.locator('.shp-guide').getByRole('button', { name: '下一步' }).click();
      await page.locator('.shp-guide').getByText(`${i} / 5`).waitFor();
      titles.push((await page.locator('#shp-guide-title').textContent()) ?? '');
    }
    expect(titles).toEqual(['登录/注册', '搜索', '智能选址', '寻求合作', '商户服务 · 预约咨询']);
    await page.locator('.shp-guide').getByRole('button', { name: '上一步' }).click();
    await page.locator('.shp-guide').getByText('4 / 5').waitFor();
    await page.locator('.shp-guide').getByRole('button', { name: '下一步' }).click();
    expect(await page.locator('.shp-guide').getByRole('button', { name: '下一步' }).count()).toBe(0);
    await page.locator('.shp-guide').getByRole('button', { name: '立即体验' }).click();
    await page.locator('.shp-guide').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('isNovice'))).toBe('1');
    await page.reload();
    await waitHydrated(page);
    await page.waitForTimeout(300);
    expect(await page.locator('.shp-guide').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('can be skipped, which also stores the flag; other pages never show it', async () => {
    const { page, context } = await newPage();
    await page.goto('/citySCreen');
    await waitHydrated(page);
    await page.waitForTimeout(300);
    expect(await page.locator('.shp-guide').count()).toBe(0);
    await page.goto('/');
    await page.locator('.shp-guide').getByRole('button', { name: '跳过' }).click();
    await page.locator('.shp-guide').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('isNovice'))).toBe('1');
    await context.close();
  });
});

describe('city rules', () => {
  it('defaults to Beijing and stores the cityCode cookie for 180 days', async () => {
    const { page, context } = await seenGuidePage();
    await page.goto('/');
    await waitHydrated(page);
    await expect.poll(async () => (await cookie(page, 'cityCode'))?.value).toBe('110000');
    const c = await cookie(page, 'cityCode');
    const days = ((c?.expires ?? 0) * 1000 - Date.now()) / 86400_000;
    expect(days).toBeGreaterThan(179);
    expect(days).toBeLessThanOrEqual(180.01);
    await context.close();
  });

  it('switches a city without open malls to Beijing with the SPEC message', async () => {
    const { page, context } = await seenGuidePage();
    await context.addCookies([{ name: 'cityCode', value: '230100', url: baseURL() }]); // 哈尔滨: no malls in the demo data
    await page.goto('/');
    await waitHydrated(page);
    await page.getByText('您所选的城市下暂无商场，系统已自动为您切换为【北京】').waitFor();
    await expect.poll(async () => (await cookie(page, 'cityCode'))?.value).toBe('110000');
    await expect(page.getByTestId('current-city').textContent()).resolves.toBe('北京');
    await context.close();
  });

  it('offers the 12 fixed cities on hover and more cities on /citySCreen', async () => {
    const { page, context, errors } = await seenGuidePage();
    await page.goto('/');
    await waitHydrated(page);
    await page.getByTestId('current-city').hover();
    const menu = page.getByRole('menu', { name: '切换城市' });
    await menu.waitFor();
    const names = await menu.locator('.shp-city-list button').allTextContents();
    expect(names).toEqual(TOP_BAR_CITIES.map((c) => c.cityName));
    await menu.getByRole('menuitem', { name: /更多城市/ }).click();
    await page.waitForURL('**/citySCreen');
    await waitHydrated(page);
    const withMalls = (await api('/api/foreground/city/projectCityList', { state: '5' })).data as { cityCode: string; cityName: string }[];
    const target = withMalls.find((c) => c.cityCode !== '110000')!;
    await page.getByRole('heading', { name: '全部城市' }).waitFor();
    await page
      .locator('.shp-cs-groups')
      .getByRole('button', { name: new RegExp(`^${target.cityName}`) })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect.poll(async () => (await cookie(page, 'cityCode'))?.value).toBe(target.cityCode);
    await expect.poll(() => page.getByTestId('city-card-name').textContent()).toBe(target.cityName);
    // Saved as the region chosen, its code as id (decision 023).
    expect(await savedRegion(page)).toEqual({ flag: null, id: target.cityCode });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone, closes the city menu once a city is tapped, and on a second tap of the current city', async () => {
    const withMalls = (await api('/api/foreground/city/projectCityList', { state: '5' })).data as { cityCode: string }[];
    const target = TOP_BAR_CITIES.find((c) => c.cityCode !== '110000' && withMalls.some((m) => m.cityCode === c.cityCode))!;
    const { page, context, errors } = await seenGuidePage({ width: 360, mobile: true });
    await page.goto('/findShopList?tabcheck=1');
    await waitHydrated(page);
    const menu = page.getByRole('menu', { name: '切换城市' });
    await page.getByTestId('current-city').tap();
    await menu.waitFor();
    // The tap left focus (and a sticky hover) in the menu: it stayed open over the page.
    await menu.getByRole('menuitem', { name: target.cityName }).tap();
    await expect.poll(() => page.getByTestId('current-city').textContent()).toBe(target.cityName);
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.getByTestId('current-city').tap();
    await menu.waitFor();
    await page.getByTestId('current-city').tap();
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lands a first-letter jump on /citySCreen below the sticky top bar, on a phone and a laptop', async () => {
    for (const width of [412, 1280]) {
      const { page, context } = await shortPage(width);
      await page.goto('/citySCreen');
      await waitHydrated(page);
      const letters = page.getByRole('navigation', { name: '首字母' }).getByRole('link');
      const letter = letters.nth(Math.min(2, (await letters.count()) - 1));
      const id = (await letter.getAttribute('href'))!.slice(1);
      await letter.click();
      await page.waitForTimeout(300);
      const { top, headerBottom, scrolled } = await againstTopBar(page, id);
      expect(scrolled, `${width} px`).toBeGreaterThan(0);
      expect(top, `${width} px`).toBeGreaterThanOrEqual(headerBottom);
      await context.close();
    }
  });

  it("follows the sections' links without loading a new page", async () => {
    const { page, context } = await seenGuidePage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/');
    await waitHydrated(page);
    const sections = page.locator('[data-section]');
    expect(await sections.count()).toBeGreaterThanOrEqual(6);
    const card = page.locator('[data-section="featuredMalls"] .shp-mall-card').first();
    const name = (await card.locator('h3').textContent())!;
    // A page that loads anew loses what this window holds; a client navigation keeps it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await card.click();
    await page.waitForURL(/\/shoppingMallDetail\?id=\d+/);
    await page.locator('h1', { hasText: name }).waitFor();
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // Back on the home page, its sections are drawn by the client, links and all.
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/');
    await page.locator('[data-section="featuredMalls"] .shp-mall-card').first().waitFor();
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // The footer's links open in a new tab.
    expect(await page.locator('footer a[target="_blank"]').count()).toBeGreaterThan(10);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks to switch to the geolocated city; switching stores it and reloads the home data', async () => {
    const { page, context } = await seenGuidePage();
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 31.2304, longitude: 121.4737 }); // Shanghai
    await page.goto('/');
    await waitHydrated(page);
    const featuredHead = page.locator('[data-section="featuredMalls"] h2');
    await expect(featuredHead.textContent()).resolves.toContain('北京');
    const dialog = page.getByRole('dialog').filter({ hasText: '切换城市' });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain('上海');
    expect(await savedRegion(page)).toEqual({ flag: '1', id: null });
    await dialog.getByRole('button', { name: /切\s*换/ }).click();
    await expect.poll(async () => (await cookie(page, 'cityCode'))?.value).toBe('310000');
    await expect.poll(() => page.getByTestId('city-card-name').textContent()).toBe('上海');
    expect(await savedRegion(page)).toEqual({ flag: null, id: '310000' });
    await expect(page.getByTestId('current-city').textContent()).resolves.toBe('上海');
    // The sections are drawn anew for the new city.
    await expect.poll(() => featuredHead.textContent()).toContain('上海');
    // Asked once per session.
    await page.reload();
    await waitHydrated(page);
    await page.waitForTimeout(800);
    expect(await page.getByRole('dialog').filter({ hasText: '切换城市' }).count()).toBe(0);
    await context.close();
  });

  it('on a first visit, asks to switch only once the beginner guide is done, not on top of it', async () => {
    const { page, context } = await newPage();
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 31.2304, longitude: 121.4737 }); // Shanghai
    await page.goto('/');
    await waitHydrated(page);
    const guide = page.getByRole('dialog', { name: /登录\/注册/ });
    await guide.waitFor();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('adCode'))).toBe('310000');
    await page.waitForTimeout(1000);
    const ask = page.getByRole('dialog').filter({ hasText: '切换城市' });
    expect(await ask.count()).toBe(0);
    await guide.getByRole('button', { name: '跳过' }).click();
    await ask.waitFor();
    await expect(ask.textContent()).resolves.toContain('上海');
    await context.close();
  });

  it('keeps the city when the switch is cancelled, and a located city without malls ends in Beijing', async () => {
    const { page, context } = await seenGuidePage();
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 45.8038, longitude: 126.535 }); // Harbin: no malls
    await page.goto('/');
    await waitHydrated(page);
    const featuredHead = page.locator('[data-section="featuredMalls"] h2');
    await expect(featuredHead.textContent()).resolves.toContain('北京');
    const dialog = page.getByRole('dialog').filter({ hasText: '切换城市' });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain('哈尔滨');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await page.waitForTimeout(300);
    expect((await cookie(page, 'cityCode'))?.value).toBe('110000');
    // Nothing was chosen.
    expect(await savedRegion(page)).toEqual({ flag: '1', id: null });

    const second = await seenGuidePage();
    await second.context.grantPermissions(['geolocation']);
    await second.context.setGeolocation({ latitude: 45.8038, longitude: 126.535 });
    await second.page.goto('/');
    await waitHydrated(second.page);
    const d2 = second.page.getByRole('dialog').filter({ hasText: '切换城市' });
    await d2.waitFor();
    await d2.getByRole('button', { name: /切\s*换/ }).click();
    await second.page.getByText('您所选的城市下暂无商场，系统已自动为您切换为【北京】').waitFor();
    expect((await cookie(second.page, 'cityCode'))?.value).toBe('110000');
    await context.close();
    await second.context.close();
  });
});

describe('floating side bar', () => {
  it('shows the phone, the mini-program QR, back-to-top after 600 px with an 800 ms scroll, and chat asks for login', async () => {
    const { page, context, errors } = await seenGuidePage();
    const site = (await (await fetch(`${baseURL()}/api/foreground/common/siteConfig`)).json()) as { data: { phone: string } };
    await page.goto('/');
    await waitHydrated(page);
    const bar = page.getByRole('navigation', { name: '快捷服务' });
    await bar.getByText('客服电话', { exact: true }).hover();
    await expect(bar.locator('.shp-sidebar-phone').textContent()).resolves.toBe(site.data.phone.replace(/[,，]/g, ' 转 '));
    await bar.getByText('小程序', { exact: true }).hover();
    const qr = bar.getByRole('img', { name: '商铺汇小程序二维码' });
    await qr.waitFor();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    expect(await bar.getByRole('button', { name: '回到顶部' }).count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 500));
    await page.waitForTimeout(200);
    expect(await bar.getByRole('button', { name: '回到顶部' }).count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 1400));
    await bar.getByRole('button', { name: '回到顶部' }).waitFor();
    const t0 = Date.now();
    await bar.getByRole('button', { name: '回到顶部' }).click();
    await page.waitForTimeout(300);
    const mid = await page.evaluate(() => window.scrollY);
    expect(mid).toBeGreaterThan(0); // still travelling: an animation, not a jump
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 3000 });
    expect(Date.now() - t0).toBeGreaterThan(600);

    await bar.getByRole('button', { name: '在线客服' }).click();
    await page.getByRole('dialog', { name: /登录/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('frame at laptop widths', () => {
  // One login for the describe: a second SMS to the same phone within 60 s is refused (SPEC §4).
  let member: Cookies | undefined;
  const memberCookies = async () => (member ??= await loginThroughPage('/personalCenter', uniquePhone('136')));

  /** Entries of the main nav that sit outside its visible box (reachable only by a sideways scroll). */
  const hiddenNavEntries = (page: Page) =>
    page.locator('.shp-header-nav a').evaluateAll((links) =>
      links
        .filter((a) => {
          const r = a.getBoundingClientRect();
          const box = a.parentElement!.getBoundingClientRect();
          return r.left < box.left - 1 || r.right > box.right + 1;
        })
        .map((a) => a.textContent),
    );

  it('shows a member every top-bar entry, greeting included, at 1024 and 1280 px', async () => {
    const cookies = await memberCookies();
    for (const width of [1024, 1280]) {
      const { page, context, errors } = await seenGuidePage({ width });
      await context.addCookies(cookies);
      await page.goto('/product');
      await waitHydrated(page);
      await page.locator('header').getByText(/您好/).waitFor();
      expect(await hiddenNavEntries(page), `${width} px`).toEqual([]);
      for (const name of ['品牌加盟', '商户服务', '资讯'])
        await expect(page.locator('header').getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('shows an unread count of 150 as 99+ after the bell and 消息 (a word hidden on phones) without covering them, named 消息 99+条未读, at 412 and 1280 px', async () => {
    const cookies = await memberCookies();
    for (const width of [412, 1280]) {
      const { page, context } = await seenGuidePage({ width, mobile: width < 768 });
      await context.addCookies(cookies);
      await page.route('**/messageCenter/unreadCnt', (r) =>
        r.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({ code: 10000, msg: '成功', data: { totalMsgCnt: 150, serviceCnt: 100, feedbackCnt: 50 } }),
        }),
      );
      await page.goto('/product');
      await waitHydrated(page);
      const entry = page.getByTestId('message-entry');
      const badge = entry.locator('.shp-badge');
      await expect.poll(() => badge.textContent().catch(() => null)).toBe('99+');
      const label = entry.getByText('消息', { exact: true });
      const [b, l, bell] = [await badge.boundingBox(), await label.boundingBox(), await entry.locator('svg').first().boundingBox()];
      // In the order the name reads them (WCAG 2.5.3): the bell and 消息, then the count.
      expect(bell!.x + bell!.width, `${width} px`).toBeLessThanOrEqual(b!.x);
      if (width < 769) {
        // Decision 034: on phones the word gives way (the header keeps to two rows); it stays in the name.
        expect(l!.width, `${width} px`).toBeLessThanOrEqual(1);
      } else {
        expect(l!.width, `${width} px`).toBeGreaterThan(10);
        expect(l!.x + l!.width, `${width} px`).toBeLessThanOrEqual(b!.x);
      }
      await page.getByRole('banner').getByRole('link', { name: '消息 99+条未读', exact: true }).waitFor();
      await context.close();
    }
  });

  it('keeps list prices and the footer QR codes clear of the floating side bar', async () => {
    for (const width of [1024, 1280]) {
      const { page, context } = await seenGuidePage({ width });
      await page.goto('/findShopList?tabcheck=1');
      await waitHydrated(page);
      const bar = await page.getByRole('navigation', { name: '快捷服务' }).boundingBox();
      const rights = await page.locator('.shp-find-price, .shp-footer-qr img').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
      expect(rights.length, `${width} px`).toBeGreaterThan(2);
      for (const right of rights) expect(right, `${width} px`).toBeLessThanOrEqual(bar!.x);
      await context.close();
    }
  });

  it('makes the side bar a bottom bar on a phone, with the page ending above it', async () => {
    const { page, context } = await seenGuidePage({ width: 412, mobile: true });
    await page.goto('/findShopList?tabcheck=1');
    await waitHydrated(page);
    const viewport = page.viewportSize()!;
    const bar = (await page.getByRole('navigation', { name: '快捷服务' }).boundingBox())!;
    // Along the bottom edge, full width: as a right-hand column it covered the right 58 px of every card.
    expect(bar.x).toBe(0);
    expect(Math.round(bar.width)).toBe(viewport.width);
    expect(Math.round(bar.y + bar.height)).toBe(viewport.height);
    const rights = await page.locator('.shp-find-price').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
    expect(rights.length).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1)).toBe(true);
    const lastBottom = await page.locator('.shp-footer-legal').evaluate((e) => e.getBoundingClientRect().bottom);
    expect(lastBottom).toBeLessThanOrEqual(bar.y + 1);
    await context.close();
  });

  it("keeps the home left panel's tab and the open panel above the bottom bar at 360 px", async () => {
    const { page, context } = await seenGuidePage({ width: 360, mobile: true });
    await page.goto('/');
    await waitHydrated(page);
    const bar = (await page.getByRole('navigation', { name: '快捷服务' }).boundingBox())!;
    const tab = page.locator('.shp-left-panel-tab');
    // The bar used to cover the lower half of 免费咨询 and, once open, the panel's last lines.
    expect((await tab.boundingBox())!.y + (await tab.boundingBox())!.height).toBeLessThanOrEqual(bar.y);
    await tab.click();
    const body = page.locator('.shp-left-panel-body');
    await page.getByRole('button', { name: '免费获取选址方案' }).waitFor();
    await expect.poll(async () => (await body.boundingBox())!.x).toBe(0);
    const box = (await body.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
    expect(box.y).toBeGreaterThanOrEqual(0);
    await context.close();
  });
});

describe('footer', () => {
  it('opens the business licence in a new tab at the section that shows the licence numbers from config', async () => {
    const site = (await (await fetch(`${baseURL()}/api/foreground/common/siteConfig`)).json()) as {
      data: { company: string; licenceNo: string; icpNo: string; policeNo: string };
    };
    const { page, context, errors } = await seenGuidePage();
    await page.goto('/product');
    await waitHydrated(page);
    const [tab] = await Promise.all([context.waitForEvent('page'), page.locator('footer').getByRole('link', { name: '营业执照' }).click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname + new URL(tab.url()).search).toBe('/aboutUs?tabcheck=2');
    const section = tab.getByRole('region', { name: '营业执照与资质' });
    await section.waitFor();
    for (const text of [site.data.company, site.data.licenceNo, site.data.icpNo, site.data.policeNo])
      await expect(section.textContent()).resolves.toContain(text);
    expect(await section.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the licence section below the sticky top bar, not under it, on a phone and a laptop', async () => {
    for (const width of [412, 1280]) {
      const { page, context } = await shortPage(width);
      await page.goto('/aboutUs?tabcheck=2#licence');
      await waitHydrated(page);
      await page.waitForTimeout(300);
      const { top, headerBottom } = await againstTopBar(page, 'licence');
      expect(top, `${width} px`).toBeGreaterThanOrEqual(headerBottom);
      await context.close();
    }
  });
});

describe('shared PDF viewer', () => {
  it('renders a brochure in the browser, page by page, under a 300×50 watermark tile', async () => {
    const { page, context, errors } = await seenGuidePage();
    const pdf = await fetch(`${baseURL()}/media/brochure/1.pdf`);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    await page.goto('/pdf?mallId=1');
    await waitHydrated(page);
    await page.locator('.shp-pdf-page[data-rendered="1"]').first().waitFor({ timeout: 20_000 });
    const pages = await page.locator('.shp-pdf-page').count();
    expect(pages).toBeGreaterThan(0);
    await expect(page.getByText(`共 ${pages} 页`).isVisible()).resolves.toBe(true);
    const mark = await page
      .locator('.shp-pdf-watermark')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundSize);
    expect(mark).toBe('300px 50px');
    // The canvas carries the drawn page: not blank.
    const inked = await page
      .locator('.shp-pdf-page canvas')
      .first()
      .evaluate((c: HTMLCanvasElement) => {
        const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        let dark = 0;
        for (let i = 0; i < d.length; i += 4 * 37) if (d[i] < 128) dark++;
        return dark;
      });
    expect(inked).toBeGreaterThan(50);
    expect(errors).toEqual([]);
    await context.close();
  });
});
