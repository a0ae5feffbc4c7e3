import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { encodePhone } from '@shp/contracts';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { agreements, agreementConsents, members, memberSessions, messages, rateCounters, smsCodes } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';
import { humanDrag, loginWithSms, passCaptcha, requestSmsCode, sessionTokenOf } from './testing.js';
import { lastLocalSmsCode } from '../../lib/sms-driver.js';
import { decryptPhone } from './phone-crypto.js';
import { verifySmsCode } from './sms.service.js';

let t: TestApp;
// The per-IP limit has its own test below; every inject comes from 127.0.0.1.
beforeAll(async () => {
  t = await createTestApp({ SMS_IP_HOURLY_LIMIT: '1000' });
});
afterAll(() => t.close());

let seq = 0;
const newPhone = () => `137${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++seq).padStart(2, '0')}`.slice(0, 11);
const SEND = '/api/foreground/auth/sendSms';
const LOGIN = '/api/foreground/auth/loginRegister';
const sendSms = async (phone: string, scene = 'LOGIN', token?: string) =>
  post(t.app, SEND, { mobileCode: encodePhone(phone), userSource: '2', scene, ...(await passCaptcha(t.app)) }, { token });
/** Lets the 60 s per-phone window pass without waiting a minute. */
const endCooldown = (phone: string) => t.database.db.delete(rateCounters).where(eq(rateCounters.key, `sms:cd:${phone}`));

