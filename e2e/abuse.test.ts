import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseURL, closeBrowser, newPage, waitHydrated, type TrackedPage } from './support/browser';
import { loginThroughPage, uniquePhone, type Cookies } from './support/login';
import { consultantServed } from './support/served';

/**
 * Abuse through the real calls the forms use: XSS payloads stored in member-visible and public
 * text come back inert in the pages that show them (no dialog, no injected element, shown
 * literally); SQL metacharacters in the search box are harmless; pages carry security headers.
 */
afterAll(closeBrowser);

const phone = uniquePhone('134');
let cookies: Cookies = [];
const run = String(Date.now() % 100000);

// Each payload tries to run code: alert() would open a dialog, the assignment marks window.
const XSS = {
  script: `<script>window.__xss=1;alert(1)</script>${run}`,
  img: `<img src=x onerror="window.__xss=2;alert(2)">${run}`,
  js: `javascript:window.__xss=3;alert(3)//${run}`,
  svg: `"><svg onload=window.__xss=4;alert(4)>${run}`,
  /** For fields of at most 20 characters (contacts). */
  short: '<svg/onload=alert()>',
};

type Answer = { code: number | string; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of several shapes

async function call(path: string, data: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${baseURL()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ channelCode: 'ch_web', data }),
  });
  expect(res.status, path).toBeLessThan(500);
  return (await res.json()) as Answer;
}
const asMember = (path: string, data: unknown) =>
  call(path, data, { 'member-token': decodeURIComponent(cookies.find((c) => c.name === 'shp_session')?.value ?? '') });

/** Opens a page (as the member when asked) and records dialogs, which must never open. */
async function open(path: string, member: boolean): Promise<TrackedPage & { dialogs: string[] }> {
  const p = await newPage();
  if (member) await p.context.addCookies(cookies);
  const dialogs: string[] = [];
  p.page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const res = await p.page.goto(path);
  expect(res?.status(), path).toBeLessThan(400);
  await waitHydrated(p.page);
  return { ...p, dialogs };
}

/** The payload is on the page as text, and nothing it carried became markup or ran. */
async function expectInert(p: TrackedPage & { dialogs: string[] }, payloads: string[]) {
  for (const text of payloads) {
    await expect.poll(() => p.page.evaluate((t) => document.body.innerText.includes(t), text), { timeout: 15_000, message: text }).toBe(true);
  }
  await p.page.waitForTimeout(300);
  const injected = await p.page.evaluate(() => ({
    marker: (window as unknown as { __xss?: number }).__xss ?? null,
    elements: document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload], a[href^="javascript:" i]').length,
    // The hydration data script carries the text as an escaped JSON string; an injected script
    // element would hold the payload's code itself.
    scripts: [...document.scripts].filter((s) => s.textContent?.trim().startsWith('window.__xss')).length,
  }));
  expect(injected).toEqual({ marker: null, elements: 0, scripts: 0 });
  expect(p.dialogs).toEqual([]);
}

