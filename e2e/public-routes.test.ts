import { afterAll, describe, expect, it } from 'vitest';
import { baseURL, closeBrowser, newPage, waitHydrated } from './support/browser';
import { findRoute } from '../apps/web/app/route-table';
import { titleFor } from '../apps/web/app/lib/title';

afterAll(closeBrowser);

const get = (path: string) => fetch(`${baseURL()}${path}`);
/** Server HTML with React's text-piece markers removed, so a sentence reads as one string. */
const htmlOf = async (res: Response) => (await res.text()).replace(/<!-- -->/g, '');
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;
const expectedTitle = (path: string) => {
  const u = new URL(path, 'http://x');
  return titleFor(findRoute(u.pathname), u.searchParams);
};

/** The public pages of find mall, find shop, franchise, space, cooperation, news, consultant, cloud, chamber and about, with every child title. */
const pages = [
  '/product',
  '/findShopList?tabcheck=1',
  '/findShopList?tabcheck=2',
  '/franchiseBrands',
  '/franchiseBrands?titleCode=1',
  '/franchiseBrands?titleCode=2',
  '/LandingPage',
  '/joinbrand',
  '/spaceList',
  '/spaceError/1',
  '/spaceError/2',
  '/cooperAtions?tabcheck=0',
  '/cooperAtions?tabcheck=1',
  '/cooperAtions?tabcheck=2',
  '/cooperAtions?tabcheck=3',
  '/businessService',
  '/qzcCooperation',
  '/sqwtCooperation',
  '/zhsyCooperation',
  '/cooperationList',
  '/case',
  '/hotInvestment',
  '/consIndex',
  '/consIndex?titleCode=1',
  '/brandStory',
  '/businessList',
  '/consultant',
  '/questionEvaluate',
  '/serviceProject',
  '/cloudIndex',
  '/cloudList',
  '/cloudLecture',
  '/cloudVideo',
  '/visitChamberCommerce',
  '/chamberMore',
  '/nanjingChamberMore',
  '/yuxiChamberMore',
  '/kashiChamberMore',
  '/changshaChamberMore',
  '/aboutUs?tabcheck=0',
  '/aboutUs?tabcheck=1',
  '/aboutUs?tabcheck=2',
  '/aboutUs?tabcheck=3',
  '/citySCreen',
  '/version',
  '/privacy',
  '/serviceAgreement',
  '/paymentAgreement',
  '/assetsLight',
  '/assetsLight/tool',
  '/ecologicalCooperation',
  '/collectionDefault',
  '/hzPage',
  '/businessPage',
  '/detailsPage',
];

/** A page about one item, asked for an item that does not exist, and the list it should offer instead. */
const missing: [string, string][] = [
  ['/shoppingMallDetail?id=999999', '/product'],
  ['/productDetail?id=999999', '/product'],
  ['/BrandDetail?id=999999', '/product'],
  ['/pdf?mallId=999999', '/product'],
  ['/settledBrandList?mallId=999999', '/product'],
  ['/surroundDetail?mallId=999999', '/product'],
  ['/articleDetail?id=999999', '/product'],
  ['/shopDetail?id=999999', '/findShopList?tabcheck=1'],
  ['/newShopDetails?id=999999', '/findShopList?tabcheck=1'],
  ['/joinbrandDetail?id=999999', '/franchiseBrands?titleCode=2'],
  ['/spaceDetail?id=999999', '/spaceList?tabcheck=2'],
  ['/cooperationDetail?id=999999', '/cooperAtions?tabcheck=0'],
  ['/case?id=999999', '/case'],
  ['/consDetails?id=999999', '/consIndex'],
  ['/brandDetails?id=999999', '/brandStory'],
  ['/consultantDetail?id=999999', '/consultant'],
  ['/questionEvaluate?consultantId=999999', '/consultant'],
  ['/cloudDetail?id=999999', '/cloudList'],
  ['/cloudVideo?id=999999', '/cloudIndex#replays'],
  ['/chamberMoreDetils?id=999999', '/chamberMore'],
  ['/detailsLive?id=999999', '/chamberMore'],
  // A version of an agreement that does not exist: the one in force instead.
  ['/serviceAgreement?id=999999', '/serviceAgreement'],
  ['/privacy?id=999999', '/privacy'],
];