describe('slider captcha, verified on the server', () => {
  it('issues a 340×40 challenge and refuses a drag that stops short, once per challenge', async () => {
    const ch = await post(t.app, '/api/foreground/auth/captcha/challenge', {});
    expect(ch.body.data).toMatchObject({ width: 340, height: 40, handle: 40 });
    const short = await post(t.app, '/api/foreground/auth/captcha/verify', {
      challengeId: ch.body.data.challengeId,
      x: 150,
      track: humanDrag().track.map((p) => ({ ...p, x: Math.min(p.x, 150) })),
    });
    expect(short.body).toMatchObject({ code: 502, msg: '滑动验证未通过，请重试' });
    const again = await post(t.app, '/api/foreground/auth/captcha/verify', { challengeId: ch.body.data.challengeId, ...humanDrag() });
    expect(again.body.msg).toBe('滑动验证已失效，请重新验证');
  });

  it('refuses a jump to the end with no drag track', async () => {
    const ch = await post(t.app, '/api/foreground/auth/captcha/challenge', {});
    const res = await post(t.app, '/api/foreground/auth/captcha/verify', { challengeId: ch.body.data.challengeId, x: 300, track: [{ x: 300, t: 0 }] });
    expect(res.body.msg).toBe('滑动验证未通过，请重试');
  });

  it('refuses a forged ticket, a wrong randstr and a replayed ticket', async () => {
    const phone = newPhone();
    const forged = await post(t.app, SEND, { mobileCode: encodePhone(phone), scene: 'LOGIN', ticket: 'forged-ticket', randstr: 'abcd' });
    expect(forged.body).toMatchObject({ code: 502, msg: '滑动验证已失效，请重新验证' });
    const real = await passCaptcha(t.app);
    const wrongRand = await post(t.app, SEND, { mobileCode: encodePhone(phone), scene: 'LOGIN', ticket: real.ticket, randstr: 'ffffffffffffffff' });
    expect(wrongRand.body.msg).toBe('滑动验证已失效，请重新验证');
    const ok = await post(t.app, SEND, { mobileCode: encodePhone(phone), userSource: '2', scene: 'LOGIN', ...real });
    expect(ok.body).toMatchObject({ code: 10000, data: { countdown: 60 } });
    const replay = await post(t.app, SEND, { mobileCode: encodePhone(newPhone()), scene: 'LOGIN', ...real });
    expect(replay.body.msg).toBe('滑动验证已失效，请重新验证');
  });

  it('asks for the slider when no ticket is sent', async () => {
    const res = await post(t.app, SEND, { mobileCode: encodePhone(newPhone()), scene: 'LOGIN' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('请手动拖动滑动验证');
  });
});

describe('sendSms input and limits', () => {
  it('answers the SPEC §5 phone messages', async () => {
    expect((await post(t.app, SEND, { mobileCode: encodePhone(''), ticket: 'x', randstr: 'y' })).body.msg).toBe('请输入手机号码');
    expect((await post(t.app, SEND, { mobileCode: encodePhone('12345678901'), ticket: 'x', randstr: 'y' })).body.msg).toBe('请输入正确的手机号码');
    expect((await post(t.app, SEND, { mobileCode: encodePhone('1380000800'), ticket: 'x', randstr: 'y' })).body.msg).toBe('请输入正确的手机号码');
  });

  it('takes the phone encoded (SPEC §7), refuses plain digits and never stores the encoding', async () => {
    const phone = newPhone();
    const plain = await post(t.app, SEND, { mobileCode: phone, scene: 'LOGIN', ...(await passCaptcha(t.app)) });
    expect(plain.status).toBe(400);
    expect(plain.body.msg).toBe('手机号码校验失败，请刷新页面后重试');
    const garbled = await post(t.app, SEND, { mobileCode: 'e1.AAAAAAAAAAAAAAAA', ticket: 'x', randstr: 'y' });
    expect(garbled.body).toMatchObject({ code: 502, msg: '请输入正确的手机号码' });
    const encoded = encodePhone(phone);
    expect(encoded).not.toContain(phone);
    expect((await post(t.app, SEND, { mobileCode: encoded, scene: 'LOGIN', ...(await passCaptcha(t.app)) })).body.code).toBe(10000);
    // The decoded digits are what the code, the limits and the login use.
    const code = lastLocalSmsCode(phone, 'LOGIN')!;
    expect((await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).length).toBe(1);
    expect((await sendSms(phone)).body.msg).toBe('验证码发送过于频繁，请60秒后再试');
    const plainLogin = await post(t.app, LOGIN, { mobileCode: phone, verifyCode: code });
    expect(plainLogin.body.msg).toBe('手机号码校验失败，请刷新页面后重试');
    const login = await post(t.app, LOGIN, { mobileCode: encodePhone(phone), verifyCode: code });
    expect(login.body.code).toBe(10000);
    expect(login.body.data.userInfo.desePhone).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);
  });

  it('allows one send per phone per 60 s', async () => {
    const phone = newPhone();
    expect((await sendSms(phone)).body.code).toBe(10000);
    const second = await sendSms(phone);
    expect(second.status).toBe(429);
    expect(second.body.msg).toBe('验证码发送过于频繁，请60秒后再试');
    // The cooldown is per phone, across scenes.
    expect((await sendSms(phone, 'LEAD')).body.msg).toBe('验证码发送过于频繁，请60秒后再试');
  });

  it('allows at most 10 sends per phone per day', async () => {
    const phone = newPhone();
    for (let i = 0; i < 10; i++) {
      expect((await sendSms(phone)).body.code, `send ${i + 1}`).toBe(10000);
      await endCooldown(phone);
    }
    const eleventh = await sendSms(phone);
    expect(eleventh.body).toMatchObject({ code: 429, msg: '今日获取验证码次数已达上限，请明天再试' });
  });

  it('keeps the counters in the database, so they hold for another process on it', async () => {
    const phone = newPhone();
    await sendSms(phone);
    const [row] = await t.database.db
      .select()
      .from(rateCounters)
      .where(eq(rateCounters.key, `sms:cd:${phone}`));
    expect(row.count).toBe(1);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(50_000);
  });

  it('limits sends per IP', async () => {
    const small = await createTestApp({ SMS_IP_HOURLY_LIMIT: '3' });
    try {
      for (let i = 0; i < 3; i++) {
        const r = await post(small.app, SEND, { mobileCode: encodePhone(newPhone()), scene: 'LEAD', ...(await passCaptcha(small.app)) });
        expect(r.body.code).toBe(10000);
      }
      const fourth = await post(small.app, SEND, { mobileCode: encodePhone(newPhone()), scene: 'LEAD', ...(await passCaptcha(small.app)) });
      expect(fourth.body).toMatchObject({ code: 429, msg: '当前网络获取验证码过于频繁，请稍后再试' });
      // Captcha challenges are capped per IP too (4 × the SMS limit = 12 per 10 minutes): 4 used so far.
      for (let i = 0; i < 8; i++) expect((await post(small.app, '/api/foreground/auth/captcha/challenge', {})).body.code).toBe(10000);
      expect((await post(small.app, '/api/foreground/auth/captcha/challenge', {})).status).toBe(429);
    } finally {
      await small.close();
    }
    // A second app (migrated and seeded) starts inside the test: slow on a busy machine.
  }, 120_000);

  it('stores only a hash of the code', async () => {
    const phone = newPhone();
    const code = await requestSmsCode(t.app, phone, 'LEAD');
    const rows = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).not.toContain(code);
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBe(5 * 60_000);
  });
});

