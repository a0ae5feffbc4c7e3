import { expect, inject } from 'vitest';
import { baseURL } from './browser';

type Answer = { code: number | string; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of several shapes

async function call(path: string, data: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${baseURL()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ channelCode: 'ch_web', data }),
  });
  return (await res.json()) as Answer;
}

/**
 * Makes `consultantId` have served the member (a consultant evaluation needs it): the member asks
 * the consultant a question, an operator assigns the lead to a consultant account and marks it 已联系.
 */
export async function consultantServed(memberToken: string, phone: string, consultantId: number | string) {
  // A question may be asked without logging in: a token that authenticates nothing would store a
  // visitor's question, which serves no member. Check that this is a member's credential first.
  const me = await call('/api/foreground/member/queryFillInfoStep', {}, { 'member-token': memberToken });
  expect(me.code, `consultantServed needs the member's session token (the shp_session cookie): ${me.msg}`).toBe(10000);
  const asked = await call(
    '/api/foreground/question/create',
    { consultantId: Number(consultantId), category: '租赁', content: '免租期一般多长？', liaison: '测试会员', phone },
    { 'member-token': memberToken },
  );
  expect(asked.code, asked.msg).toBe(10000);
  const login = await fetch(`${baseURL()}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { username: 'admin', password: inject('adminPassword') } }),
  });
  const admin = { 'admin-token': decodeURIComponent(/adminToken=([^;]+)/.exec(login.headers.getSetCookie().join(';'))?.[1] ?? '') };
  const consultant = await call(
    '/api/admin/operators/create',
    { username: `served_${Date.now() % 1e9}`, displayName: '跟进顾问', role: 'consultant', password: 'a-long-passphrase-1' },
    admin,
  );
  expect(consultant.code, consultant.msg).toBe(10000);
  const inbox = await call('/api/admin/leads/list', { q: phone, kind: 'question' }, admin);
  const leadId = inbox.data.list[0].id;
  const assigned = await call('/api/admin/leads/assign', { id: leadId, operatorId: consultant.data.id }, admin);
  expect(assigned.code, assigned.msg).toBe(10000);
  const moved = await call('/api/admin/leads/transition', { id: leadId, toStatus: 'contacted' }, admin);
  expect(moved.code, moved.msg).toBe(10000);
}
