import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage, waitHydrated } from './support/browser';
import { dragSlider, lastSmsCode } from './support/login';
import { startSite, type Site } from './support/site';

/**
 * The embedded database (PGlite), the one `npm start` uses on a fresh machine without DATABASE_URL
 * (decision 070): the built site on a new, empty data folder migrates and seeds it at start, then a
 * visitor walks home → search → a unit's page → a consultation request. The run's shared site is on
 * PostgreSQL when DATABASE_URL is set, so this is where every CI run meets PGlite through the build.
 */
let site: Site;
beforeAll(async () => {
  site = await startSite({ DATABASE_URL: '', SEED_SCALE: 'test', SMS_IP_HOURLY_LIMIT: '1000' });
}, 420_000);
afterAll(async () => {
  await closeBrowser();
  await site?.stop();
});

describe('the built site on a fresh embedded database', () => {
  it('keeps its data in the data folder, and a visitor searches, opens a unit and leaves a consultation request', async () => {
    expect(fs.existsSync(path.join(site.dataDir, 'pglite'))).toBe(true);
    const { page, context, errors } = await newPage({ site: site.baseURL });
    await context.addInitScript(() => localStorage.setItem('isNovice', '1'));

    // Home page, then the home search.
    await page.goto('/');
    await waitHydrated(page);
    const box = page.getByRole('search').getByLabel('搜索关键词');
    await box.fill('火锅');
    await box.press('Enter');
    await page.waitForURL(/\/resultPage\?keyword=(%E7%81%AB%E9%94%85|火锅)/);
    await page.getByTestId('search-scope').getByRole('link', { name: '全国' }).click();
    await page.waitForURL(/cityCode=all/);
    await page.getByRole('tab', { name: /^铺位（\d+）$/ }).click();
    await page.waitForURL(/type=shop/);
    const hit = page.getByTestId('search-hit').first();
    await expect.poll(() => page.locator('mark.shp-hl', { hasText: '火锅' }).count()).toBeGreaterThan(0);

    // A unit's page.
    await hit.click();
    await page.waitForURL(/\/shopDetail\?id=\d+/);
    await waitHydrated(page);
    expect(((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').length).toBeGreaterThan(0);

    // A consultation request from it, with the slider and the SMS code.
    const phone = `133${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    await page
      .getByRole('navigation', { name: '快捷服务' })
      .getByRole('button', { name: /预约咨询/ })
      .click();
    const panel = page.getByRole('dialog', { name: '预约咨询' });
    await panel.getByLabel('品牌名称').fill(`嵌入库品牌${phone.slice(-4)}`);
    await panel.getByLabel('联系人').fill('王五');
    await panel.getByLabel('手机号').fill(phone);
    await panel.getByText('有开店/拓店计划', { exact: true }).click();
    await panel.getByRole('checkbox').check();
    await dragSlider(page, panel);
    await panel.getByTestId('sms-code-button').click();
    await panel.getByText(/\d+s后重新获取/).waitFor();
    await panel.getByLabel('验证码').fill(await lastSmsCode(phone, 'LEAD', site.baseURL));
    const settled = page.waitForResponse('**/api/foreground/demandbrander/branderSettled');
    await panel.getByRole('button', { name: '立即预约' }).click();
    expect((await (await settled).json()).code).toBe(10000);
    await page.getByTestId('lead-success').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