describe('SMS codes: 6 digits, 5 minutes, 5 wrong tries', () => {
  it('verifySmsCode consumes a right code once (scene LEAD for the lead form)', async () => {
    const phone = newPhone();
    const code = await requestSmsCode(t.app, phone, 'LEAD');
    expect(code).toMatch(/^\d{6}$/);
    await expect(verifySmsCode(t.database.db, { phone, code, scene: 'LOGIN' })).rejects.toThrow('验证码已失效，请重新获取');
    await verifySmsCode(t.database.db, { phone, code, scene: 'LEAD' });
    await expect(verifySmsCode(t.database.db, { phone, code, scene: 'LEAD' })).rejects.toThrow('验证码已失效，请重新获取');
  });

  it('voids a code after 5 wrong tries (brute force), even for the right code afterwards', async () => {
    const phone = newPhone();
    const code = await requestSmsCode(t.app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const r = await post(t.app, LOGIN, { mobileCode: encodePhone(phone), verifyCode: wrong, userSource: '2' });
      expect(r.body.msg, `try ${i}`).toBe('验证码错误，请重新输入');
    }
    const fifth = await post(t.app, LOGIN, { mobileCode: encodePhone(phone), verifyCode: wrong, userSource: '2' });
    expect(fifth.body.msg).toBe('验证码错误次数过多，请重新获取');
    const right = await post(t.app, LOGIN, { mobileCode: encodePhone(phone), verifyCode: code, userSource: '2' });
    expect(right.body).toMatchObject({ code: 502, msg: '验证码已失效，请重新获取' });
  });

  it('refuses an expired code and a code replaced by a newer one', async () => {
    const phone = newPhone();
    const first = await requestSmsCode(t.app, phone);
    await endCooldown(phone);
    const second = await requestSmsCode(t.app, phone);
    if (first !== second) {
      expect((await post(t.app, LOGIN, { mobileCode: encodePhone(phone), verifyCode: first })).body.msg).toMatch(/验证码错误/);
    }
    await t.database.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.phone, phone));
    expect((await post(t.app, LOGIN, { mobileCode: encodePhone(phone), verifyCode: second })).body.msg).toBe('验证码已失效，请重新获取');
  });

  it('answers the SPEC §5 code messages', async () => {
    const phone = newPhone();
    expect((await post(t.app, LOGIN, { mobileCode: encodePhone(phone), verifyCode: '' })).body.msg).toBe('请输入验证码');
    expect((await post(t.app, LOGIN, { mobileCode: encodePhone(phone), verifyCode: '12a456' })).body.msg).toBe('请输入数字验证码!');
    expect((await post(t.app, LOGIN, { mobileCode: encodePhone(''), verifyCode: '123456' })).body.msg).toBe('请输入手机号码');
  });
});