describe('public pages (SPEC §2 route table)', () => {
  it('answer 200 with the 商铺汇- title their route and tab call for, and a description', async () => {
    const failures: string[] = [];
    for (const path of pages) {
      const res = await get(path);
      const html = await htmlOf(res);
      const title = titleOf(html);
      const want = expectedTitle(path);
      if (res.status !== 200 || title !== want || !want.startsWith('商铺汇-')) failures.push(`${path}: ${res.status} "${title}" (want "${want}")`);
      if (!/<meta name="description" content="[^"]+"/.test(html)) failures.push(`${path}: no description`);
    }
    expect(failures).toEqual([]);
  });

  it('carry one title, description and canonical each, on lists and on the item pages that describe themselves', async () => {
    const failures: string[] = [];
    const brand = /\/joinbrandDetail\?id=\d+/.exec(await htmlOf(await get('/franchiseBrands?titleCode=2')))?.[0];
    expect(brand).toBeTruthy();
    for (const path of [
      '/case',
      '/case?id=1',
      '/consultantDetail?id=1',
      '/shoppingMallDetail?id=1',
      '/shopDetail?id=1',
      '/spaceDetail?id=1',
      brand!,
      '/consDetails?id=1',
      '/BrandDetail?id=1',
    ]) {
      const html = await htmlOf(await get(path));
      const head = html.slice(0, html.indexOf('</head>'));
      const counts = [
        (head.match(/<title>/g) ?? []).length,
        (head.match(/<meta name="description"/g) ?? []).length,
        (head.match(/<link rel="canonical"/g) ?? []).length,
      ];
      if (counts.join() !== '1,1,1') failures.push(`${path}: title, description, canonical × ${counts.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it("shows the list's title again after Back from an item", async () => {
    const { page, context, errors } = await newPage();
    await page.goto('/consultant');
    await waitHydrated(page);
    await page.locator('main a[href^="/consultantDetail?id="]').first().click();
    await page.waitForURL(/\/consultantDetail\?id=/);
    await expect.poll(() => page.title()).toBe('商铺汇-顾问详情');
    await page.goBack();
    await page.waitForURL(/\/consultant$/);
    await expect.poll(() => page.title()).toBe('商铺汇-招商顾问');
    expect(await page.locator('head title').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('name what to choose in the one h1 of an item page opened without its id, and offer the list', async () => {
    const failures: string[] = [];
    const withoutItem = [
      '/shopDetail',
      '/newShopDetails',
      '/shoppingMallDetail',
      '/productDetail',
      '/BrandDetail',
      '/pdf',
      '/settledBrandList',
      '/surroundDetail',
      '/articleDetail',
      '/spaceDetail',
      '/joinbrandDetail',
      '/cooperationDetail',
      '/consDetails',
      '/brandDetails',
      '/consultantDetail',
      '/questionEvaluate',
      '/cloudDetail',
      '/chamberMoreDetils',
      '/detailsLive',
      // A mangled id is no id.
      '/questionEvaluate?consultantId=abc',
      '/spaceDetail?id=abc',
      '/consultantDetail?id=-3',
      '/shopDetail?id=1.5',
    ];
    for (const path of withoutItem) {
      const res = await get(path);
      const main = (await htmlOf(res)).split('<main')[1]?.split('</main>')[0] ?? '';
      const h1s = [...main.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((m) => m[1]);
      if (res.status !== 200 || h1s.length !== 1 || !/^请/.test(h1s[0]!)) failures.push(`${path}: ${res.status} h1 ${JSON.stringify(h1s)}`);
    }
    expect(failures).toEqual([]);
  });

  it('have one h1 on the login, QR-login return and maintenance pages', async () => {
    const failures: string[] = [];
    for (const [path, heading] of [
      ['/login', '登录商铺汇'],
      ['/redirectLogin', '正在登录…'],
      ['/maintenance', '系统升级中'],
    ] as const) {
      const h1s = [...(await htmlOf(await get(path))).matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((m) => m[1]);
      if (h1s.join() !== heading) failures.push(`${path}: h1 ${JSON.stringify(h1s)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answer 404 for an item that does not exist: a Chinese not-found view with its list, kept out of the index', async () => {
    const failures: string[] = [];
    for (const [path, list] of missing) {
      const res = await get(path);
      const html = await htmlOf(res);
      const problems = [
        res.status !== 404 && `status ${res.status}`,
        !html.includes('页面不存在') && 'no 页面不存在',
        !/不存在|已下架/.test(html.slice(html.indexOf('shp-route-error'))) && 'no reason',
        !html.includes(`href="${list.replaceAll('&', '&amp;')}"`) && `no link to ${list}`,
        canonicalOf(html) !== null && `canonical ${canonicalOf(html)}`,
        !html.includes('<meta name="robots" content="noindex"/>') && 'not noindex',
        titleOf(html) !== expectedTitle(path) && `title ${titleOf(html)}`,
      ].filter(Boolean);
      if (problems.length) failures.push(`${path}: ${problems.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('plays no recording for a video link without a usable id, and offers the replays instead of a 400 page', async () => {
    for (const path of ['/cloudVideo', '/cloudVideo?id=abc']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      const html = await htmlOf(res);
      expect(html, path).toContain('请选择要查看的视频回放');
      expect(html, path).toContain('href="/cloudIndex#replays"');
      expect(html, path).not.toContain('更多回放');
      expect(html, path).not.toContain('shp-route-error');
    }
  });

  it('says a city has no spaces at all, with a way to another city, instead of offering to clear filters that are not set', async () => {
    // The test seed has no space in 北京, the default city.
    const whole = await htmlOf(await get('/spaceList'));
    expect(whole).toContain('共 0 处场地');
    expect(whole).toContain('北京暂无可租场地，换个城市看看');
    expect(whole).toContain('href="/citySCreen"');
    expect(whole).not.toContain('清空筛选');
    const filtered = await htmlOf(await get('/spaceList?leaseType=%E5%BF%AB%E9%97%AA%E5%BA%97'));
    expect(filtered).toContain('没有符合条件的场地');
    expect(filtered).toContain('清空筛选');
  });

  it('names the state of an empty conference list and leads back to all of them', async () => {
    // The test seed has no conference live now.
    const html = await htmlOf(await get('/cloudList?state=live'));
    expect(html).toContain('暂无直播中的云招商会');
    expect(html).toContain('查看全部云招商会');
  });

  it('offers the list on a missing item after hydration, with the frame and no console error', async () => {
    const { page, context, errors } = await newPage({ mobile: true, width: 412 });
    // The document's own 404 is logged by Chromium as a failed resource; nothing else may be.
    await page.goto('/shopDetail?id=999999');
    await waitHydrated(page);
    await page.getByRole('alert').getByRole('link', { name: '去找铺' }).click();
    await page.waitForURL(/\/findShopList\?tabcheck=1$/);
    await page.getByTestId('shop-card').first().waitFor();
    expect(await page.title()).toBe('商铺汇-找铺');
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await context.close();
  });

  it('names a missing 点位 already in the server page to a visitor from the business-point list, as after hydration', async () => {
    const { page, context, errors } = await newPage({ mobile: true, width: 412 });
    await page.goto('/findShopList?tabcheck=2&titleCode=1');
    await waitHydrated(page);
    // The list is remembered once it has rendered (whether or not this city has 在租 points today).
    await page
      .getByText(/共找到 .* 个在租点位/)
      .first()
      .waitFor();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'findListKind')?.value).toBe('point');
    const res = await page.goto('/shopDetail?id=999999');
    expect(res?.status()).toBe(404);
    const server = (await res!.text()).replace(/<!-- -->/g, '');
    const view = server.slice(server.indexOf('shp-route-error'));
    expect(view).toContain('点位不存在或已下架');
    expect(view).not.toContain('铺位不存在或已下架');
    expect(view).toContain('去找点位');
    await waitHydrated(page);
    const alert = page.getByRole('alert');
    await alert.getByText('点位不存在或已下架').waitFor();
    expect(await alert.getByRole('link', { name: '去找点位' }).getAttribute('href')).toBe('/findShopList?tabcheck=2&titleCode=1');
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await context.close();
  });

  it("shows the conference pages' mall covers whole at 8:5, the name on them not cut in half", async () => {
    const { page, context, errors } = await newPage();
    const ratios = (selector: string) =>
      page.locator(selector).evaluateAll((imgs) => imgs.map((i) => i.getBoundingClientRect()).map((r) => Math.round((r.width / r.height) * 10) / 10));
    await page.goto('/areaDemonstration');
    await waitHydrated(page);
    // 246 × 110 px before: the top of the cover, with the mall's name, was cut off.
    const covers = await ratios('.shp-screen-malls img');
    expect(covers.length).toBeGreaterThan(0);
    for (const r of covers) expect(r).toBe(1.6);
    await page.goto('/areaScreenDemonstration');
    await waitHydrated(page);
    expect(await ratios('.shp-screen img')).toEqual([1.6]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows an article's cover whole in its own shape on a wide screen, the text on it not cut off", async () => {
    const { page, context, errors } = await newPage();
    const cut: string[] = [];
    for (const path of ['/cooperationDetail?id=1', '/consDetails?id=1', '/cloudDetail?id=1', '/case?id=1']) {
      await page.goto(path);
      await waitHydrated(page);
      const img = page.locator('img.shp-c-cover');
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      const [shown, own] = await img.evaluate((el: HTMLImageElement) => {
        const r = el.getBoundingClientRect();
        return [r.width / r.height, el.naturalWidth / el.naturalHeight].map((x) => Math.round(x * 10) / 10);
      });
      // 758 × 360 px before at 1280: a 360 px cap on an 8:5 cover cut its top and bottom off.
      if (shown !== own) cut.push(`${path}: shown ${shown}, cover ${own}`);
    }
    expect(cut).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the not-found card on a 412 px phone with the page around it, not edge to edge', async () => {
    const { page, context } = await newPage({ mobile: true, width: 412 });
    await page.goto('/no-such-page');
    const box = await page.locator('.shp-route-error').boundingBox();
    // 0 and 412 before: the card's white ran into both edges of the screen.
    expect(box!.x).toBeGreaterThanOrEqual(12);
    expect(box!.x + box!.width).toBeLessThanOrEqual(400);
    await context.close();
  });

  it('fit a 412 px phone without sideways scrolling', async () => {
    const { page, context, errors } = await newPage({ mobile: true, width: 412 });
    const wide: string[] = [];
    for (const path of [
      '/product',
      '/findShopList?tabcheck=2',
      '/franchiseBrands?titleCode=2',
      '/spaceList',
      '/cooperAtions?tabcheck=0',
      '/consIndex',
      '/consultant',
      '/cloudIndex',
      '/visitChamberCommerce',
      '/aboutUs?tabcheck=3',
      '/shoppingMallDetail?id=1',
      '/shopDetail?id=1',
    ]) {
      await page.goto(path);
      await waitHydrated(page);
      const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      if (scroll > inner) wide.push(`${path}: ${scroll} > ${inner}`);
    }
    expect(wide).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
