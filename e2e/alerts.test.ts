import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, closeBrowser, newPage, waitHydrated, type TrackedPage } from './support/browser';
import { dragSlider, lastSmsCode, operatorLogin } from './support/login';

afterAll(closeBrowser);

const stamp = Date.now() % 100_000_000;
const memberPhone = `136${String(stamp).padStart(8, '0')}`;
let member: TrackedPage;
let operator: TrackedPage;

/** An operator call from the console's own context (its session cookie). */
async function opCall<T>(path: string, data: unknown, pageParam?: { pageNum: number; pageSize: number }): Promise<T> {
  const res = await operator.context.request.post(path, { data: { channelCode: 'ch_web', data, ...(pageParam ? { pageParam } : {}) } });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 10000) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

interface Unit {
  id: number;
  title: string;
  cityCode: string;
  districtCode: string;
}
/** The n-th published shop of the seed, with its city and district. */
async function unit(n: number): Promise<Unit> {
  const list = await opCall<{ list: { id: number; title: string }[] }>(
    '/api/admin/content/list',
    { type: 'shop', status: 'published' },
    { pageNum: 1, pageSize: 50 },
  );
  const row = list.list[n]!;
  const item = await opCall<{ fields: { cityCode: string; districtCode: string } }>('/api/admin/content/get', { type: 'shop', id: row.id });
  return { id: row.id, title: row.title, cityCode: item.fields.cityCode, districtCode: item.fields.districtCode };
}

beforeAll(async () => {
  member = await newPage({ mobile: true });
  const { page } = member;
  await page.goto('/personalCenter/subscriptions');
  await waitHydrated(page);
  const card = page.locator('.shp-login-card');
  await card.getByLabel('手机号码').fill(memberPhone);
  await card.getByRole('checkbox').check();
  await dragSlider(page, card);
  await card.getByTestId('sms-code-button').click();
  await card.getByText(/\d+s后重新获取/).waitFor();
  const code = await lastSmsCode(memberPhone);
  await card.getByLabel('验证码', { exact: true }).fill(code);
  await card.getByRole('button', { name: /登录\/注册/ }).click();
  await page.waitForURL('**/personalCenter/subscriptions', { timeout: 15_000 });
  await page.getByText('还没有订阅').waitFor();

  operator = await operatorLogin();
}, 120_000);

describe('decide with confidence: alerts and trust', () => {
  it('a saved search hears at once of a listing an operator publishes', async () => {
    const u = await unit(3);
    const { page } = member;
    await page.goto(`/findShopList?tabcheck=1&cityCode=${u.cityCode}&region=${u.districtCode}&openingStatus=all`);
    await waitHydrated(page);
    await page.getByRole('button', { name: '保存搜索' }).click();
    const dialog = page.getByRole('dialog', { name: '保存搜索' });
    await dialog.getByLabel('订阅名称').fill(`区域订阅${stamp % 1000}`);
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('已保存，可在个人中心「我的订阅」查看和管理').waitFor();

    // The operator takes the unit off the site and publishes it again: a new listing for the search.
    await opCall('/api/admin/content/setStatus', { type: 'shop', id: u.id, status: 'draft' });
    await opCall('/api/admin/content/setStatus', { type: 'shop', id: u.id, status: 'published' });

    await page.goto('/personalCenter/newsPage');
    await waitHydrated(page);
    await expect
      .poll(
        async () => {
          await page.reload();
          await waitHydrated(page);
          return page.getByText(`订阅「区域订阅${stamp % 1000}」新上房源`).count();
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBeGreaterThan(0);
    await page.goto('/personalCenter/subscriptions');
    await page.getByText(`区域订阅${stamp % 1000}`).waitFor();
    expect(member.errors).toEqual([]);
  }, 90_000);

  it('a report lands in the operator queue', async () => {
    const u = await unit(5);
    const { page } = member;
    await page.goto(`/shopDetail?id=${u.id}`);
    await waitHydrated(page);
    await page
      .getByText(/更新于 \d+ 天前|今天更新/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: '举报' }).click();
    const dialog = page.getByRole('dialog', { name: '举报房源' });
    await dialog.getByLabel('虚假房源').check();
    await dialog.getByLabel('补充说明（选填）').fill('电话打不通，图片与实际不符');
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    await page.getByText('举报已提交，处理结果会发到您的消息中心').waitFor();

    await operator.page.goto('/admin/trust');
    await waitHydrated(operator.page);
    const row = operator.page.getByRole('row').filter({ hasText: u.title });
    await row.getByText('电话打不通，图片与实际不符').waitFor();
    await expect.poll(() => row.getByText('虚假房源').count()).toBeGreaterThan(0);
    expect(operator.errors).toEqual([]);
  }, 60_000);

  it('a listing not updated for 120 days is marked and ranked after current ones', async () => {
    const u = await unit(7);
    const aged = await fetch(`${baseURL()}/api/test/trust/age?target=shop&id=${u.id}&days=130`, { method: 'POST' });
    expect(aged.status).toBe(200);
    const { page } = member;
    await page.goto(`/findShopList?tabcheck=1&cityCode=${u.cityCode}&region=${u.districtCode}&openingStatus=all&limit=200`);
    await waitHydrated(page);
    const cards = page.getByTestId('shop-card');
    const stale = cards.filter({ hasText: '信息可能已过期' });
    await stale.filter({ hasText: u.title }).first().waitFor();
    // textContent: cards off screen skip rendering (content-visibility), so their innerText is empty.
    const texts = await cards.evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    const firstStale = texts.findIndex((t) => t.includes('信息可能已过期'));
    expect(firstStale).toBeGreaterThanOrEqual(0);
    expect(texts.slice(firstStale).every((t) => t.includes('信息可能已过期'))).toBe(true);
    expect(member.errors).toEqual([]);
  }, 60_000);
});