describe('login and sessions', () => {
  it('logs in (registering on first use) with a random token stored as SHA-256 for 7 days', async () => {
    const phone = '13812348000';
    const result = await loginWithSms(t.app, phone);
    expect(result.token.length).toBeGreaterThanOrEqual(43); // 32 random bytes, base64url
    expect(result.expiresIn).toBe(7 * 86400);
    expect(result.userInfo).toMatchObject({ desePhone: '138****8000', nickName: '商铺汇用户8000', gradeCode: 'L0', userRole: '', avatarUrl: '' });
    expect(result.userInfo.userId).toMatch(/^[0-9a-f]{32}$/);
    expect(decryptPhone(result.userInfo.encryptPhone, t.config.authSecret)).toBe(phone);
    expect(decryptPhone(result.userInfo.encryptPhone, 'another-secret-entirely')).toBeNull();
    const [session] = await t.database.db
      .select()
      .from(memberSessions)
      .where(eq(memberSessions.tokenHash, sha256(result.token)));
    expect(session).toBeDefined();
    expect(JSON.stringify(await t.database.db.select().from(memberSessions))).not.toContain(result.token);
    expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBe(7 * 86400_000);
    const me = await post(t.app, '/api/foreground/auth/user/query', {}, { token: result.token });
    expect(me.body.data.userId).toBe(result.userInfo.userId);
    // The same phone logs in to the same account.
    await endCooldown(phone);
    const again = await loginWithSms(t.app, phone);
    expect(again.userInfo.userId).toBe(result.userInfo.userId);
    expect(again.token).not.toBe(result.token);
  });

  it('greets a member once, at registration: one welcome message in the centre, none on later logins', async () => {
    const phone = '13812348001';
    const first = await loginWithSms(t.app, phone);
    const [m] = await t.database.db.select().from(members).where(eq(members.phone, phone));
    const welcome = () =>
      t.database.db
        .select()
        .from(messages)
        .where(and(eq(messages.memberId, m.id), eq(messages.title, '欢迎来到商铺汇')));
    expect(await welcome()).toHaveLength(1);
    expect(
      (await post(t.app, '/api/wic-content-application/api/app/sinovatech/messageCenter/unreadCnt', {}, { token: first.token })).body.data.totalMsgCnt,
    ).toBe(1);
    await endCooldown(phone);
    await loginWithSms(t.app, phone);
    expect(await welcome()).toHaveLength(1);
  });

  it('autoLogin {type 2} answers fresh user info for a valid token and 401 without one', async () => {
    const { token, member } = await createMemberSession(t.database.db, { gradeCode: 'L2', roles: ['SH100011'] });
    const res = await post(t.app, '/api/foreground/gl/autoLogin', { type: '2' }, { token });
    expect(res.body.code).toBe(10000);
    expect(res.body.data).toMatchObject({ userInfo: { userId: member.userId, gradeCode: 'L2', userRole: 'SH100011' } });
    // Page code gets the session's marker, never the token (decision 029).
    expect(res.body.data.token).toMatch(/^m\./);
    expect(res.body.data.token).not.toContain(token);
    expect(res.body.data.expiresIn).toBeGreaterThan(6 * 86400);
    const anon = await post(t.app, '/api/foreground/gl/autoLogin', { type: '2' });
    expect(anon).toMatchObject({ status: 401, body: { code: 401, msg: '登录超时，请重新登录' } });
  });

  it('refuses an expired token and a revoked (logged-out) one', async () => {
    const expired = await createMemberSession(t.database.db);
    await t.database.db
      .update(memberSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberSessions.memberId, expired.member.id));
    expect((await post(t.app, '/api/foreground/auth/user/query', {}, { token: expired.token })).status).toBe(401);

    const live = await createMemberSession(t.database.db);
    expect((await post(t.app, '/api/foreground/auth/logout', {}, { token: live.token })).body.code).toBe(10000);
    expect((await post(t.app, '/api/foreground/auth/user/query', {}, { token: live.token })).body.code).toBe(401);
    expect((await post(t.app, '/api/foreground/auth/logout', {}, { token: 'made-up-token' })).status).toBe(401);
  });

  it("a member's token shows only that member; another member's session is untouched by a logout", async () => {
    const a = await createMemberSession(t.database.db, { nickName: '会员甲' });
    const b = await createMemberSession(t.database.db, { nickName: '会员乙' });
    expect((await post(t.app, '/api/foreground/member/info', {}, { token: a.token })).body.data.nickName).toBe('会员甲');
    expect((await post(t.app, '/api/foreground/member/info', {}, { token: b.token })).body.data.nickName).toBe('会员乙');
    await post(t.app, '/api/foreground/auth/logout', {}, { token: a.token });
    expect((await post(t.app, '/api/foreground/member/info', {}, { token: b.token })).body.code).toBe(10000);
  });

  it('updates nickname and avatar (own media only) with Chinese messages', async () => {
    const { token } = await createMemberSession(t.database.db);
    const ok = await post(t.app, '/api/foreground/auth/user/update', { nickName: '新名字', avatarUrl: '/media/uploads/a.png' }, { token });
    expect(ok.body.data).toMatchObject({ nickName: '新名字', avatarUrl: '/media/uploads/a.png' });
    expect((await post(t.app, '/api/foreground/auth/user/update', { nickName: '' }, { token })).body.msg).toBe('昵称须为1-16个字符');
    expect((await post(t.app, '/api/foreground/auth/user/update', { avatarUrl: 'https://evil.example/x.png' }, { token })).body.msg).toBe('头像地址无效');
  });

  it('removes the avatar with avatarUrl null: stored as null, answered as no avatar (the default shows)', async () => {
    const { token, member } = await createMemberSession(t.database.db);
    await post(t.app, '/api/foreground/auth/user/update', { avatarUrl: '/media/uploads/a.png' }, { token });
    const removed = await post(t.app, '/api/foreground/auth/user/update', { avatarUrl: null }, { token });
    expect(removed.body).toMatchObject({ code: 10000, data: { avatarUrl: '' } });
    const [row] = await t.database.db.select({ avatarUrl: members.avatarUrl }).from(members).where(eq(members.id, member.id));
    expect(row?.avatarUrl).toBeNull();
    expect((await post(t.app, '/api/foreground/auth/user/query', {}, { token })).body.data.avatarUrl).toBe('');
    expect((await post(t.app, '/api/foreground/member/info', {}, { token })).body.data.avatarUrl).toBe('');
  });
});