let operatorToken: string | null = null;
/** The run's first operator (global setup's random password), signed in once through the API. */
async function operatorHeaders() {
  if (!operatorToken) {
    const login = await fetch(`${baseURL()}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { username: 'admin', password: inject('adminPassword') } }),
    });
    operatorToken = decodeURIComponent(/adminToken=([^;]+)/.exec(login.headers.getSetCookie().join(';'))?.[1] ?? '');
    expect(operatorToken).toBeTruthy();
  }
  return { 'admin-token': operatorToken };
}

/** Logs the member in through /login; a second login within 60 s first ends the phone's SMS window. */
async function uiLogin(path: string) {
  await fetch(`${baseURL()}/api/test/sms/cooldown?phone=${phone}`, { method: 'DELETE' });
  return loginThroughPage(path, phone);
}

beforeAll(async () => {
  cookies = await uiLogin('/personalCenter/myBrand');
}, 90_000);

describe('stored XSS comes back inert', () => {
  it('lead form and personal-centre brand form → 我的品牌', async () => {
    const lead = await asMember('/api/foreground/demandbrander/branderSettled', {
      useBrandName: XSS.img,
      liaison: XSS.short,
      isOpenShop: 'Y',
      sourceType: '2',
    });
    expect(lead.code, lead.msg).toBe(10000);
    const formats = await call('/api/foreground/format/formatTree', {});
    const formatId = formats.data[0].children?.[0]?.id ?? formats.data[0].id;
    const saved = await asMember('/api/foreground/memberBrand/save', {
      brandName: XSS.svg,
      formatIds: [formatId],
      contacts: XSS.short,
      phone,
      isOpenShop: 'N',
      intro: `${XSS.script} ${XSS.js}`,
    });
    expect(saved.code, saved.msg).toBe(10000);
    const p = await open('/personalCenter/myBrand', true);
    await expectInert(p, [XSS.img, XSS.svg]);
    await p.context.close();
  });

  it('complaints and suggestions → 投诉建议', async () => {
    const res = await asMember('/api/foreground/proposal/create', { kind: 'complaint', content: `${XSS.script} ${XSS.img}` });
    expect(res.code, res.msg).toBe(10000);
    const p = await open('/personalCenter/proPosal', true);
    await expectInert(p, [XSS.script]);
    await p.context.close();
  });

  it('cooperation application → 我的合作', async () => {
    const res = await asMember('/api/foreground/cooperation/joinSubmit', {
      kind: 'supplier',
      companyName: XSS.svg,
      liaison: XSS.short,
      phone,
      intention: `${XSS.js} ${XSS.script}`,
    });
    expect(res.code, res.msg).toBe(10000);
    const p = await open('/personalCenter/myCooperation', true);
    await expectInert(p, [XSS.svg]);
    await p.context.close();
  });

  it('consultant evaluation text → the public consultant page', async () => {
    const list = await call('/api/foreground/consultant/list', {});
    const consultantId = list.data.list[0].id;
    // Only a member the consultant served may review: the consultant follows up their question first.
    await consultantServed(decodeURIComponent(cookies.find((c) => c.name === 'shp_session')?.value ?? ''), phone, consultantId);
    const res = await asMember('/api/foreground/consultant/evaluation', {
      consultantId,
      serviceCode: 'site_selection',
      stars: 5,
      content: `${XSS.svg} ${XSS.js}`,
    });
    expect(res.code, res.msg).toBe(10000);
    const p = await open(`/consultantDetail?id=${consultantId}`, false);
    await expectInert(p, [XSS.svg]);
    await p.context.close();
  });

  it('seller goods names → 商家中心 goods list', async () => {
    const admin = await operatorHeaders();
    const found = await call('/api/admin/members/search', { q: phone }, admin);
    const granted = await call('/api/admin/members/setSeller', { memberId: found.data.list[0].id, granted: true }, admin);
    expect(granted.code, granted.msg).toBe(10000);
    const types = await asMember('/api/foreground/seller/goods/productTypeList', {});
    expect(types.code, types.msg).toBe(10000);
    const type = types.data[0];
    const attrs = Object.fromEntries(type.saleAttrs.map((a: { name: string; values: string[] }) => [a.name, a.values[0]]));
    const name = XSS.img.slice(0, 60);
    const saved = await asMember('/api/foreground/seller/goods/edit', {
      name,
      typeId: type.typeId,
      cityCode: '310000',
      description: `${XSS.script} ${XSS.svg}`,
      images: ['/media/placeholder/space/t1.svg'],
      skus: [{ attrs, price: 100, stock: 1 }],
    });
    expect(saved.code, saved.msg).toBe(10000);
    // The seller role reaches the client's session at login: sign in again, as a new seller would.
    cookies = await uiLogin('/sellerCenter/goods/list');
    const list = await open('/sellerCenter/goods/list', true);
    await expectInert(list, [name]);
    await list.context.close();
  }, 90_000);

  it('operator content editor titles → the public list and detail pages', async () => {
    const admin = await operatorHeaders();
    const list = await call('/api/admin/content/list', { type: 'article', status: 'published' }, admin);
    expect(list.code, list.msg).toBe(10000);
    const row = list.data.list.find((r: { publicUrl: string | null }) => r.publicUrl);
    const item = await call('/api/admin/content/get', { type: 'article', id: row.id }, admin);
    const title = `${XSS.img} ${XSS.svg}`.slice(0, 100);
    const saved = await call('/api/admin/content/save', { type: 'article', id: row.id, fields: { ...item.data.fields, title } }, admin);
    expect(saved.code, saved.msg).toBe(10000);
    // Rendered on the server and hydrated: the raw HTML carries the title escaped, never as markup.
    const html = await (await fetch(`${baseURL()}${row.publicUrl}`)).text();
    expect(html).not.toContain('<img src=x onerror');
    expect(html).not.toContain('<svg onload');
    const p = await open(row.publicUrl, false);
    await expectInert(p, [title]);
    expect(p.errors).toEqual([]);
    await p.context.close();
  });
});

describe('SQL metacharacters and security headers on pages', () => {
  it('the search page answers normally for quotes, comments and LIKE wildcards', async () => {
    for (const keyword of ["' or '1'='1", "火锅'; drop table shops; --", '%_\\', '<script>alert(1)</script>']) {
      const p = await open(`/resultPage?keyword=${encodeURIComponent(keyword)}`, false);
      expect(p.dialogs).toEqual([]);
      expect(await p.page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null)).toBeNull();
      expect(p.errors).toEqual([]);
      await p.context.close();
    }
    // The tables are still there: the shop list still lists shops.
    const shops = await call('/api/foreground/shop/pageList', { kind: 'shop' });
    expect(shops.code).toBe(10000);
    expect(shops.data.total).toBeGreaterThan(0);
  });

  it('pages carry CSP with frame-ancestors, nosniff, referrer policy; no HSTS without a TLS proxy', async () => {
    for (const path of ['/', '/product', '/personalCenter/myBrand', '/no-such-page']) {
      const res = await fetch(`${baseURL()}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
      // Cookies the server sets on pages are never readable session secrets.
      for (const c of res.headers.getSetCookie()) expect(c, path).not.toMatch(/^(token|adminToken)=[^;]/);
      // Inline scripts run only with this answer's nonce: no 'unsafe-inline' for scripts.
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc, path).not.toContain('unsafe-inline');
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrc)?.[1];
      expect(nonce, path).toBeTruthy();
      const html = await res.text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
      expect(inline.length, path).toBeGreaterThan(0);
      for (const attrs of inline) expect(attrs, path).toContain(`nonce="${nonce}"`);
    }
    // A fresh nonce for every answer.
    const nonces = await Promise.all(
      [0, 1].map(async () => /'nonce-([^']+)'/.exec((await fetch(`${baseURL()}/`)).headers.get('content-security-policy') ?? '')?.[1]),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('runs pages under that CSP without a single violation', async () => {
    const p = await newPage();
    const violations: string[] = [];
    p.page.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
    for (const path of ['/', '/product', '/login']) {
      await p.page.goto(path);
      await waitHydrated(p.page);
    }
    expect(violations).toEqual([]);
    expect(p.errors).toEqual([]);
    await p.context.close();
  });
});
