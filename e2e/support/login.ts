import type { BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { decodePhone } from '@shp/contracts';
import { baseURL, newPage, waitHydrated, type TrackedPage } from './browser';

export type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/** A phone number no other test file uses (prefix keeps files apart, the clock keeps runs apart). */
export const uniquePhone = (prefix: string) => `${prefix}${String(Date.now() % 100_000_000).padStart(8, '0')}`;

/** Drags the login slider to the far right the way a hand does (the server checks the track). */
export async function dragSlider(page: Page, scope = page.locator('body')) {
  const handle = scope.getByRole('slider', { name: '滑动验证' });
  // A person brings the slider into clear sight before pressing it. Playwright's own scrolling counts
  // a handle under the sticky top bar as visible, and the mouse then presses the bar.
  await handle.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await handle.boundingBox();
  if (!box) throw new Error('no slider');
  const y = box.y + box.height / 2;
  const cover = await handle.evaluate(
    (el, [px, py]) => {
      const hit = document.elementFromPoint(px, py);
      return el.contains(hit) ? null : (hit?.outerHTML.slice(0, 300) ?? 'nothing');
    },
    [box.x + box.width / 2, y],
  );
  if (cover) throw new Error(`the slider handle is covered where it would be pressed, by ${cover}`);
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  // Each drag takes its own time, as a hand's does: the server refuses one address whose drags
  // all last the same (and a track it saw before).
  const pause = 12 + Math.floor(Math.random() * 60);
  for (let i = 1; i <= 16; i++) {
    await page.mouse.move(box.x + box.width / 2 + i * 20, y);
    await page.waitForTimeout(pause);
  }
  await page.mouse.up();
  const passed = scope.getByText('验证通过', { exact: true }).first();
  const refused = scope.locator('.shp-slider-captcha [role="alert"]').first();
  await passed.or(refused).waitFor();
  if (await refused.isVisible()) throw new Error(`the slider refused the drag: ${await refused.textContent()}`);
}

/** The code the local SMS driver sent to `phone` (a test-only route, absent in production). */
export async function lastSmsCode(phone: string, scene = 'LOGIN', site = baseURL()): Promise<string> {
  const res = await fetch(`${site}/api/test/sms/last?phone=${phone}&scene=${scene}`);
  return ((await res.json()) as { data: { code: string } }).data.code;
}

/**
 * Records what the page sends to sendSms and loginRegister; `expectPhoneEncoded` then checks that
 * the phone left the browser encoded (SPEC §7, decision 008), never as the digits.
 */
export function recordPhoneCalls(page: Page) {
  const bodies: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/auth\/(sendSms|loginRegister)$/.test(new URL(r.url()).pathname)) bodies.push(r.postData() ?? '');
  });
  return {
    bodies,
    expectPhoneEncoded(phone: string) {
      expect(bodies.length).toBeGreaterThanOrEqual(2);
      for (const body of bodies) {
        expect(body).not.toContain(phone);
        expect(decodePhone(String((JSON.parse(body) as { data: { mobileCode: unknown } }).data.mobileCode))).toBe(phone);
      }
    },
  };
}

/**
 * Visits a login-only page as a visitor, is sent to /login, logs in there with the SMS code and
 * lands back on the page. Answers the session cookies for later pages.
 */
export async function loginThroughPage(path: string, phone: string): Promise<Cookies> {
  const { page, context } = await newPage();
  await page.goto(path);
  expect(page.url()).toContain('/login?redirect=');
  await waitHydrated(page);
  const card = page.locator('.shp-login-card');
  const calls = recordPhoneCalls(page);
  await card.getByLabel('手机号码').fill(phone);
  await card.getByRole('checkbox').check();
  await dragSlider(page, card);
  await card.getByTestId('sms-code-button').click();
  await card.getByText(/\d+s后重新获取/).waitFor();
  await card.getByLabel('验证码', { exact: true }).fill(await lastSmsCode(phone));
  await card.getByRole('button', { name: /登录\/注册/ }).click();
  await page.waitForURL(`**${path.split('?')[0]}*`, { timeout: 15_000 });
  calls.expectPhoneEncoded(phone);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

/** A page in a fresh context carrying a member's session cookies, hydrated. */
export async function pageWithCookies(cookies: Cookies, path: string, opts: { mobile?: boolean } = {}): Promise<TrackedPage> {
  const p = await newPage(opts);
  await p.context.addCookies(cookies);
  await p.page.goto(path);
  await waitHydrated(p.page);
  return p;
}

/**
 * Signs an operator in through /admin/login (the seeded admin unless named) and answers the page
 * on the console's first section.
 */
export async function operatorLogin(username = 'admin', password = inject('adminPassword')): Promise<TrackedPage> {
  const p = await newPage();
  await p.page.goto('/admin/login');
  await waitHydrated(p.page);
  await p.page.getByLabel('账号').fill(username);
  await p.page.getByLabel('密码').fill(password);
  await p.page.getByRole('button', { name: /登\s*录/ }).click();
  await p.page.waitForURL(/\/admin\/(leads|content)$/);
  return p;
}