describe('logoff (account deletion)', () => {
  it('needs a LOGOFF code of the own phone, anonymises the account and revokes every token', async () => {
    const phone = newPhone();
    const first = await loginWithSms(t.app, phone);
    await endCooldown(phone);
    const second = await loginWithSms(t.app, phone);
    const other = newPhone();
    const foreign = await post(t.app, SEND, { mobileCode: encodePhone(other), scene: 'LOGOFF', ...(await passCaptcha(t.app)) }, { token: first.token });
    expect(foreign).toMatchObject({ status: 403, body: { msg: '请使用本账号绑定的手机号' } });
    const anonymous = await post(t.app, SEND, { mobileCode: encodePhone(phone), scene: 'LOGOFF', ...(await passCaptcha(t.app)) });
    expect(anonymous.status).toBe(403);
    await endCooldown(phone);
    const code = await requestSmsCode(t.app, phone, 'LOGOFF', { token: first.token });
    expect((await post(t.app, '/api/foreground/auth/logoff', { verifyCode: code === '000000' ? '111111' : '000000' }, { token: first.token })).body.msg).toBe(
      '验证码错误，请重新输入',
    );
    expect((await post(t.app, '/api/foreground/auth/logoff', { verifyCode: code }, { token: first.token })).body.code).toBe(10000);
    for (const tk of [first.token, second.token]) {
      expect((await post(t.app, '/api/foreground/auth/user/query', {}, { token: tk })).status).toBe(401);
    }
    const [row] = await t.database.db.select().from(members).where(eq(members.userId, first.userInfo.userId));
    expect(row).toMatchObject({ phone: null, nickName: '已注销用户', status: 'deleted' });
    // The phone is free again: a new login is a new account.
    await endCooldown(phone);
    const fresh = await loginWithSms(t.app, phone);
    expect(fresh.userInfo.userId).not.toBe(first.userInfo.userId);
  });
});

