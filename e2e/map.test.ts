import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, closeBrowser, newPage, waitHydrated } from './support/browser';

afterAll(closeBrowser);

/** A unit to centre on, read from the API like any client would. */
async function someUnit(): Promise<{ lng: number; lat: number; cityCode: string }> {
  const res = await fetch(`${baseURL()}/api/foreground/shop/detail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ channelCode: 'ch_web', traceId: 'e2e0map0'.repeat(4), data: { id: 1 } }),
  });
  const d = ((await res.json()) as { data: { lng: number; lat: number; cityCode: string } }).data;
  if (!d?.cityCode) throw new Error('unit 1 not found');
  return { lng: d.lng, lat: d.lat, cityCode: d.cityCode };
}

const mapAnswer = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/foreground/map/shops') && r.status() === 200);

const zoomOf = (page: Page) => Number(new URL(page.url()).searchParams.get('zoom'));

describe.each([
  { name: 'phone 390 px', mobile: true, width: 390 },
  { name: 'desktop 1440 px', mobile: false, width: 1440 },
])('map search at $name', ({ mobile, width }) => {
  it('pans, zooms, draws an area and opens a card, list and map in step', async () => {
    const unit = await someUnit();
    const d = 0.02;
    const { page, context, errors } = await newPage({ mobile, width });
    const first = mapAnswer(page);
    await page.goto(
      `/findShopList?tabcheck=1&openingStatus=all&cityCode=${unit.cityCode}&view=map&bbox=${unit.lng - d},${unit.lat - d},${unit.lng + d},${unit.lat + d}&zoom=14`,
    );
    await waitHydrated(page);
    await first;
    const canvas = page.getByTestId('map-canvas');
    await canvas.locator('.shp-map-cluster').first().waitFor();
    // The offline base map: district outlines with the note about street tiles.
    await page.getByText('街道底图需配置地图服务密钥').waitFor();
    await canvas.locator('path.leaflet-interactive, .leaflet-overlay-pane path').first().waitFor({ state: 'attached' });

    // Pan: drag the map; the viewport in the URL follows and a new search is made.
    const box = (await canvas.boundingBox())!;
    const bboxBefore = new URL(page.url()).searchParams.get('bbox');
    if (mobile) {
      // A finger drag.
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.45);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.3 + 60, box.y + box.height * 0.45 + 40, { steps: 8 });
      await page.mouse.up();
    } else {
      // The keyboard: Leaflet pans the focused map with the arrow keys.
      await canvas.focus();
      await page.keyboard.press('ArrowRight');
    }
    await expect.poll(() => new URL(page.url()).searchParams.get('bbox')).not.toBe(bboxBefore);

    // Zoom: a cluster zooms in; at zoom 15 and beyond the units themselves come.
    const z0 = zoomOf(page);
    // The cluster nearest the middle of the map (clear of the tools and the phone's sheet).
    const target = await page.evaluate(() => {
      const c = document.querySelector('[data-testid="map-canvas"]')!.getBoundingClientRect();
      const mid = { x: c.left + c.width / 2, y: c.top + c.height / 2 };
      const centres = [...document.querySelectorAll('[data-testid="map-canvas"] .shp-map-cluster')].map((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      });
      centres.sort((a, b) => Math.hypot(a.x - mid.x, a.y - mid.y) - Math.hypot(b.x - mid.x, b.y - mid.y));
      return centres[0]!;
    });
    await page.mouse.click(target.x, target.y);
    await expect.poll(() => zoomOf(page)).toBeGreaterThan(z0);
    await canvas.locator('.shp-map-pin, .marker-cluster').first().waitFor();

    // Draw an area: four taps, then 完成; the polygon goes into the URL and into the search.
    await page.getByRole('button', { name: '画区域' }).click();
    const b = (await canvas.boundingBox())!;
    const pts = [
      [0.2, 0.2],
      [0.8, 0.2],
      [0.8, 0.6],
      [0.2, 0.6],
    ];
    for (const [fx, fy] of pts) await page.mouse.click(b.x + b.width * fx!, b.y + b.height * fy!);
    await page.getByRole('button', { name: /完成（4点）/ }).click();
    await page.getByRole('button', { name: '清除区域' }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('polygon')?.split(';').length).toBe(4);

    // The list in view and the map in step: an item opens its card (photo, rent, area, link).
    if (mobile) await page.getByRole('button', { name: '拖动展开列表' }).click();
    const item = page.locator('.shp-map-list li').first();
    await item.waitFor();
    await item.locator('button').click();
    const card = page.getByRole('dialog').filter({ hasText: '查看详情' });
    await card.waitFor();
    await expect(card.getByText(/租金 .*元/).count()).resolves.toBe(1);
    await expect(card.getByText(/面积 .*㎡/).count()).resolves.toBe(1);
    await expect(card.locator('img').count()).resolves.toBe(1);
    expect(await card.getByRole('link', { name: '查看详情' }).getAttribute('href')).toMatch(/^\/shopDetail\?id=\d+$/);
    // The card carries the listing's trust badges and 加入对比 (decisions 059, 062); the pick opens the tray.
    await expect(
      card
        .getByTestId('trust-badges')
        .getByText(/更新于 \d+ 天前|今天更新/)
        .count(),
    ).resolves.toBe(1);
    await card.getByRole('button', { name: '+ 加入对比' }).click();
    await card.getByRole('button', { name: '✓ 已加入对比' }).waitFor();
    await page.getByRole('complementary', { name: /对比栏/ }).waitFor();
    // A tap on a marker opens a card too.
    const pin = canvas.locator('.shp-map-pin').first();
    if ((await pin.count()) > 0) {
      await pin.dispatchEvent('click');
      await card.waitFor();
    }

    // Nothing overflows sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});

it('falls back to the list with the message when the area is refused', async () => {
  const { page, context } = await newPage({ width: 1280 });
  await page.goto('/findShopList?tabcheck=1&view=map&bbox=100,20,120,40&zoom=5');
  await waitHydrated(page);
  await page.getByText('地图搜索未完成：地图范围过大，请放大地图后再搜索').waitFor();
  await page.getByText(/共找到 .* 个(在租)?铺位/).waitFor();
  expect(new URL(page.url()).searchParams.get('view')).toBeNull();
  await context.close();
}, 60_000);
