import { afterAll, describe, expect, inject, it } from 'vitest';
import { baseURL, closeBrowser, newPage, waitHydrated } from './support/browser';
import { loginThroughPage, pageWithCookies, uniquePhone } from './support/login';

afterAll(closeBrowser);

type Answer = { code: number | string; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of several shapes

async function call(path: string, data: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${baseURL()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ channelCode: 'ch_web', data }),
  });
  return (await res.json()) as Answer;
}

describe('online chat between a member and a consultant', () => {
  it('chats both ways live with a consultant on duty, and the member’s lead timeline and badge follow the consultant moving the lead, without a reload', async () => {
    // Fresh names on each attempt (a retry must not meet the account it made before).
    const stamp = Date.now() % 100_000_000;
    const phone = uniquePhone('137');
    const brand = `在线客服品牌${stamp}`;
    const consultant = { username: `chat${stamp}`, displayName: `客服顾问${stamp % 1000}`, password: 'chat-consultant-2026' };
    // Set-up through the calls: a consultant account, the member's lead assigned to them.
    const login = await fetch(`${baseURL()}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { username: 'admin', password: inject('adminPassword') } }),
    });
    const admin = { 'admin-token': decodeURIComponent(/adminToken=([^;]+)/.exec(login.headers.getSetCookie().join(';'))?.[1] ?? '') };
    const created = await call('/api/admin/operators/create', { ...consultant, role: 'consultant' }, admin);
    expect(created.code, created.msg).toBe(10000);
    const cookies = await loginThroughPage('/personalCenter/newsPage', phone);
    const token = cookies.find((c) => c.name === 'shp_session')?.value ?? '';
    const lead = await call(
      '/api/foreground/demandbrander/branderSettled',
      { useBrandName: brand, liaison: '周女士', isOpenShop: 'Y' },
      { 'member-token': token },
    );
    expect(lead.code, lead.msg).toBe(10000);
    const inbox = await call('/api/admin/leads/list', { q: brand }, admin);
    const leadId = inbox.data.list[0].id;
    expect((await call('/api/admin/leads/assign', { id: leadId, operatorId: created.data.id }, admin)).code).toBe(10000);

    // The consultant signs in and goes on duty: only consultants on duty are handed conversations.
    const gu = await newPage();
    await gu.page.goto('/admin/login');
    await waitHydrated(gu.page);
    await gu.page.getByLabel('账号').fill(consultant.username);
    await gu.page.getByLabel('密码').fill(consultant.password);
    await gu.page.getByRole('button', { name: /登\s*录/ }).click();
    await gu.page.waitForURL(/\/admin\/leads$/);
    const duty = gu.page.getByRole('switch', { name: '值班状态' });
    await duty.click();
    await expect.poll(() => duty.getAttribute('aria-checked')).toBe('true');

    // The member opens 在线客服 from the side bar and asks for a person.
    const member = await pageWithCookies(cookies, '/');
    await member.page
      .getByRole('navigation', { name: '快捷服务' })
      .getByRole('button', { name: /在线客服/ })
      .click();
    const panel = member.page.getByRole('dialog', { name: '在线客服' });
    const box = panel.getByRole('textbox', { name: '请输入消息' });
    await box.fill('转人工');
    await panel.getByRole('button', { name: '发送' }).click();
    await panel.locator('[data-from="member"]', { hasText: '转人工' }).waitFor();

    // The consultant's inbox has the conversation (theirs: the member's lead is assigned to them, and they are on duty).
    await gu.page.getByRole('menuitem', { name: '在线客服' }).click();
    await gu.page.waitForURL(/\/admin\/chat$/);
    await gu.page.locator('.shp-admin-chat-list .ant-list-item').first().click();
    const log = gu.page.locator('.shp-admin-chat-log');
    await log.locator('[data-from="member"]', { hasText: '转人工' }).waitFor();
    // The member beside the conversation: their lead with its status.
    await gu.page.locator('.shp-admin-chat-side').getByText(brand).waitFor();

    // Consultant → member, live.
    await gu.page.getByRole('textbox', { name: '回复客户' }).fill('您好，我是您的顾问，想找哪个区域的铺位？');
    await gu.page.getByRole('button', { name: '发送' }).click();
    await panel.locator('[data-from="operator"]', { hasText: '想找哪个区域的铺位' }).waitFor();
    // Member → consultant, live (the inbox page was not reloaded).
    await box.fill('朝阳区，200平左右');
    await box.press('Enter');
    await log.locator('[data-from="member"]', { hasText: '朝阳区，200平左右' }).waitFor();
    // Read receipts both ways.
    await gu.page.getByText('客户已读').waitFor();
    await panel.getByText('顾问已读').waitFor();

    // The member follows the lead in 个人中心 › 查看进度: assigned to the consultant, not yet contacted.
    await member.page.goto('/personalCenter');
    await waitHydrated(member.page);
    const request = member.page.getByTestId('my-lead-requests').locator('.ant-list-item', { hasText: brand });
    await request.getByRole('button', { name: '查看进度' }).click();
    await request.locator('[data-step="assigned"][data-done="true"]', { hasText: consultant.displayName }).waitFor();
    const contacted = request.locator('[data-step="contacted"]');
    expect(await contacted.getAttribute('data-done')).toBe('false');
    await request.locator('.ant-tag', { hasText: '待跟进' }).waitFor();

    // The consultant moves the lead in the lead inbox; the member's timeline and badge change at once.
    const badge = member.page.getByTestId('message-entry');
    const before = await badge.getAttribute('aria-label');
    await gu.page.goto('/admin/leads');
    await waitHydrated(gu.page);
    await gu.page.getByPlaceholder('品牌、联系人或完整手机号').fill(brand);
    await gu.page.getByPlaceholder('品牌、联系人或完整手机号').press('Enter');
    const row = gu.page.locator('tr[data-lead-id]').filter({ hasText: brand });
    await row.getByRole('button', { name: '处理' }).click();
    const drawer = gu.page.getByRole('dialog', { name: /线索 #/ });
    await drawer.getByRole('button', { name: '标记已联系' }).click();
    await expect.poll(() => row.textContent()).toContain('已联系');
    // Well inside the badge's own 60 s refresh: the live event did it.
    await expect.poll(() => badge.getAttribute('aria-label'), { timeout: 10_000 }).not.toBe(before);
    await expect.poll(() => contacted.getAttribute('data-done'), { timeout: 10_000 }).toBe('true');
    await request.locator('.ant-tag', { hasText: '已联系' }).waitFor();
    expect(member.errors).toEqual([]);
    expect(gu.errors).toEqual([]);
  }, 120_000);
});
