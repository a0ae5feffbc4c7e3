import { afterAll, describe, expect, it } from 'vitest';
import { baseURL, closeBrowser, newPage, waitHydrated } from './support/browser';
import { loginThroughPage, pageWithCookies, uniquePhone } from './support/login';
import { flatRoutes } from '../apps/web/app/route-table';
import { titleFor } from '../apps/web/app/lib/title';

afterAll(closeBrowser);

const concrete = (p: string) => p.replace(':type', '1');

describe('every SPEC route', () => {
  it('answers, carries its title and logs no console error', async () => {
    const failures: string[] = [];
    const errors: string[] = [];
    // Each page waits on the server and on its own scripts in turn: two tabs walk the table side
    // by side, each its own visitor, so one's waits are the others' working time.
    const walk = async (routes: typeof flatRoutes) => {
      const tab = await newPage();
      const { page } = tab;
      for (const route of routes) {
        const url = concrete(route.fullPath);
        // A page that does not load is one failure named by its address; the walk goes on.
        const response = await page.goto(url, { waitUntil: 'load' }).catch((e: Error) => e);
        if (response instanceof Error) {
          failures.push(`${url}: ${response.message.split('\n')[0]}`);
          continue;
        }
        if (route.auth) {
          if (!page.url().includes(`/login?redirect=${encodeURIComponent(url)}`)) failures.push(`${url}: not sent to /login, at ${page.url()}`);
          continue;
        }
        const status = response?.status() ?? 0;
        const expected = titleFor(route, new URLSearchParams());
        const served = /<title>([^<]*)<\/title>/
          .exec((await response?.text()) ?? '')?.[1]
          ?.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? e);
        // /redirectLogin opened without a login code says at once, once hydrated, that the login did
        // not complete: its tab then names that outcome, as its heading does.
        const hydratedTitle = url === '/redirectLogin' ? [expected, '商铺汇-登录未完成'] : [expected];
        const title = await page.title();
        // Errors logged so far, named by the page they were seen on.
        errors.push(...tab.errors.splice(0).map((e) => `${url}: ${e}`));
        if (status !== 200 || served !== expected || !hydratedTitle.includes(title))
          failures.push(`${url}: status ${status}, title served "${served}", shown "${title}" (want "${expected}")`);
      }
      errors.push(...tab.errors.splice(0));
      await tab.context.close();
    };
    const TABS = 2;
    await Promise.all(Array.from({ length: TABS }, (_, i) => walk(flatRoutes.filter((_, j) => j % TABS === i))));
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
    // Every route of the table (over a hundred) one page after another in each tab: on a busy
    // 2-core machine the whole walk has run past 300 s, ending the test on whatever page it had reached.
  }, 600_000);

  it('picks child titles by titleCode or tab', async () => {
    const { page, context } = await newPage();
    await page.goto('/findShopList?tabcheck=2');
    expect(await page.title()).toBe('商铺汇-找点位');
    await page.goto('/aboutUs?tabcheck=3');
    expect(await page.title()).toBe('商铺汇-合作品牌');
    await page.goto('/consIndex?titleCode=1');
    expect(await page.title()).toBe('商铺汇-广场服务');
    await page.goto('/franchiseBrands?titleCode=9');
    expect(await page.title()).toBe('商铺汇-公告');
    await context.close();
  });

  it('answers 404 for an unknown page with the site frame', async () => {
    const { page, context } = await newPage();
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('页面不存在').first().isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe('search engines (decision 019)', () => {
  const get = (path: string) => fetch(`${baseURL()}${path}`);
  const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;
  const listTotal = async (path: string, data: object) => {
    const res = await fetch(`${baseURL()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channelCode: 'ch_web', data, pageParam: { pageNum: 1, pageSize: 1 } }),
    });
    return ((await res.json()) as { data: { total: number } }).data.total;
  };

  it('lists every public item page in /sitemap.xml, each a 200 that names itself canonical', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const urls = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replaceAll('&#38;', '&')));
    expect(new Set(urls.map(String)).size).toBe(urls.length);
    const byPath = new Map<string, URL[]>();
    for (const u of urls.filter((x) => x.searchParams.has('id'))) byPath.set(u.pathname, [...(byPath.get(u.pathname) ?? []), u]);
    expect([...byPath.keys()].sort()).toEqual([
      '/BrandDetail',
      '/brandDetails',
      '/case',
      '/consDetails',
      '/consultantDetail',
      '/joinbrandDetail',
      '/shopDetail',
      '/shoppingMallDetail',
      '/spaceDetail',
    ]);
    // Every unit of both tabs has its page: the lists' own totals.
    expect(byPath.get('/shopDetail')!.length).toBe(
      (await listTotal('/api/foreground/shop/pageList', { kind: 'shop' })) + (await listTotal('/api/foreground/shop/pageList', { kind: 'point' })),
    );
    expect(byPath.get('/joinbrandDetail')!.length).toBe(await listTotal('/api/foreground/franchise/list', {}));
    // Pages without an item, and second addresses of the same page, are not listed.
    for (const bare of ['/shopDetail', '/productDetail', '/newShopDetails', '/BrandDetail', '/personalCenter', '/login'])
      expect(
        urls.some((u) => u.pathname === bare && !u.search),
        bare,
      ).toBe(false);
    expect(urls.some((u) => u.pathname === '/productDetail' || u.pathname === '/newShopDetails')).toBe(false);
    const sample = [...byPath.values()].flatMap((list) => [list[0], list[list.length - 1]]);
    const descriptions = new Set<string>();
    for (const u of [...sample, ...urls.filter((x) => !x.search).slice(0, 5)]) {
      const page = await get(u.pathname + u.search);
      expect(page.status, String(u)).toBe(200);
      const html = await page.text();
      expect(canonicalOf(html), String(u)).toBe(`${baseURL()}${u.pathname}${u.search}`);
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
      expect(description, String(u)).toBeTruthy();
      // An item's page describes that item, not the site.
      if (u.search) descriptions.add(description!);
    }
    expect(descriptions.size).toBe(sample.length);
    // Articles and brand stories open under either path; each names the path the sitemap lists.
    for (const [listed, other] of [
      ['/consDetails', '/brandDetails'],
      ['/brandDetails', '/consDetails'],
    ]) {
      const u = byPath.get(listed)![0];
      expect(canonicalOf(await (await get(other + u.search)).text()), `${other}${u.search}`).toBe(`${baseURL()}${listed}${u.search}`);
    }
  }, 120_000);

  it('points second addresses and trail queries at one canonical, and keeps item-less detail pages out of the index', async () => {
    const html = async (p: string) => (await get(p)).text();
    expect(canonicalOf(await html('/newShopDetails?id=1&breadcrumb=找铺,/findShopList'))).toBe(`${baseURL()}/shopDetail?id=1`);
    expect(canonicalOf(await html('/productDetail?id=1'))).toBe(`${baseURL()}/shoppingMallDetail?id=1`);
    const bare = await html('/shopDetail');
    expect(canonicalOf(bare)).toBeNull();
    expect(bare).toContain('<meta name="robots" content="noindex"/>');
    // A mangled case link shows the case list (it answered 400 before), which names itself.
    const mangled = await get('/case?id=abc');
    expect(mangled.status).toBe(200);
    const mangledHtml = await mangled.text();
    expect(mangledHtml).toContain('data-testid="case-tile"');
    expect(canonicalOf(mangledHtml)).toBe(`${baseURL()}/case`);
    expect((await get('/sitemap.xml?part=nothing-1')).status).toBe(404);
    expect(await (await get('/sitemap.xml?part=pages')).text()).toContain(`<loc>${baseURL()}/findShopList</loc>`);
    expect(await (await get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
  });
});

describe('route-change rules (SPEC §2)', () => {
  it('saves the whole query as the channel record when it has a share or clue key', async () => {
    const { page, context } = await newPage();
    await page.goto('/?shareChannel=wechat&clueUniqueId=clue-1&foo=bar');
    await waitHydrated(page);
    const record = await page.evaluate(() => sessionStorage.getItem('channelRecord'));
    expect(JSON.parse(record ?? '{}')).toEqual({ shareChannel: 'wechat', clueUniqueId: 'clue-1', foo: 'bar' });
    await page.goto('/product?x=1');
    await waitHydrated(page);
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('channelRecord'))) ?? '{}')).toMatchObject({ clueUniqueId: 'clue-1' });
    await context.close();
  });

  it("sets the 'no region chosen' flag until a city is chosen, which saves it as the region with its code as id (decision 023)", async () => {
    const { page, context, errors } = await newPage();
    await page.goto('/product');
    await waitHydrated(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('noRegionChosen'))).toBe('1');
    const flagAndRegion = () =>
      page.evaluate(() => ({ flag: localStorage.getItem('noRegionChosen'), region: JSON.parse(localStorage.getItem('region') ?? 'null') as unknown }));
    await page.locator('.shp-city-current').click();
    await page.getByRole('menu', { name: '切换城市' }).getByRole('menuitem', { name: '上海' }).click();
    await page.getByTestId('current-city').filter({ hasText: '上海' }).waitFor();
    await expect.poll(flagAndRegion).toEqual({ flag: null, region: { id: '310000', cityCode: '310000', cityName: '上海' } });
    // Kept on a route change and on the next page load.
    await page.getByRole('banner').getByRole('link', { name: '资讯', exact: true }).click();
    await page.waitForURL('**/consIndex');
    expect(await flagAndRegion()).toMatchObject({ flag: null });
    await page.reload();
    await waitHydrated(page);
    await page.waitForTimeout(300);
    expect(await flagAndRegion()).toEqual({ flag: null, region: { id: '310000', cityCode: '310000', cityName: '上海' } });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a visitor of a login-only route to /login with the redirect', async () => {
    const { page, context } = await newPage();
    await page.goto('/personalCenter/myBrand?tab=1');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/personalCenter/myBrand?tab=1');
    // Client-side navigation obeys the same rule.
    await page.goto('/');
    await waitHydrated(page);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/findResultList';
      a.textContent = 'go';
      a.id = 'go';
      document.body.appendChild(a);
    });
    await page.goto('/findResultList');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('hides header and footer on login, centres and conference screens only', async () => {
    const { page, context } = await newPage();
    await page.goto('/login');
    expect(await page.locator('header.shp-header').count()).toBe(0);
    expect(await page.locator('footer.shp-footer').count()).toBe(0);
    await page.goto('/areaScreenDemonstration');
    expect(await page.locator('header.shp-header').count()).toBe(0);
    await page.goto('/product');
    expect(await page.locator('header.shp-header').count()).toBe(1);
    expect(await page.locator('footer.shp-footer').count()).toBe(1);
    await context.close();
  });

  it('ignores a duplicate navigation to the current page', async () => {
    const { page, context, errors } = await newPage();
    await page.goto('/product');
    await waitHydrated(page);
    const before = await page.evaluate(() => history.length);
    await page.getByRole('link', { name: '找商场' }).first().click();
    await page.getByRole('link', { name: '找商场' }).first().click();
    expect(await page.evaluate(() => history.length)).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('clears the saved find-shop "from" value when leaving the list for the recommendation', async () => {
    const cookies = await loginThroughPage('/shopRecommended', uniquePhone('135'));
    const { page, context } = await pageWithCookies(cookies, '/findShopList?tabcheck=1');
    await page.evaluate(() => sessionStorage.setItem('findShopFrom', 'home'));
    // A client-side navigation (the router follows popstate), so the rule sees the previous route.
    await page.evaluate(() => {
      history.pushState({}, '', '/shopRecommended');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL('**/shopRecommended');
    // The list is a plain page (decision 009): the first antd page after it loads antd's chunks first.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('findShopFrom')), { timeout: 15_000 }).toBeNull();
    await context.close();
  }, 90_000);

  it('reloads a page restored from the back-forward cache on Safari', async () => {
    const { page, context } = await newPage();
    await page.goto('/product');
    await waitHydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.evaluate(() =>
      Object.defineProperty(navigator, 'userAgent', {
        get: () => 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      }),
    );
    await Promise.all([page.waitForEvent('load'), page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })))]);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    await context.close();
  });

  it('shows the maintenance page', async () => {
    const { page, context } = await newPage();
    await page.goto('/maintenance');
    await expect(page.getByText('系统升级中').first().isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('offers a reload instead of a blank page when a script piece fails to load', async () => {
    const { page, context } = await newPage();
    await page.goto('/');
    await waitHydrated(page);
    await page.route(/\/assets\/frame-[^/]+\.js$/, (route) => route.abort());
    await page.getByRole('link', { name: '找商场' }).first().click();
    await expect
      .poll(async () => (await page.content()).includes('页面资源加载失败') || (await page.content()).includes('刷新重试'), { timeout: 15_000 })
      .toBe(true);
    await context.close();
  });
});

describe('a page piece that fails on an in-app navigation', () => {
  it('opens the page the user clicked, not a reload of the page they were leaving', async () => {
    const { page, context } = await newPage();
    await context.addInitScript(() => localStorage.setItem('isNovice', '1'));
    await page.goto('/');
    await waitHydrated(page);
    // A deploy replaced the piece the old page knows about: its first request fails, as a stale
    // hash does; the page the server renders afterwards names pieces that load.
    let refused = 0;
    await page.route(/\/assets\/product-[^/]+\.js$/, (route) => (refused++ === 0 ? route.abort() : route.continue()));
    await page.getByRole('banner').getByRole('link', { name: '找商场', exact: true }).click();
    await page.waitForURL('**/product', { timeout: 15_000 });
    await waitHydrated(page);
    expect(refused).toBeGreaterThanOrEqual(1);
    expect(await page.title()).toBe('商铺汇-找商场');
    await context.close();
  });
});

describe('a script piece that fails on a phone', () => {
  it('shows the reload notice at its own width, 刷新重试 on one line, inside a 360 px screen', async () => {
    const { page, context } = await newPage({ mobile: true, width: 360 });
    await page.goto('/product');
    await waitHydrated(page);
    await page.evaluate(() => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })));
    const notice = page.getByRole('alert').filter({ hasText: '刷新重试' });
    const box = (await notice.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    const button = (await notice.getByRole('button', { name: '刷新重试' }).boundingBox())!;
    // One line of 14 px text with 6 px padding: under 40 px (it was four lines, one character each).
    expect(button.height).toBeLessThan(40);
    await context.close();
  });
});

describe('a navigation without network', () => {
  it("keeps the page and its frame, says '网络异常，请稍后重试' and completes once back online", async () => {
    const { page, context, errors } = await newPage({ mobile: true, width: 412 });
    await context.addInitScript(() => localStorage.setItem('isNovice', '1'));
    await page.goto('/product');
    await waitHydrated(page);
    await context.setOffline(true);
    await page.getByRole('main').getByText('东城区', { exact: true }).click();
    await page.locator('.shp-toast').filter({ hasText: '网络异常，请稍后重试' }).waitFor();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).search).toBe('');
    await expect(page.locator('header.shp-header').isVisible()).resolves.toBe(true);
    expect(await page.getByText('系统异常，请稍后重试').count()).toBe(0);
    await context.setOffline(false);
    await page.waitForURL(/districtCode=110101/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('北京找商场');
    // Offline, the browser logs each refused request, and React Router logs its route discovery for
    // the page's links (/__manifest) that could not be fetched; nothing else may fail.
    expect(errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED') && !e.startsWith('Failed to fetch manifest patches'))).toEqual([]);
    await context.close();
  });
});

describe('client navigation', () => {
  it('a link to another kind of page navigates in the page, without loading a new document', async () => {
    const { page, context, errors } = await newPage({ mobile: true });
    // React Router discovers the linked route (its /__manifest) and navigates without a document load.
    await page.goto('/product');
    await waitHydrated(page);
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    const href = await page.locator('a[href^="/shoppingMallDetail"]').first().getAttribute('href');
    await page.locator(`a[href="${href}"]`).first().click();
    await page.waitForURL((u) => u.pathname === '/shoppingMallDetail');
    await expect.poll(() => page.title()).toBe('商铺汇-商场详情');
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