describe('roles and grades, enforced by the API', () => {
  it('lists the current roles; only SH100011 opens the seller centre', async () => {
    const seller = await createMemberSession(t.database.db, { roles: ['SH100011'] });
    const plain = await createMemberSession(t.database.db);
    expect((await post(t.app, '/api/foreground/auth/roleList', {}, { token: seller.token })).body.data).toEqual({
      roles: [{ roleCode: 'SH100011', roleName: '商家/供应商' }],
      userRole: 'SH100011',
    });
    expect((await post(t.app, '/api/foreground/auth/roleList', {}, { token: plain.token })).body.data.roles).toEqual([]);
    const menu = await post(t.app, '/api/foreground/member/sellerCenterMenu', {}, { token: seller.token });
    expect(menu.body.data.map((m: { title: string }) => m.title)).toContain('入驻管理');
    const refused = await post(t.app, '/api/foreground/member/sellerCenterMenu', {}, { token: plain.token });
    expect(refused).toMatchObject({ status: 403, body: { code: 403, msg: '您暂无权限，请联系业务对接人开通权限后再使用' } });
    expect((await post(t.app, '/api/foreground/member/sellerCenterMenu', {})).status).toBe(401);
  });

  it('opens the business report to L3 and L4 only', async () => {
    for (const [grade, status] of [
      ['L0', 403],
      ['L2', 403],
      ['L3', 200],
      ['L4', 200],
    ] as const) {
      const { token } = await createMemberSession(t.database.db, { gradeCode: grade });
      const res = await post(t.app, '/api/foreground/member/reportAccess', {}, { token });
      expect(res.status, grade).toBe(status);
      const level = await post(t.app, '/api/foreground/member/queryMemberLevel', {}, { token });
      expect(level.body.data.reportAccess, grade).toBe(status === 200);
    }
  });

  it("shows L0 as '尚未成为VIP' and names other grades from the grade-equity list", async () => {
    const l0 = await createMemberSession(t.database.db, { gradeCode: 'L0' });
    const l3 = await createMemberSession(t.database.db, { gradeCode: 'L3' });
    expect((await post(t.app, '/api/foreground/member/info', {}, { token: l0.token })).body.data).toMatchObject({ gradeCode: 'L0', gradeName: '尚未成为VIP' });
    const info3 = (await post(t.app, '/api/foreground/member/info', {}, { token: l3.token })).body.data;
    expect(info3).toMatchObject({ gradeCode: 'L3', gradeName: '黄金VIP' });
    expect(info3.desePhone).toMatch(/^\d{3}\*{4}\d{4}$/);
    const level = (await post(t.app, '/api/foreground/member/level', {}, { token: l3.token })).body.data;
    expect(level).toMatchObject({ isVip: true, reportAccess: true, sellerAccess: false });
    expect(level.equityList).toContain('经营报告');
  });

  it('lists VIP equity L1–L4 as comma-separated lists and arrays', async () => {
    const res = await post(t.app, '/api/foreground/member/gradeEquityRelationList', {});
    expect(res.body.data.map((g: { gradeCode: string }) => g.gradeCode)).toEqual(['L1', 'L2', 'L3', 'L4']);
    for (const g of res.body.data) expect(g.equityList).toEqual(g.equities.split(','));
    const all = await post(t.app, '/api/foreground/member/gradeList', {});
    expect(all.body.data).toHaveLength(5);
  });
});

