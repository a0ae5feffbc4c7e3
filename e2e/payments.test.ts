import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { baseURL, closeBrowser, newPage, waitHydrated } from './support/browser';
import { loginThroughPage, pageWithCookies, type Cookies } from './support/login';

afterAll(closeBrowser);

const BUYER_PHONE = '13800000003';
const SELLER_PHONE = '13800000011';
let buyer: Cookies = [];
let seller: Cookies = [];

/** A call as the member whose session cookie is given (the envelope of SPEC §8). */
async function call(cookies: Cookies, path: string, data: unknown) {
  const token = decodeURIComponent(cookies.find((c) => c.name === 'shp_session')?.value ?? '');
  const res = await fetch(`${baseURL()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'member-token': token },
    body: JSON.stringify({ channelCode: 'ch_web', data, pageParam: { pageNum: 1, pageSize: 50 } }),
  });
  return (await res.json()) as { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of several shapes
}

beforeAll(async () => {
  buyer = await loginThroughPage('/personalCenter/myOrder', BUYER_PHONE);
  seller = await loginThroughPage('/sellerCenter', SELLER_PHONE);
}, 120_000);

describe('payments: pay, deliver, withdraw, approve', () => {
  it('a member pays a seeded order through the sandbox; the seller delivers, withdraws, and the operator approves it', async () => {
    // The seeded unpaid order of the demo buyer.
    const unpaid = await call(buyer, '/api/foreground/memberOrder/pageList', { status: 'pending_payment' });
    const order = unpaid.data.list[0] as { id: number; orderNo: string; totalAmount: number };
    expect(order).toBeTruthy();

    // 1. The buyer pays: /pay shows the order and amount, the sandbox cashier confirms, /pay polls until the notification has arrived.
    const b = await pageWithCookies(buyer, `/pay?orderId=${order.id}`);
    await b.page.getByText(order.orderNo).waitFor();
    await b.page.getByRole('button', { name: /支付沙箱（演示） 支付/ }).click();
    await b.page.waitForURL('**/pay/sandbox?paymentNo=*');
    await b.page.getByText('演示环境：此页面模拟支付渠道的收银台，不会产生真实扣款。').waitFor();
    await b.page.getByRole('button', { name: '确认支付' }).click();
    await b.page.waitForURL(`**/pay?orderId=${order.id}&returned=1`);
    await b.page.getByText('支付成功', { exact: true }).waitFor();
    expect(b.errors).toEqual([]);
    await b.context.close();
    // On a 320 px phone the page fits: nothing scrolls sideways.
    const narrow = await newPage({ mobile: true, width: 320 });
    await narrow.context.addCookies(buyer);
    await narrow.page.goto(`/pay?orderId=${order.id}`);
    await waitHydrated(narrow.page);
    await narrow.page.getByText('支付成功', { exact: true }).waitFor();
    expect(await narrow.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await narrow.context.close();

    // 2. The seller sees it 待发货 and delivers.
    const s = await pageWithCookies(seller, `/sellerCenter/orderDetail?orderId=${order.id}`);
    await s.page.getByText('待发货').first().waitFor();
    await s.page.getByRole('button', { name: /^发\s*货$/ }).click();
    await s.page.getByLabel('物流公司或服务方式').fill('上门服务');
    await s.page.getByLabel('运单号或服务单号').fill('FW-E2E-1');
    await s.page.getByRole('button', { name: /^确\s*定$/ }).click();
    await s.page.getByText('发货成功').waitFor();
    // The buyer's confirmation (storefront's 确认完成) books the sale into the seller ledger; the
    // withdrawal below draws on the balance the seeded completed orders already hold.

    // 3. The seller asks for a withdrawal to the account on file.
    await s.page.goto('/sellerCenter/withdrawalManagement');
    await waitHydrated(s.page);
    await s.page.getByRole('button', { name: '申请提现' }).click();
    const dialog = s.page.getByRole('dialog', { name: '申请提现' });
    await dialog.getByLabel('提现金额（元）').fill('12.34');
    await dialog.getByLabel('开户银行').fill('招商银行');
    await dialog.getByLabel('开户名').fill('上海演示活动服务有限公司');
    await dialog.getByLabel('银行卡号').fill('6225880012345678');
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await s.page.getByText('提现申请已提交，预计1-3个工作日到账').waitFor();
    expect(s.errors).toEqual([]);

    // 4. The operator pays it out in 提现审核 with the bank reference.
    const a = await newPage();
    await a.page.goto('/admin/login');
    await waitHydrated(a.page);
    await a.page.getByLabel('账号').fill('admin');
    await a.page.getByLabel('密码').fill(inject('adminPassword'));
    await a.page.getByRole('button', { name: /登\s*录/ }).click();
    await a.page.waitForURL(/\/admin\/(leads|content)$/);
    await a.page.getByRole('link', { name: '提现审核' }).click();
    await a.page.waitForURL('**/admin/withdrawals');
    const row = a.page.locator('tr', { hasText: '¥12.34' }).first();
    await row.getByRole('button', { name: '确认打款' }).click();
    const pay = a.page.getByRole('dialog');
    await pay.getByLabel('银行流水号').fill('CMBE2E000001');
    await pay.getByRole('button', { name: '确认已打款' }).click();
    await a.page.getByText('已确认打款，商家已收到通知').waitFor();
    await a.page.getByRole('button', { name: '运行对账' }).click();
    await a.page.getByText(/对账完成：\d+ 笔订单、\d+ 笔支付、\d+ 笔提现全部平衡/).waitFor();
    expect(a.errors).toEqual([]);
    await a.context.close();

    // The seller sees it 已到账.
    await s.page.reload();
    await waitHydrated(s.page);
    await s.page.locator('tr', { hasText: '¥12.34' }).getByText('已到账').waitFor();
    await s.context.close();
  }, 180_000);
});
