import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, closeBrowser, newPage, waitHydrated } from './support/browser';
import { loginThroughPage, pageWithCookies, uniquePhone, type Cookies } from './support/login';
import { unreadCntOp } from '@shp/contracts';

afterAll(closeBrowser);

const phone = `137${String(Date.now() % 100_000_000).padStart(8, '0')}`;
let cookies: Cookies = [];

const balanceOf = async (page: Page, testId: string) => Number((await page.getByTestId(testId).textContent())?.replace(/\D/g, ''));

beforeAll(async () => {
  cookies = await loginThroughPage('/personalCenter/point', phone);
}, 60_000);

describe('personal centre', () => {
  it('shows the SPEC menu without the business report for L0, and the header/bottom bar hidden', async () => {
    const { page, context, errors } = await pageWithCookies(cookies, '/personalCenter');
    const menu = page.getByRole('complementary', { name: '个人中心菜单' });
    for (const item of ['我的品牌', '我的合作', '我的报告', '我的预约', '消息中心', '会员积分', '账号设置']) {
      await menu.getByText(item, { exact: true }).waitFor();
    }
    expect(await menu.getByText('经营报告', { exact: true }).count()).toBe(0);
    expect(await page.getByTestId('vip-label').textContent()).toBe('尚未成为VIP');
    expect(await page.locator('.shp-header').count()).toBe(0);
    expect(await page.locator('.shp-footer').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a screen reader hears the page the menu opened, not the whole content read out again', async () => {
    const { page, context, errors } = await pageWithCookies(cookies, '/personalCenter');
    await waitHydrated(page);
    const menu = page.getByRole('complementary', { name: '个人中心菜单' });
    await menu.getByText('我的收藏', { exact: true }).click();
    await page.waitForURL(/myCollection/);
    await expect.poll(() => page.getByTestId('page-announcer').textContent()).toBe('已打开我的收藏');
    // Before, the whole content sat in a polite live region: every list refresh was read out in full.
    expect(await page.locator('[aria-live]:has(h1, h2, [role="tab"], table, form)').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone a page opened directly shows its entry in the menu strip, scrolled into view', async () => {
    const { page, context, errors } = await pageWithCookies(cookies, '/personalCenter/accountSettings', { mobile: true });
    const active = page.getByRole('navigation', { name: '个人中心菜单（窄屏）' }).locator('a.active');
    expect(await active.textContent()).toBe('账号设置');
    await expect.poll(async () => (await active.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
    const box = await active.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a points task: signs in for the day, once, with a bill entry', async () => {
    const { page, context, errors } = await pageWithCookies(cookies, '/personalCenter/point');
    await page.getByTestId('sign-button').waitFor();
    const before = await balanceOf(page, 'points-balance');
    await page.getByTestId('sign-button').click();
    await page.getByText('每日签到：获得 5 积分').waitFor();
    await page.getByRole('button', { name: '今日已签到' }).waitFor();
    expect(await balanceOf(page, 'points-balance')).toBe(before + 5);
    await page
      .getByTestId('task-register')
      .getByRole('button', { name: /领\s*取/ })
      .click();
    await page.getByText('注册有礼：获得 100 积分').waitFor();
    await page.getByTestId('task-register').getByText('已完成').waitFor();
    await page.goto('/personalCenter/particulars');
    await page.getByRole('cell', { name: '每日签到' }).waitFor();
    await page.getByRole('cell', { name: '注册有礼' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the points bill on a phone keeps each entry's points and balance in view (390 px wide)", async () => {
    const { page, context, errors } = await pageWithCookies(cookies, '/personalCenter/particulars', { mobile: true });
    const row = page.locator('.ant-table-row').filter({ hasText: '每日签到' }).first();
    await row.waitFor();
    // Before, the five columns scrolled sideways inside the card: 积分 and 余额 sat past the screen edge.
    for (const cell of [row.getByRole('cell', { name: '+5', exact: true }), row.getByRole('cell').last()]) {
      const box = await cell.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
    expect(await row.textContent()).toContain('任务奖励');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('messages: the top-bar badge counts unread event messages; the centre reads and deletes them', async () => {
    // A framed page other than home, where the first-visit guide would cover the top bar.
    const { page, context, errors } = await pageWithCookies(cookies, '/aboutUs');
    const entry = page.getByTestId('message-entry');
    await entry.waitFor();
    // Named by what it shows, 消息 and the count, then 条未读 (WCAG 2.5.3).
    await entry.and(page.getByRole('link', { name: /^消息 \d+条未读$/ })).waitFor();
    await entry.click();
    await page.waitForURL('**/personalCenter/newsPage');
    await page.getByTestId('message-item').first().waitFor();
    await page.getByText('积分到账').first().waitFor();
    await page.getByTestId('read-all').click();
    await page.getByText(/已将 \d+ 条消息标为已读/).waitFor();
    await page
      .getByTestId('message-entry')
      .and(page.getByRole('link', { name: '消息', exact: true }))
      .waitFor();
    const count = await page.getByTestId('message-item').count();
    await page
      .getByTestId('message-item')
      .first()
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await page.getByText('已删除 1 条消息').waitFor();
    await expect.poll(async () => page.getByTestId('message-item').count()).toBe(count - 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a lottery draw costs 50 points, shows the result and records it', async () => {
    const { page, context, errors } = await pageWithCookies(cookies, '/personalCenter/task');
    await page.getByTestId('draw-button').waitFor();
    const before = await balanceOf(page, 'lottery-balance');
    expect(before).toBeGreaterThanOrEqual(50);
    await page.getByTestId('draw-button').click();
    const result = (await page.getByTestId('draw-result').textContent()) ?? '';
    expect(result).toMatch(/谢谢参与|恭喜抽中/);
    const won = /恭喜抽中「(\d+) 积分」/.exec(result);
    await page.getByRole('button', { name: '知道了' }).click();
    await expect.poll(async () => balanceOf(page, 'lottery-balance')).toBe(before - 50 + (won ? Number(won[1]) : 0));
    await page.goto('/personalCenter/coinDetail');
    await page.getByTestId('draw-record').first().waitFor();
    expect(await page.getByTestId('draw-record').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a redemption deducts points, takes stock and shows the order (390 px wide)', async () => {
    const { page, context, errors } = await pageWithCookies(cookies, '/personalCenter/scorecardShop', { mobile: true });
    await page.getByTestId('goods-card').first().waitFor();
    // The balance reads '—' until its own call answers, which can come after the goods.
    await expect.poll(async () => (await page.getByTestId('mall-balance').textContent()) ?? '').toMatch(/^\d+$/);
    const before = await balanceOf(page, 'mall-balance');
    const card = page.getByTestId('goods-card').filter({ hasText: '《拓店参考》电子月刊' });
    const stock = Number(/库存 (\d+)/.exec((await card.textContent()) ?? '')?.[1]);
    await card.getByRole('button', { name: '立即兑换' }).click();
    // The success toast shows for a few seconds: watched from before the click, a busy machine's
    // delay between the click and the wait cannot miss it.
    await Promise.all([page.getByText(/兑换成功，订单号 P\d+/).waitFor(), page.getByRole('dialog').getByRole('button', { name: '确认兑换' }).click()]);
    await expect.poll(async () => balanceOf(page, 'mall-balance')).toBe(before - 20);
    await expect.poll(async () => card.textContent()).toContain(`库存 ${stock - 1}`);
    await page.goto('/personalCenter/myOrder');
    const order = page.getByTestId('order-item').filter({ hasText: '《拓店参考》电子月刊' }).first();
    await order.waitFor();
    // The opened detail has the item's width: before, the status tag beside it squeezed the table.
    await order.getByRole('button', { name: /详\s*情/ }).click();
    const table = await order.locator('.ant-descriptions').boundingBox();
    const item = await order.boundingBox();
    expect(table!.width).toBeGreaterThanOrEqual(item!.width - 1);
    expect(await order.getByText('已完成').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('服务订单 on a phone shows every status tab in view, none folded into a "…" menu (390 px wide)', async () => {
    const { page, context, errors } = await pageWithCookies(cookies, '/personalCenter/myOrder?tab=service', { mobile: true });
    const bar = page.locator('.member-order-status');
    await bar.getByRole('tab', { name: '全部' }).waitFor();
    // Before, the row overflowed the card: 已完成 and 已取消 sat past the edge, reachable only through the '…' menu.
    for (const name of ['全部', '待付款', '待发货', '已发货', '已完成', '已取消']) {
      const box = await bar.getByRole('tab', { name }).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
    expect(await bar.locator('.ant-tabs-nav-more').isVisible()).toBe(false);
    await bar.getByRole('tab', { name: '已取消' }).click();
    await page.getByText('暂无已取消的订单').waitFor();
    expect(page.url()).toContain('status=cancelled');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the brand form is prefilled from the query, validated, saved and listed under my brand', async () => {
    const q = new URLSearchParams({ name: '端到端茶饮', contacts: '张三', phone: '13911112222', isOpenShop: 'N', cgxisShow: '1' });
    const { page, context, errors } = await pageWithCookies(cookies, `/personalCenter/fabu?${q}`);
    await page.getByText('提交成功！顾问将在1个工作日内联系您').waitFor();
    await expect.poll(async () => page.getByLabel('品牌名称').inputValue()).toBe('端到端茶饮');
    expect(await page.getByLabel('联系人').inputValue()).toBe('张三');
    expect(await page.getByLabel('手机号').inputValue()).toBe('13911112222');
    await page.getByTestId('brand-submit').click();
    await page.getByText('请选择经营业态').waitFor();
    await page.getByLabel('经营业态').click();
    await page.locator('.ant-cascader-menu').first().locator('.ant-cascader-menu-item').first().click();
    await page.locator('.ant-cascader-menu').nth(1).locator('.ant-cascader-checkbox').first().click();
    await page.keyboard.press('Escape');
    // Logo through the storage adapter: a 1×1 PNG, checked by its bytes on the server.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await page.getByTestId('upload-logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    const uploaded = page.getByAltText('已上传的图片');
    await uploaded.waitFor();
    // The browser really reads the file back (from the bucket when STORAGE_DRIVER=s3).
    await expect.poll(() => uploaded.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await page.getByTestId('brand-submit').click();
    await page.waitForURL('**/personalCenter/myBrand');
    await expect.poll(async () => page.getByTestId('brand-name').textContent()).toBe('端到端茶饮');
    await page.getByTestId('fill-progress').getByText('已完成 67%').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('complaints and info correction: submitted with status, confirmed by a feedback message', async () => {
    const { page, context, errors } = await pageWithCookies(cookies, '/personalCenter/proPosal');
    await page.getByText('投诉', { exact: true }).click();
    await page.getByLabel('具体内容').fill('顾问回电比承诺的时间晚了半天');
    await page.getByTestId('proposal-submit').click();
    await page.getByText('提交成功，我们会在1个工作日内处理').waitFor();
    await page.getByTestId('proposal-item').filter({ hasText: '待处理' }).waitFor();
    await page.goto('/personalCenter/complaintsReport?targetType=mall&targetName=%E7%A4%BA%E4%BE%8B%E5%B9%BF%E5%9C%BA');
    await waitHydrated(page);
    await page.getByTestId('proposal-submit').waitFor();
    expect(await page.getByLabel('名称').inputValue()).toBe('示例广场');
    await page.getByTestId('proposal-submit').click();
    await page.getByText('请填写内容').waitFor();
    await page.getByLabel('错误内容与正确信息').fill('营业时间应为10:00-22:00');
    await page.getByTestId('proposal-submit').click();
    await page.getByTestId('proposal-item').filter({ hasText: '示例广场' }).waitFor();
    await page.goto('/personalCenter/newsPage');
    await page.getByRole('tab', { name: /反馈回复/ }).click();
    await page.getByText('已收到您的信息纠错').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('collections: a collected mall is listed under my collection and can be removed', async () => {
    const token = cookies.find((c) => c.name === 'shp_session')?.value ?? '';
    const call = async (path: string, data: unknown) => {
      const res = await fetch(`${baseURL()}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'member-token': token },
        body: JSON.stringify({ channelCode: 'ch_web', data, pageParam: { pageNum: 1, pageSize: 1 } }),
      });
      return (await res.json()) as { code: number; data: { list: { id: number; name: string }[] } };
    };
    const malls = await call('/api/foreground/project/pageList', {});
    const mall = malls.data.list[0];
    expect((await call('/api/foreground/store/storeUp', { targetType: 'mall', targetId: mall.id })).code).toBe(10000);
    const { page, context, errors } = await pageWithCookies(cookies, '/personalCenter/myCollection');
    await page.getByRole('link', { name: mall.name }).waitFor();
    await page.getByRole('button', { name: '取消收藏' }).click();
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await page.getByText('已取消收藏').waitFor();
    await page.getByText('暂无收藏').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a mall collected elsewhere shows on coming back to my collection, and its points on the centre home', async () => {
    const token = cookies.find((c) => c.name === 'shp_session')?.value ?? '';
    const call = async (path: string, data: unknown) => {
      const res = await fetch(`${baseURL()}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'member-token': token },
        body: JSON.stringify({ channelCode: 'ch_web', data, pageParam: { pageNum: 1, pageSize: 2 } }),
      });
      return (await res.json()) as { code: number; data: { list: { id: number; name: string }[]; awarded?: boolean } };
    };
    const { page, context, errors } = await pageWithCookies(cookies, '/personalCenter');
    const menu = page.getByRole('complementary', { name: '个人中心菜单' });
    const points = page.getByRole('link', { name: /我的积分/ });
    await expect.poll(async () => /^\d+/.test((await points.textContent()) ?? '')).toBe(true);
    const before = Number(/^\d+/.exec((await points.textContent()) ?? '')![0]);
    await menu.getByText('我的收藏', { exact: true }).click();
    await page.waitForURL('**/personalCenter/myCollection');
    await page.getByText('暂无收藏').waitFor();
    // As the mall page's 收藏 does it, in another tab of the browser.
    const mall = (await call('/api/foreground/project/pageList', {})).data.list[1];
    expect((await call('/api/foreground/store/storeUp', { targetType: 'mall', targetId: mall.id })).code).toBe(10000);
    expect((await call('/wact-web/wd/yypt/task/doTask', { actionType: 'collect', taskTemplateId: 'collect', targetId: `mall:${mall.id}` })).data.awarded).toBe(
      true,
    );
    await menu.getByText('个人中心', { exact: true }).click();
    await page.waitForURL('**/personalCenter');
    await expect.poll(async () => points.textContent()).toBe(`${before + 5}我的积分`);
    await menu.getByText('我的收藏', { exact: true }).click();
    await page.getByRole('link', { name: mall.name }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Back to a member list shows the same tab: my collection from a shop, the points bill and messages from elsewhere', async () => {
    const token = cookies.find((c) => c.name === 'shp_session')?.value ?? '';
    const call = async (path: string, data: unknown) => {
      const res = await fetch(`${baseURL()}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'member-token': token },
        body: JSON.stringify({ channelCode: 'ch_web', data, pageParam: { pageNum: 1, pageSize: 1 } }),
      });
      return (await res.json()) as { code: number; data: { list: { id: number; title: string }[] } };
    };
    const shop = (await call('/api/foreground/shop/pageList', {})).data.list[0];
    expect((await call('/api/foreground/store/storeUp', { targetType: 'shop', targetId: shop.id })).code).toBe(10000);
    const { page, context, errors } = await pageWithCookies(cookies, '/personalCenter/myCollection');
    await page.getByRole('tab', { name: /铺位/ }).click();
    await page.waitForURL('**/personalCenter/myCollection?tab=shop');
    await page.getByRole('link', { name: shop.title }).click();
    await page.waitForURL(`**/shopDetail?id=${shop.id}`);
    await page.goBack();
    await page.getByRole('link', { name: shop.title }).waitFor();
    expect(await page.getByRole('tab', { selected: true }).textContent()).toMatch(/^铺位/);

    await page.goto('/personalCenter/particulars');
    await page.getByRole('cell', { name: '每日签到' }).waitFor();
    await page.getByText('支出', { exact: true }).click();
    await page.waitForURL('**/personalCenter/particulars?direction=out');
    await page.getByRole('cell', { name: '积分抽奖' }).first().waitFor();
    await page.getByRole('complementary', { name: '个人中心菜单' }).getByText('账号设置', { exact: true }).click();
    await page.waitForURL('**/personalCenter/accountSettings');
    await page.goBack();
    await page.getByRole('cell', { name: '积分抽奖' }).first().waitFor();
    expect(await page.getByRole('cell', { name: '每日签到' }).count()).toBe(0);

    await page.goto('/personalCenter/newsPage');
    await page.getByRole('tab', { name: /反馈回复/ }).click();
    await page.getByText('已收到您的信息纠错').waitFor();
    await page.goto('/personalCenter/point');
    await page.goBack();
    await page.getByText('已收到您的信息纠错').waitFor();
    expect(page.url()).toContain('/personalCenter/newsPage?tab=feedback');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('account settings: masked phone, nickname change reflected in the menu, logoff needs confirmation, then the code dialog', async () => {
    const { page, context, errors } = await pageWithCookies(cookies, '/personalCenter/accountSettings');
    await page.getByText(`${phone.slice(0, 3)}****${phone.slice(7)}`).waitFor();
    await page.getByLabel('昵称').fill('端到端会员');
    await page.getByRole('button', { name: '保存昵称' }).click();
    await page.getByText('已保存').waitFor();
    await page.locator('.pc-profile-name').getByText('端到端会员').waitFor();
    await page.getByRole('button', { name: '注销账号' }).click();
    const dialog = page.getByRole('dialog', { name: '注销账号' });
    await dialog.getByRole('button', { name: '确认注销' }).click();
    await dialog.getByText('请输入“确认注销”', { exact: true }).last().waitFor();
    // Then the code: the SPEC §5 dialog of 6 boxes, with its own 获取验证码.
    await dialog.getByLabel('本账号绑定的手机号').fill(phone);
    await dialog.getByLabel('请输入“确认注销”').fill('确认注销');
    await dialog.getByRole('button', { name: '确认注销' }).click();
    const codeDialog = page.getByRole('dialog', { name: '短信验证' });
    await codeDialog.getByLabel('验证码第6位').waitFor();
    await codeDialog.getByRole('button', { name: '获取验证码' }).waitFor();
    await codeDialog.getByRole('button', { name: /确\s*定/ }).click();
    await codeDialog.getByText('请填写验证码').waitFor();
    await codeDialog.getByRole('button', { name: /^(Close|关闭)$/ }).click();
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the business report is refused to L0: the page says so from the session grade (the API refuses too, business-report.routes.test)', async () => {
    const { page, context } = await pageWithCookies(cookies, '/personalCenter/operationalData');
    await page.getByText('经营报告仅对 L3、L4 会员开放').waitFor();
    await context.close();
  });
});

describe('contracts for a visitor (login not required)', () => {
  it('shows the public templates and asks to log in for details', async () => {
    const { page, context, errors } = await newPage();
    await page.goto('/personalCenter/newsContractList');
    await waitHydrated(page);
    expect(page.url()).toContain('/personalCenter/newsContractList');
    await page.getByTestId('contract-item').first().waitFor();
    expect(await page.getByTestId('contract-item').count()).toBe(3);
    await page.getByText('登录后查看').first().waitFor();
    await page.getByText('您正在浏览合同范本').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a session that ends while the centre is open', () => {
  it('sends the member to the login page instead of leaving a blank page', async () => {
    const token = cookies.find((c) => c.name === 'shp_session')?.value ?? '';
    // Revoke the token on the server (this is the last test: it ends the shared session).
    const res = await fetch(`${baseURL()}/api/foreground/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'member-token': token },
      body: JSON.stringify({ channelCode: 'ch_web', data: {} }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(10000);
    const { page, context } = await newPage();
    await context.addCookies(cookies);
    await page.goto('/personalCenter/point');
    await page.waitForURL(/\/login\?redirect=%2FpersonalCenter%2Fpoint/, { timeout: 15_000 });
    await context.close();
  });
});

describe('我的合作 › 场地询价', () => {
  it('lists a space quote the member sent, with the state a consultant gives it, and opens its detail', async () => {
    // A member of its own: earlier tests of this file log the shared one off.
    const quoter = `139${String((Date.now() + 4242) % 100_000_000).padStart(8, '0')}`;
    const own = await loginThroughPage('/personalCenter/myCooperation?kind=quote', quoter);
    const token = decodeURIComponent(own.find((c) => c.name === 'shp_session')?.value ?? '');
    const call = async (path: string, data: unknown) =>
      (await (
        await fetch(`${baseURL()}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'member-token': token },
          body: JSON.stringify({ channelCode: 'ch_web', data }),
        })
      ).json()) as { code: number; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of several shapes
    const spaces = await call('/api/foreground/activity/fieldCompetitiveLeasing', {});
    const space = spaces.data.list[0] as { id: number; name: string };
    // What the quote dialog offers for this space: a lease type, an area band and its minimum days.
    const offer = (await call('/api/foreground/activityQuote/quotePopupInfo', { spaceId: space.id })).data as {
      leaseTypes: string[];
      rentableAreas: { code: string }[];
      minDays: number;
    };
    const days = Math.max(5, offer.minDays);
    // Two weeks ahead in China's calendar, so the start day is never in the past.
    const start = new Date(Date.now() + 8 * 3600_000 + 14 * 86400_000).toISOString().slice(0, 10);
    const sent = await call('/api/foreground/activityQuote/addCustomerQuoteInfo', {
      spaceId: space.id,
      leaseType: offer.leaseTypes[0],
      rentableArea: offer.rentableAreas[0].code,
      startDate: start,
      days,
      brandName: '询价品牌',
      liaison: '钱',
      phone: quoter,
    });
    expect(sent.code).toBe(10000);

    const { page, context, errors } = await pageWithCookies(own, '/personalCenter/myCooperation?kind=quote');
    const list = page.getByTestId('my-quotes');
    await list.getByRole('link', { name: space.name }).first().waitFor();
    await list.getByText('待报价').first().waitFor();
    await list
      .getByRole('button', { name: /详\s*情/ })
      .first()
      .click();
    const detail = page.getByTestId('quote-detail');
    await detail.getByText('询价品牌').waitFor();
    expect(await detail.textContent()).toContain(`${start} 起 ${days} 天`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('我的合作 › 详情', () => {
  it('the message of an application opens it under 我的合作 with what was sent and the promised call', async () => {
    // A member of its own: earlier tests of this file log the shared one off.
    const applicant = `139${String((Date.now() + 5353) % 100_000_000).padStart(8, '0')}`;
    const own = await loginThroughPage('/personalCenter/newsPage', applicant);
    const token = decodeURIComponent(own.find((c) => c.name === 'shp_session')?.value ?? '');
    const res = await fetch(`${baseURL()}/api/foreground/cooperation/joinSubmit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'member-token': token },
      body: JSON.stringify({
        channelCode: 'ch_web',
        data: { kind: 'supplier', companyName: '详情测试公司', liaison: '孙', phone: applicant, intention: '希望成为商场活动物料供应商' },
      }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(10000);

    const { page, context, errors } = await pageWithCookies(own, '/personalCenter/newsPage');
    await page
      .getByText(/申请已提交/)
      .first()
      .click();
    await page.getByRole('link', { name: '查看详情' }).click();
    await page.waitForURL(/\/personalCenter\/myCooperation\?id=\d+$/);
    const detail = page.getByTestId('cooperation-detail');
    await detail.getByText('希望成为商场活动物料供应商').waitFor();
    expect(await detail.textContent()).toContain('顾问联系');
    expect(await detail.textContent()).toContain('收到留资');
    // Back returns to the message the member came from.
    await page.goBack();
    await page.waitForURL(/\/personalCenter\/newsPage$/);
    await expect.poll(() => detail.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

// Its own member: a test above logs the file's member out, and that session is gone server-side.
let barCookies: Cookies = [];

/** The bars a member sees at 320 px: 消息 with 99+ unread, the widest the badge gets (SPEC §2). */
async function phone320(path: string) {
  const p = await newPage({ mobile: true, width: 320 });
  await p.context.addCookies(barCookies);
  await p.page.route(`**${unreadCntOp.path}*`, (r) =>
    r.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ code: 10000, msg: '成功', data: { totalMsgCnt: 120, serviceCnt: 120, feedbackCnt: 0 } }),
    }),
  );
  await p.page.goto(path);
  await waitHydrated(p.page);
  return p;
}

const inView = async (page: Page, box: ReturnType<Page['locator']>) => {
  const b = (await box.boundingBox())!;
  return b.x >= 0 && b.x + b.width <= page.viewportSize()!.width;
};

describe('top bars at 320 px', () => {
  beforeAll(async () => {
    barCookies = await loginThroughPage('/personalCenter', uniquePhone('133'));
  }, 60_000);

  it('the personal centre keeps 退出登录 in view beside 消息 99+ (返回首页 gives way to the logo)', async () => {
    const { page, context, errors } = await phone320('/personalCenter');
    const bar = page.locator('.pc-topbar');
    await bar.getByText('99+').waitFor();
    // Before, 退出登录 ran from 266 to 338 px: past the edge of a 320 px screen.
    expect(await inView(page, bar.getByRole('button', { name: /退出登录/ }))).toBe(true);
    expect(await inView(page, bar.getByTestId('message-entry'))).toBe(true);
    expect(await bar.getByRole('link', { name: '商铺汇首页' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the site header wraps a member's slots instead of cutting 商家中心 (and the menu holding 退出登录) at the edge", async () => {
    const { page, context, errors } = await phone320('/');
    const header = page.locator('.shp-header');
    await header.getByText('99+').waitFor();
    for (const el of [header.getByTestId('message-entry'), header.locator('.shp-user-centre'), header.getByRole('link', { name: /商家中心/ })]) {
      expect(await inView(page, el)).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