describe('agreements and consent', () => {
  it('pages versions (size 99), answers the latest (size 1) and a detail by id', async () => {
    const page = await post(t.app, '/api/foreground/agreementPrivacyPolicy/page', { code: 'AGREEMENT' }, { pageParam: { pageNum: 1, pageSize: 99 } });
    expect(page.body.data).toMatchObject({ total: 2, pageSize: 99 });
    expect(page.body.data.list.map((a: { version: string }) => a.version)).toEqual(['2026-09-01', '2025-06-01']);
    const latest = await post(t.app, '/api/foreground/agreementPrivacyPolicy/getLatestVersion', { code: 'PRIVACY_POLICY' });
    expect(latest.body.data.list).toHaveLength(1);
    expect(latest.body.data.list[0]).toMatchObject({ code: 'PRIVACY_POLICY', version: '2026-09-01' });
    const id = page.body.data.list[1].id;
    const detail = await t.app.inject({ method: 'GET', url: `/api/foreground/agreementPrivacyPolicy/detail?id=${id}` });
    expect(detail.json().data).toMatchObject({ id, version: '2025-06-01' });
    expect(detail.json().data.content).toContain('用户服务协议');
    expect((await t.app.inject({ method: 'GET', url: '/api/foreground/agreementPrivacyPolicy/detail?id=999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/foreground/agreementPrivacyPolicy/detail?id=abc' })).json().msg).toBe('协议编号有误');
    expect((await post(t.app, '/api/foreground/agreementPrivacyPolicy/page', { code: 'OTHER' })).body.msg).toBe('协议类型须为 AGREEMENT 或 PRIVACY_POLICY');
  });

  it('records consent per user and version at login and asks again when a newer version appears', async () => {
    const { token, userInfo } = await loginWithSms(t.app, newPhone());
    const status = await post(t.app, '/api/foreground/agreement/consentStatus', {}, { token });
    expect(status.body.data.reAgree).toBe(false);
    expect(status.body.data.items).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'AGREEMENT', agreedVersion: '2026-09-01' })]));
    const [newer] = await t.database.db
      .insert(agreements)
      .values({ code: 'PRIVACY_POLICY', name: '商铺汇隐私政策', version: '2026-11-01', content: '新版隐私政策' })
      .returning();
    const after = (await post(t.app, '/api/foreground/agreement/consentStatus', {}, { token })).body.data;
    expect(after.reAgree).toBe(true);
    expect(after.items.find((i: { code: string }) => i.code === 'PRIVACY_POLICY')).toMatchObject({
      latestVersion: '2026-11-01',
      agreedVersion: '2026-09-01',
      latestId: newer.id,
    });
    const agreed = await post(t.app, '/api/foreground/agreement/agree', { agreementIds: [newer.id] }, { token });
    expect(agreed.body.data.reAgree).toBe(false);
    const memberId = Number(userInfo.memberId);
    const rows = await t.database.db
      .select()
      .from(agreementConsents)
      .where(and(eq(agreementConsents.memberId, memberId), eq(agreementConsents.code, 'PRIVACY_POLICY')));
    expect(rows.map((r) => r.version).sort()).toEqual(['2026-09-01', '2026-11-01']);
    expect((await post(t.app, '/api/foreground/agreement/agree', { agreementIds: [999999] }, { token })).status).toBe(404);
    expect((await post(t.app, '/api/foreground/agreement/agree', { agreementIds: [newer.id] })).status).toBe(401);
    await t.database.db.delete(agreements).where(eq(agreements.id, newer.id));
  });
});

describe('ids beyond the database integer range', () => {
  it('are refused as input mistakes with the contract message, not answered 500', async () => {
    for (const id of ['2147483648', '99999999999']) {
      const detail = await t.app.inject({ method: 'GET', url: `/api/foreground/agreementPrivacyPolicy/detail?id=${id}` });
      expect(detail.statusCode).toBe(400);
      expect(detail.json()).toMatchObject({ code: 502, msg: '协议编号有误' });
    }
    const { token } = await createMemberSession(t.database.db);
    const agree = await post(t.app, '/api/foreground/agreement/agree', { agreementIds: [2147483648] }, { token });
    expect(agree.status).toBe(400);
    expect(agree.body).toMatchObject({ code: 502, msg: '协议编号有误' });
  });
});

