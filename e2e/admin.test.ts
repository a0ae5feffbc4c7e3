import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { baseURL, closeBrowser, newPage, waitHydrated } from './support/browser';
import { dragSlider, lastSmsCode, operatorLogin } from './support/login';
import { pickOption } from './support/antd';

afterAll(closeBrowser);

const stamp = Date.now() % 100_000_000;
const memberPhone = `135${String(stamp).padStart(8, '0')}`;
const brand = `控制台测试品牌${stamp}`;
const consultant = { username: `gu${stamp}`, displayName: `顾问${stamp % 1000}`, password: 'consultant-pass-2026' };
let memberCookies: Awaited<ReturnType<BrowserContext['cookies']>> = [];

beforeAll(async () => {
  // The member logs in through /login with the code the local SMS driver exposes (outside production only).
  const { page, context } = await newPage();
  await page.goto('/personalCenter/newsPage');
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
  await page.waitForURL('**/personalCenter/newsPage', { timeout: 15_000 });
  memberCookies = await context.cookies();
  await context.close();
}, 90_000);

describe('operator console', () => {
  it('refuses a member token on operator calls', async () => {
    const token = memberCookies.find((c) => c.name === 'shp_session')?.value;
    expect(token).toBeTruthy();
    const res = await fetch(`${baseURL()}/api/admin/leads/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'member-token': token!, 'admin-token': token!, cookie: `shp_session=${token}; adminToken=${token}` },
      body: JSON.stringify({ data: {} }),
    });
    expect(res.status).toBe(401);
  });

  it('a lead left on the home page reaches the inbox, is assigned, contacted, and the member sees the message', async () => {
    // 1. The member books a consultation from the side bar of the home page.
    const member = await newPage();
    await member.context.addCookies(memberCookies);
    await member.context.addInitScript(() => localStorage.setItem('isNovice', '1'));
    await member.page.goto('/?shareChannel=wechat&clueUniqueId=e2e-clue');
    await waitHydrated(member.page);
    await member.page
      .getByRole('navigation', { name: '快捷服务' })
      .getByRole('button', { name: /预约咨询/ })
      .click();
    const panel = member.page.getByRole('dialog', { name: '预约咨询' });
    await panel.getByLabel('品牌名称').fill(brand);
    await panel.getByLabel('联系人').fill('陈女士');
    await panel.getByText('有开店/拓店计划', { exact: true }).click();
    await panel.getByRole('checkbox').check();
    const settled = member.page.waitForResponse('**/api/foreground/demandbrander/branderSettled');
    await panel.getByRole('button', { name: '立即预约' }).click();
    expect((await (await settled).json()).code).toBe(10000);
    await member.page.getByTestId('lead-success').waitFor();
    expect(member.errors).toEqual([]);
    await member.context.close();

    // 2. The admin (bootstrap account of this run) creates a consultant.
    const admin = await operatorLogin('admin', inject('adminPassword'));
    await admin.page.goto('/admin/operators');
    await admin.page.getByRole('button', { name: '新建账号' }).click();
    const dialog = admin.page.getByRole('dialog', { name: '新建运营人员' });
    await dialog.getByLabel('账号').fill(consultant.username);
    await dialog.getByLabel('姓名').fill(consultant.displayName);
    await dialog.getByLabel('初始密码').fill(consultant.password);
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await admin.page.getByRole('cell', { name: consultant.username, exact: true }).waitFor();

    // 3. The lead is in the inbox with its channel record and a masked phone; the admin assigns it.
    await admin.page.goto('/admin/leads');
    await waitHydrated(admin.page);
    // The inbox has drawn its first rows (its search box answers from then on). The new lead is
    // already among them, unfiltered, so its row alone does not show that the search ran.
    await admin.page.locator('tr[data-lead-id]').first().waitFor();
    await admin.page.getByPlaceholder('品牌、联系人或完整手机号').fill(brand);
    await admin.page.getByPlaceholder('品牌、联系人或完整手机号').press('Enter');
    // The filter lives in the URL: a reload shows the same queue.
    await expect.poll(() => new URL(admin.page.url()).searchParams.get('q')).toBe(brand);
    const row = admin.page.locator('tr[data-lead-id]').filter({ hasText: brand });
    await row.waitFor();
    await expect.poll(() => admin.page.locator('tr[data-lead-id]').count()).toBe(1);
    // Let the page finish its calls first: an answer cut off by the reload is logged by the server.
    await admin.page.waitForLoadState('networkidle');
    await admin.page.reload();
    await waitHydrated(admin.page);
    await row.waitFor();
    expect(await admin.page.getByPlaceholder('品牌、联系人或完整手机号').inputValue()).toBe(brand);
    await expect(row.textContent()).resolves.toContain(`${memberPhone.slice(0, 3)}****${memberPhone.slice(7)}`);
    await expect(row.textContent()).resolves.toContain('待跟进');
    await row.getByRole('button', { name: '处理' }).click();
    const drawer = admin.page.getByRole('dialog', { name: /线索 #/ });
    // jsonb keeps its own key order: look for each field of the channel record.
    const channel = drawer.getByText(/线索ID：e2e-clue/);
    await channel.waitFor();
    expect(await channel.textContent()).toContain('分享渠道：wechat');
    await pickOption(admin.page, drawer.getByRole('combobox', { name: '选择顾问' }), consultant.displayName);
    await drawer.getByRole('button', { name: /分\s*配/ }).click();
    await drawer.getByText(`分配给顾问 ${consultant.displayName}`).waitFor();
    // Only the assigned consultant sees the whole number.
    expect(await drawer.getByTestId('lead-phone').textContent()).not.toBe(memberPhone);
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    // 4. The consultant sees the full phone and marks the lead contacted.
    const gu = await operatorLogin(consultant.username, consultant.password);
    expect(gu.page.url()).toMatch(/\/admin\/leads$/);
    await gu.page
      .getByRole('menuitem', { name: '内容管理' })
      .count()
      .then((n) => expect(n).toBe(0));
    await gu.page.getByPlaceholder('品牌、联系人或完整手机号').fill(brand);
    await gu.page.getByPlaceholder('品牌、联系人或完整手机号').press('Enter');
    const mine = gu.page.locator('tr[data-lead-id]').filter({ hasText: brand });
    await mine.getByRole('button', { name: '处理' }).click();
    const guDrawer = gu.page.getByRole('dialog', { name: /线索 #/ });
    await expect.poll(() => guDrawer.getByTestId('lead-phone').textContent()).toBe(memberPhone);
    await guDrawer.getByPlaceholder('跟进备注（可选）').fill('已电话沟通，下周看铺');
    await guDrawer.getByRole('button', { name: '标记已联系' }).click();
    await guDrawer.getByText('已电话沟通，下周看铺').waitFor();
    await expect.poll(() => mine.textContent()).toContain('已联系');
    expect(gu.errors).toEqual([]);
    await gu.context.close();

    // 5. The member reads the status change in the message centre.
    const back = await newPage();
    await back.context.addCookies(memberCookies);
    await back.page.goto('/personalCenter/newsPage');
    await waitHydrated(back.page);
    await back.page.getByText('您的预约咨询有新进展：已联系').waitFor();
    await back.page
      .getByText(new RegExp(`「${brand}」`))
      .first()
      .waitFor();
    // …and the new status on the lead itself, under 我的品牌 where consultations are kept.
    await back.page.goto('/personalCenter/myBrand');
    await waitHydrated(back.page);
    const myLead = back.page.getByTestId('my-lead').filter({ hasText: brand });
    await expect.poll(() => myLead.textContent()).toContain('已联系');
    expect(back.errors).toEqual([]);
    await back.context.close();
  });

  it('the lead inbox works at 412 px: no sideways scroll, each lead a card with 处理, the audit log filter in the URL', async () => {
    const p = await newPage({ mobile: true, width: 412 });
    await p.page.goto('/admin/login');
    await waitHydrated(p.page);
    await p.page.getByLabel('账号').fill('admin');
    await p.page.getByLabel('密码').fill(inject('adminPassword'));
    await p.page.getByRole('button', { name: /登\s*录/ }).click();
    await p.page.waitForURL(/\/admin\/leads$/);
    const card = p.page.getByRole('list', { name: '线索列表' }).locator('li[data-lead-id]').first();
    await card.waitFor();
    // Neither the page nor anything inside it (a wide table in its own scroller) scrolls sideways.
    const overflow = () =>
      p.page.evaluate(() => ({
        page: document.documentElement.scrollWidth - window.innerWidth,
        inner: [...document.querySelectorAll('main *, .ant-layout-content *')].filter(
          (e) => e.scrollWidth > e.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(e).overflowX),
        ).length,
      }));
    expect(await overflow()).toEqual({ page: 0, inner: 0 });
    const id = await card.getAttribute('data-lead-id');
    await card.getByRole('button', { name: /处\s*理/ }).click();
    await p.page.getByRole('dialog', { name: `线索 #${id}` }).waitFor();
    expect(new URL(p.page.url()).searchParams.get('lead')).toBe(id);

    // The audit log keeps its filter through a reload (the consultant created above is in it), an entry a card.
    await p.page.goto('/admin/audit?type=operator&action=operator.create');
    await waitHydrated(p.page);
    await p.page
      .getByRole('list', { name: '操作记录' })
      .getByText(/^对象：运营人员 #/)
      .first()
      .waitFor();
    await p.page.reload();
    await waitHydrated(p.page);
    await p.page
      .getByRole('list', { name: '操作记录' })
      .getByText(/^对象：运营人员 #/)
      .first()
      .waitFor();
    expect(await p.page.locator('.ant-select').allInnerTexts()).toEqual(['操作人', '运营人员', '新建运营人员']);
    // The log's entries are cards too: nothing scrolls sideways there either.
    expect(await overflow()).toEqual({ page: 0, inner: 0 });
    expect(p.errors).toEqual([]);
    await p.context.close();
  });

  it('works at 390 px: menu drawer, inbox and content editor', async () => {
    const p = await newPage({ mobile: true });
    await p.page.goto('/admin/login');
    await waitHydrated(p.page);
    await p.page.getByLabel('账号').fill('admin');
    await p.page.getByLabel('密码').fill(inject('adminPassword'));
    await p.page.getByRole('button', { name: /登\s*录/ }).click();
    await p.page.waitForURL(/\/admin\/leads$/);
    await p.page.getByRole('heading', { name: '线索收件箱' }).waitFor();
    await p.page.getByRole('button', { name: '菜单' }).click();
    await p.page.getByRole('link', { name: '内容管理' }).click();
    await p.page.waitForURL(/\/admin\/content$/);
    await p.page.getByRole('button', { name: '编辑' }).first().click();
    await p.page.getByLabel('商场名称').waitFor();
    const width = await p.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(p.errors).toEqual([]);
    await p.context.close();
  });
});
