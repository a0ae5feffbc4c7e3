import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage, waitHydrated } from './support/browser';

afterAll(closeBrowser);

describe.each([
  { name: 'phone 390 px', mobile: true, width: 390 },
  { name: 'desktop 1440 px', mobile: false, width: 1440 },
])('compare and rent history at $name', ({ mobile, width }) => {
  it('compares 3 units side by side, keeps them over a reload, and reads a unit’s rent history', async () => {
    const { page, context, errors } = await newPage({ mobile, width });
    await page.goto('/findShopList?tabcheck=1');
    await waitHydrated(page);
    const toggles = page.locator('[data-compare^="shop-"]');
    await toggles.nth(2).waitFor();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = toggles.nth(i);
      ids.push(Number((await t.getAttribute('data-compare'))!.slice('shop-'.length)));
      await t.click();
      await expect.poll(() => t.getAttribute('aria-pressed')).toBe('true');
    }
    const tray = page.getByRole('complementary', { name: '铺位对比栏' });
    await tray.getByText('已选 3/4 个铺位').waitFor();
    await tray.getByRole('link', { name: '开始对比' }).click();
    await page.waitForURL((u) => u.pathname === '/compare' && u.searchParams.get('ids') === ids.join(','));

    const table = page.locator('.shp-compare-table');
    await expect.poll(() => table.locator('thead th[data-column]').count()).toBe(3);
    await table.locator('tr[data-row="rentDaySqm"] td').nth(2).waitFor();
    expect(await table.locator('tbody th[scope="row"]').first().textContent()).toBe('租金（元/㎡/天）');
    expect(await table.locator('tr[data-row="distance-0"] td').first().textContent()).toBe('—');
    expect(await table.locator('.shp-compare-best').count()).toBeGreaterThan(0);
    expect(await table.locator('tr.is-different').count()).toBeGreaterThan(0);
    if (mobile) {
      // Row labels stay while the columns swipe sideways.
      expect(
        await table
          .locator('tbody th[scope="row"]')
          .first()
          .evaluate((el) => getComputedStyle(el).position),
      ).toBe('sticky');
      const scroll = page.locator('.shp-compare-scroll');
      expect(await scroll.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }

    // The selection survives a bare /compare in a reload.
    await page.goto('/compare');
    await waitHydrated(page);
    await page.waitForURL((u) => u.searchParams.get('ids') === ids.join(','));
    await expect.poll(() => table.locator('thead th[data-column]').count()).toBe(3);

    // The first unit's rent history, drawn once Chart.js has loaded.
    await page.goto(`/shopDetail?id=${ids[0]}`);
    await waitHydrated(page);
    const history = page.getByTestId('rent-history');
    await history.locator('canvas[data-ready="1"]').waitFor();
    expect(await history.locator('canvas').getAttribute('aria-label')).toMatch(/^租金走势：\d{4}-\d{2}-\d{2} [\d.]+元\/㎡\/天/);
    expect(await history.locator('tbody tr').count()).toBeGreaterThan(0);
    await page.getByTestId('affordability').getByTestId('rent-ratio').getByText('%').waitFor();
    expect(await page.locator('[data-compare^="shop-"]').getAttribute('aria-pressed')).toBe('true');

    expect(errors).toEqual([]);
    await context.close();
  });
});