describe('third-party QR login (local provider)', () => {
  const QR = '/api/foreground/auth/qrLogin';
  it('runs create → confirm on the phone → poll → one-time code → session', async () => {
    const created = (await post(t.app, `${QR}/create`, {})).body.data;
    expect(created.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(created.confirmUrl).toContain(`/login?qrConfirm=${created.requestId}`);
    expect((await post(t.app, `${QR}/poll`, { requestId: created.requestId, pollSecret: created.pollSecret })).body.data).toEqual({
      status: 'pending',
      code: null,
    });
    // Whoever reads the QR code does not know the poll secret.
    expect((await post(t.app, `${QR}/poll`, { requestId: created.requestId, pollSecret: 'guess' })).status).toBe(404);
    expect((await post(t.app, `${QR}/confirm`, { requestId: created.requestId })).status).toBe(401);
    const phone = await createMemberSession(t.database.db, { nickName: '扫码会员' });
    expect((await post(t.app, `${QR}/info`, { requestId: created.requestId }, { token: phone.token })).body.data.status).toBe('pending');
    expect((await post(t.app, `${QR}/confirm`, { requestId: created.requestId }, { token: phone.token })).body.code).toBe(10000);
    expect((await post(t.app, `${QR}/confirm`, { requestId: created.requestId }, { token: phone.token })).body.msg).toBe('二维码已失效，请刷新后重试');
    const polled = (await post(t.app, `${QR}/poll`, { requestId: created.requestId, pollSecret: created.pollSecret })).body.data;
    expect(polled.status).toBe('confirmed');
    const session = await post(t.app, `${QR}/exchange`, { code: polled.code });
    expect(session.body.data.userInfo.nickName).toBe('扫码会员');
    expect(session.body.data.token).not.toBe(phone.token);
    expect((await post(t.app, '/api/foreground/auth/user/query', {}, { token: sessionTokenOf(session.headers) })).body.data.userId).toBe(phone.member.userId);
    const replay = await post(t.app, `${QR}/exchange`, { code: polled.code });
    expect(replay.body).toMatchObject({ code: 502, msg: '登录凭证无效或已使用，请重新扫码登录' });
    expect((await post(t.app, `${QR}/exchange`, { code: 'forged' })).body.code).toBe(502);
  });

  it('expires an unconfirmed request and honours a cancel', async () => {
    const phone = await createMemberSession(t.database.db);
    const a = (await post(t.app, `${QR}/create`, {})).body.data;
    await t.database.db.execute(sql`update qr_login_requests set expires_at = now() - interval '1 second' where id = ${a.requestId}`);
    expect((await post(t.app, `${QR}/poll`, { requestId: a.requestId, pollSecret: a.pollSecret })).body.data.status).toBe('expired');
    expect((await post(t.app, `${QR}/confirm`, { requestId: a.requestId }, { token: phone.token })).body.code).toBe(502);
    const b = (await post(t.app, `${QR}/create`, {})).body.data;
    await post(t.app, `${QR}/confirm`, { requestId: b.requestId, approve: false }, { token: phone.token });
    expect((await post(t.app, `${QR}/poll`, { requestId: b.requestId, pollSecret: b.pollSecret })).body.data).toEqual({ status: 'cancelled', code: null });
  });
});

describe('local SMS driver exposure', () => {
  it('serves the last code to tests outside production', async () => {
    const phone = newPhone();
    const code = await requestSmsCode(t.app, phone);
    const res = await t.app.inject({ method: 'GET', url: `/api/test/sms/last?phone=${phone}` });
    expect(res.json().data.code).toBe(code);
    expect(lastLocalSmsCode(phone)).toBe(code);
  });

  it('has no such route in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-for-the-test' });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/test/sms/last?phone=13800000000' });
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('接口不存在');
      expect((await prod.app.inject({ method: 'DELETE', url: '/api/test/sms/cooldown?phone=13800000000' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  }, 120_000);
});
