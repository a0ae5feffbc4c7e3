import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, newPage, waitHydrated } from './support/browser';
import { loginThroughPage, pageWithCookies, uniquePhone } from './support/login';

afterAll(closeBrowser);

/** The seeded suppliers by company name (apps/api/src/db/seed). */
const SELLER_PHONES: Record<string, string> = {
  北京星光活动服务有限公司: '13800000021',
  广州聚场会展服务有限公司: '13800000022',
  上海演示活动服务有限公司: '13800000011',
};

/** How far the page scrolls sideways (0: nothing overflows). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('storefront', () => {
  it('a visitor finds a service from 找活动场地, logs in and orders; 我的订单 and the seller’s 订单管理 show it', async () => {
    // A visitor on 找活动场地 (天津) follows the link to the services of that city.
    const visitor = await newPage({ width: 1440 });
    await visitor.page.goto('/cooperationList?cityCode=120000');
    await waitHydrated(visitor.page);
    await visitor.page.getByRole('link', { name: '场地活动服务', exact: true }).click();
    await visitor.page.waitForURL('**/storefront?cityCode=120000');
    const cards = visitor.page.getByTestId('goods-card');
    await cards.first().waitFor();
    expect(await visitor.page.getByText(/共 \d+ 项服务/).textContent()).not.toBe('共 0 项服务');
    expect(await sideways(visitor.page)).toBe(0);
    await cards.first().click();
    await visitor.page.waitForURL('**/storefrontDetail?id=*');
    await visitor.page.getByTestId('goods-seller').waitFor();
    const detailPath = new URL(visitor.page.url()).pathname + new URL(visitor.page.url()).search;
    const name = (await visitor.page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(name).toContain('天津');
    const sellerName = ((await visitor.page.getByTestId('goods-seller').textContent()) ?? '').trim();
    expect(SELLER_PHONES[sellerName]).toBeDefined();
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();

    // The visitor logs in and orders the second SKU, two of them.
    const buyerCookies = await loginThroughPage('/personalCenter/myOrder', uniquePhone('136'));
    const { page, context, errors } = await pageWithCookies(buyerCookies, detailPath);
    const options = page.locator('.sf-attr .ant-radio-button-wrapper:not(.ant-radio-button-wrapper-disabled)');
    if ((await options.count()) > 1) await options.nth(1).click();
    await page.getByLabel('购买数量').fill('2');
    await page.getByLabel('购买数量').blur();
    const total = (await page.getByTestId('order-total').textContent()) ?? '';
    await page.getByRole('button', { name: '立即下单' }).click();
    const dialog = page.getByRole('dialog', { name: '确认订单' });
    await dialog.getByLabel('联系人').fill('端到端买家');
    // The phone is refused until it is one.
    await dialog.getByLabel('联系电话').fill('123');
    await dialog.getByRole('button', { name: '提交订单' }).click();
    await dialog.getByText('请输入正确的手机号').waitFor();
    await dialog.getByLabel('联系电话').fill('13912345678');
    await dialog.getByLabel('备注').fill('周六上午进场');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/foreground/storefront/order/create'));
    await dialog.getByRole('button', { name: '提交订单' }).click();
    const answer = (await (await created).json()) as { data: { orderId: number; orderNo: string; totalAmount: number } };
    // The server charged what the page showed (its own price × the quantity).
    expect(answer.data.totalAmount).toBe(Number(total.replace(/,/g, '')));
    await page.getByText('订单已提交，待付款').waitFor();
    // Payment is the pay page's: the order stops at its link.
    expect(await page.getByTestId('go-pay').getAttribute('href')).toBe(`/pay?orderId=${answer.data.orderId}`);

    // 我的订单 › 服务订单 shows it unpaid, with 去支付.
    await page.getByRole('link', { name: '查看订单' }).click();
    await page.waitForURL('**/personalCenter/myOrder?tab=service*');
    const card = page.getByTestId('service-order').filter({ hasText: answer.data.orderNo });
    await card.waitFor();
    await card.getByText('待付款', { exact: true }).first().waitFor();
    expect(await card.getByTestId('order-pay').getAttribute('href')).toBe(`/pay?orderId=${answer.data.orderId}`);
    expect(errors).toEqual([]);
    await context.close();

    // The seller sees it in 订单管理 at once.
    const sellerCookies = await loginThroughPage('/sellerCenter/orderManageList', SELLER_PHONES[sellerName]);
    const seller = await pageWithCookies(sellerCookies, '/sellerCenter/orderManageList');
    await seller.page.getByRole('link', { name: answer.data.orderNo }).first().waitFor();
    expect(seller.errors).toEqual([]);
    await seller.context.close();
  }, 180_000);

  it('the list and a service page fit a 390 px phone; search has a 服务 tab', async () => {
    const { page, context, errors } = await newPage({ mobile: true, width: 390 });
    await page.goto('/resultPage?keyword=舞台&cityCode=all');
    await waitHydrated(page);
    await page.getByRole('tab', { name: /服务（\d+）/ }).click();
    await page.waitForURL('**type=service*');
    await page.getByTestId('goods-card').first().waitFor();
    expect(await sideways(page)).toBe(0);
    await page.getByTestId('goods-card').first().click();
    await page.waitForURL('**/storefrontDetail?id=*');
    await page.getByRole('button', { name: '立即下单' }).waitFor();
    expect(await sideways(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
