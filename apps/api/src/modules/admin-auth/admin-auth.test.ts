import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { createOperatorSession, FIXTURE_OPERATOR_PASSWORD } from '../../test/operators.js';
import { operators } from '../../db/schema/index.js';
import { hashPassword, verifyPassword } from './password.js';
import { ensureBootstrapOperator } from './bootstrap.js';
import type { Db } from '../../db/client.js';
import { buildApp } from '../../app.js';
import { totpCodeAt } from './totp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/admin/auth/login', remoteAddress: ip, payload: { data: { username, password } } });

describe('operator passwords', () => {
  it('are scrypt hashes with stored parameters, salted, and verified in constant time', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batterz', a)).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});

describe('operator login', () => {
  it('sets an HttpOnly SameSite cookie that resolves the operator, and logout ends it', async () => {
    const { operator } = await createOperatorSession(t.database.db, { role: 'editor', username: 'editor_login' });
    const res = await login('editor_login', FIXTURE_OPERATOR_PASSWORD);
    expect(res.json()).toMatchObject({ code: 10000, data: { operator: { id: operator.id, role: 'editor' } } });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^adminToken=[^;]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    const token = /adminToken=([^;]+)/.exec(cookie)![1];
    const me = await t.app.inject({ method: 'POST', url: '/api/admin/auth/me', cookies: { adminToken: token }, payload: {} });
    expect(me.json().data.operator).toMatchObject({ username: 'editor_login' });
    // The operator cookie is no member login.
    const memberCall = await t.app.inject({
      method: 'POST',
      url: '/api/foreground/member/queryMemberInfo',
      cookies: { adminToken: token, token },
      payload: {},
    });
    expect([401, 404]).toContain(memberCall.statusCode);
    await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', cookies: { adminToken: token }, payload: {} });
    const after = await t.app.inject({ method: 'POST', url: '/api/admin/auth/me', cookies: { adminToken: token }, payload: {} });
    expect(after.json().data.operator).toBeNull();
  });

  it('answers the same message for a wrong password, an unknown or a disabled account', async () => {
    await createOperatorSession(t.database.db, { role: 'admin', username: 'off_admin', status: 'disabled' });
    for (const [u, p] of [
      ['nobody_here', 'whatever-password'],
      ['editor_login', 'wrong-password'],
      ['off_admin', FIXTURE_OPERATOR_PASSWORD],
    ]) {
      const res = await login(u, p, '10.0.0.2');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 502, msg: '账号或密码错误', data: null });
    }
  });

  it('never locks the operator out: guesses from many addresses slow only addresses that never signed in', async () => {
    await createOperatorSession(t.database.db, { role: 'admin', username: 'target_admin' });
    // The operator's own office address has signed in before.
    expect((await login('target_admin', FIXTURE_OPERATOR_PASSWORD, '10.1.9.9')).statusCode).toBe(200);
    // Six (and more) wrong passwords from other addresses.
    for (let i = 0; i < 8; i++) {
      const r = await login('target_admin', 'bad-password', `10.1.0.${i}`);
      expect([400, 429]).toContain(r.statusCode);
    }
    // The real operator, from their own address with the right password, still gets in.
    expect((await login('target_admin', FIXTURE_OPERATOR_PASSWORD, '10.1.9.9')).statusCode).toBe(200);
    // A new address is slowed (not locked): it may try again once the backoff has passed.
    const slowed = await login('target_admin', FIXTURE_OPERATOR_PASSWORD, '10.1.5.5');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().msg).toMatch(/^登录尝试过于频繁，请\d+(秒|分钟)后再试$/);
    await t.database.db.execute(sql`update operator_login_attempts set created_at = created_at - interval '6 minutes' where username = 'target_admin'`);
    expect((await login('target_admin', FIXTURE_OPERATOR_PASSWORD, '10.1.5.5')).statusCode).toBe(200);
    // The attack is in the audit log, once per window.
    const admin = await createOperatorSession(t.database.db, { role: 'admin' });
    const audit = await post(t.app, '/api/admin/audit/list', { action: 'operator.login-alert' }, { headers: admin.headers });
    const alerts = audit.body.data.list.filter((e: { after: { username: string } }) => e.after.username === 'target_admin');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ operatorName: '系统告警', after: { username: 'target_admin' } });
    expect(alerts[0].after.failures).toBeGreaterThanOrEqual(5);
  });

  it('locks one address after 5 failures on an account, with a growing lock, and an address after 20 on any', async () => {
    await createOperatorSession(t.database.db, { role: 'consultant', username: 'locked_one' });
    expect((await login('locked_one', FIXTURE_OPERATOR_PASSWORD, '10.4.0.9')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login('locked_one', 'bad-password', '10.4.0.1')).statusCode).toBe(400);
    const blocked = await login('locked_one', FIXTURE_OPERATOR_PASSWORD, '10.4.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().msg).toBe('登录失败次数过多，请1分钟后再试');
    // The lock is on that address, not on the account.
    expect((await login('locked_one', FIXTURE_OPERATOR_PASSWORD, '10.4.0.9')).statusCode).toBe(200);
    // Past the lock one more failure doubles it.
    await t.database.db.execute(
      sql`update operator_login_attempts set created_at = created_at - interval '2 minutes' where username = 'locked_one' and ip = '10.4.0.1'`,
    );
    expect((await login('locked_one', 'bad-password', '10.4.0.1')).statusCode).toBe(400);
    expect((await login('locked_one', FIXTURE_OPERATOR_PASSWORD, '10.4.0.1')).json().msg).toBe('登录失败次数过多，请2分钟后再试');

    for (let i = 0; i < 20; i++) await login(`ghost${i}`, 'bad-password', '10.2.0.1');
    const ipBlocked = await login('editor_login', FIXTURE_OPERATOR_PASSWORD, '10.2.0.1');
    expect(ipBlocked.statusCode).toBe(429);
    expect((await login('editor_login', FIXTURE_OPERATOR_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  }, 90_000); // about 30 logins, each hashing a password

  it('counts guesses sent all at once: no more than 5 are checked before new addresses are slowed', async () => {
    await createOperatorSession(t.database.db, { role: 'consultant', username: 'burst_one' });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login('burst_one', `guess-${i}-password`, `10.3.0.${i}`)));
    const checked = answers.filter((r) => r.json().msg === '账号或密码错误').length;
    expect(checked).toBeLessThanOrEqual(6);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(12 - checked);
    expect((await login('burst_one', FIXTURE_OPERATOR_PASSWORD, '10.3.0.99')).statusCode).toBe(429);
  });

  it('refuses an empty form in Chinese', async () => {
    const res = await login('', '');
    expect(res.json()).toMatchObject({ code: 502, msg: '请输入账号' });
  });
});

describe('operator accounts', () => {
  it('an admin creates a consultant who can then log in; changes are audited; others may not manage accounts', async () => {
    const admin = await createOperatorSession(t.database.db, { role: 'admin' });
    const editor = await createOperatorSession(t.database.db, { role: 'editor' });
    const member = await createMemberSession(t.database.db);
    const input = { username: 'new_consultant', displayName: '李顾问', role: 'consultant', password: 'a-long-passphrase' };
    expect((await post(t.app, '/api/admin/operators/create', input, { headers: editor.headers })).status).toBe(403);
    expect((await post(t.app, '/api/admin/operators/create', input, { token: member.token })).status).toBe(401);
    const short = await post(t.app, '/api/admin/operators/create', { ...input, password: 'short' }, { headers: admin.headers });
    expect(short.body.msg).toBe('密码至少10位');
    const created = await post(t.app, '/api/admin/operators/create', input, { headers: admin.headers });
    expect(created.body.data).toMatchObject({ username: 'new_consultant', role: 'consultant', status: 'active' });
    expect((await post(t.app, '/api/admin/operators/create', input, { headers: admin.headers })).body.msg).toBe('账号已存在');
    expect((await login('new_consultant', 'a-long-passphrase', '10.3.0.1')).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(operators).where(eq(operators.username, 'new_consultant'));
    expect(row.passwordHash).not.toContain('a-long-passphrase');
    const disabled = await post(t.app, '/api/admin/operators/update', { id: created.body.data.id, status: 'disabled' }, { headers: admin.headers });
    expect(disabled.body.data.status).toBe('disabled');
    expect((await login('new_consultant', 'a-long-passphrase', '10.3.0.1')).statusCode).toBe(400);
    const self = await post(t.app, '/api/admin/operators/update', { id: admin.operator.id, role: 'editor' }, { headers: admin.headers });
    expect(self.body.msg).toBe('不能降级或停用自己的账号');
    const audit = await post(t.app, '/api/admin/audit/list', { entityType: 'operator', entityId: String(created.body.data.id) }, { headers: admin.headers });
    expect(audit.body.data.list.map((e: { action: string }) => e.action)).toEqual(['operator.update', 'operator.create']);
    expect(JSON.stringify(audit.body.data.list)).not.toContain('a-long-passphrase');
    expect(audit.body.data.list[0]).toMatchObject({ before: { status: 'active' }, after: { status: 'disabled' }, operatorName: admin.operator.displayName });
  });

  it('lists the accounts whose account or name holds a keyword (the audit 操作人 search), or the one of an id', async () => {
    const admin = await createOperatorSession(t.database.db, { role: 'admin' });
    const tag = `kw${String(Date.now() % 100000).padStart(5, '0')}`;
    const byName = await createOperatorSession(t.database.db, { role: 'consultant', displayName: `周${tag}顾问`, status: 'disabled' });
    const byAccount = await createOperatorSession(t.database.db, { role: 'editor', username: `${tag.toUpperCase()}_editor` });
    const underscored = await createOperatorSession(t.database.db, { role: 'editor', username: `${tag}_under_score`, displayName: '下划线' });
    const list = (data: unknown, pageParam = { pageNum: 1, pageSize: 20 }) =>
      post(t.app, '/api/admin/operators/list', data, { headers: admin.headers, pageParam });
    const ids = (r: Awaited<ReturnType<typeof list>>) => r.body.data.list.map((o: { id: number }) => o.id);

    // Part of the name or the account, any case, disabled accounts too (their changes stay in the log).
    const found = await list({ keyword: ` ${tag} ` });
    expect(ids(found)).toEqual([byName.operator.id, byAccount.operator.id, underscored.operator.id]);
    expect(found.body.data.total).toBe(3);
    expect(ids(await list({ keyword: tag, role: 'consultant' }))).toEqual([byName.operator.id]);
    expect((await list({ keyword: tag }, { pageNum: 1, pageSize: 1 })).body.data).toMatchObject({ total: 3, list: [{ id: byName.operator.id }] });
    // % and _ are text, not patterns: as patterns, '%' would match every account and kw_2345 all three.
    expect((await list({ keyword: '%' })).body.data.total).toBe(0);
    expect(ids(await list({ keyword: `${tag.slice(0, 2)}_${tag.slice(3)}` }))).toEqual([]);
    expect(ids(await list({ keyword: `${tag}_u` }))).toEqual([underscored.operator.id]);
    // An empty keyword filters nothing.
    expect((await list({ keyword: '  ' })).body.data.total).toBe((await list({})).body.data.total);

    expect(ids(await list({ id: byName.operator.id }))).toEqual([byName.operator.id]);
    expect((await list({ keyword: 'k'.repeat(33) })).body.msg).toBe('关键词最多32个字');
    expect((await list({ id: 0 })).status).toBe(400);
  });

  it('bootstraps one admin with a random password outside production, only when none exists', async () => {
    // The file's database with no operator, inside a transaction rolled back at the end: bootstrap
    // reads and writes only the operators table, which no other table references.
    const before = await t.database.db.select().from(operators);
    const rollback = new Error('rollback');
    const done = t.database.db.transaction(async (tx) => {
      const bare = { db: tx as unknown as Db }; // a transaction is a Db whose statements run on one connection
      await bare.db.delete(operators);
      const logs: string[] = [];
      await ensureBootstrapOperator(bare.db, t.config, (m) => logs.push(m));
      const password = /password (\S+) \(shown once/.exec(logs[0] ?? '')?.[1];
      expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
      const [row] = await bare.db.select().from(operators);
      expect(row).toMatchObject({ username: 'admin', role: 'admin' });
      expect(await verifyPassword(password!, row.passwordHash)).toBe(true);
      await ensureBootstrapOperator(bare.db, t.config, (m) => logs.push(m));
      expect(logs).toHaveLength(1);
      await bare.db.delete(operators);
      const prodLogs: string[] = [];
      await ensureBootstrapOperator(bare.db, { ...t.config, isProduction: true, adminBootstrapPassword: undefined }, (m) => prodLogs.push(m));
      expect(prodLogs[0]).toContain('set ADMIN_BOOTSTRAP_PASSWORD');
      expect(await bare.db.select().from(operators)).toHaveLength(0);
      await ensureBootstrapOperator(bare.db, { ...t.config, isProduction: true, adminBootstrapPassword: 'from-the-environment-123' }, (m) => prodLogs.push(m));
      const [fromEnv] = await bare.db.select().from(operators);
      expect(await verifyPassword('from-the-environment-123', fromEnv.passwordHash)).toBe(true);
      expect(prodLogs.join(' ')).not.toContain('from-the-environment-123');
      throw rollback;
    });
    await expect(done).rejects.toBe(rollback);
    expect(await t.database.db.select().from(operators)).toEqual(before);
  });
});

describe('authenticator codes (TOTP)', () => {
  const cookieOf = (res: { headers: Record<string, unknown> }) => /adminToken=([^;]+)/.exec(String(res.headers['set-cookie'] ?? ''))?.[1];
  const call = (app: TestApp['app'], url: string, data: unknown, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url, headers, payload: { data } });

  it('an operator binds an authenticator in the console; then sign-in needs a fresh code', async () => {
    const me = await createOperatorSession(t.database.db, { role: 'editor', username: 'totp_editor' });
    expect((await call(t.app, '/api/admin/auth/totp/status', {}, me.headers)).json().data).toEqual({ enabled: false, required: false });
    const enrol = (await call(t.app, '/api/admin/auth/totp/enrol', {}, me.headers)).json().data;
    expect(enrol.uri).toMatch(/^otpauth:\/\/totp\/.*totp_editor\?.*secret=/);
    expect(enrol.qrSvg).toMatch(/^<svg/);
    // Not bound before a code confirms it.
    expect((await login('totp_editor', FIXTURE_OPERATOR_PASSWORD, '10.6.0.1')).json().data).toMatchObject({ operator: { username: 'totp_editor' } });
    expect(
      (await call(t.app, '/api/admin/auth/totp/confirm', { code: '000000' === totpCodeAt(enrol.secret) ? '111111' : '000000' }, me.headers)).json().msg,
    ).toMatch(/动态验证码错误/);
    expect((await call(t.app, '/api/admin/auth/totp/confirm', { code: totpCodeAt(enrol.secret) }, me.headers)).json().code).toBe(10000);

    const noCode = await login('totp_editor', FIXTURE_OPERATOR_PASSWORD, '10.6.0.1');
    expect(noCode.json().data).toEqual({ operator: null, totp: 'required', enrol: null });
    expect(cookieOf(noCode)).toBeUndefined();
    const withCode = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        remoteAddress: '10.6.0.1',
        payload: { data: { username: 'totp_editor', password: FIXTURE_OPERATOR_PASSWORD, totpCode: code } },
      });
    // The confirming code was used: it does not sign in again.
    expect((await withCode(totpCodeAt(enrol.secret))).statusCode).toBe(400);
    const next = totpCodeAt(enrol.secret, Date.now() + 30_000);
    const ok = await withCode(next);
    expect(ok.json().data.operator).toMatchObject({ username: 'totp_editor' });
    expect(cookieOf(ok)).toBeTruthy();
    expect((await withCode(next)).json().msg).toMatch(/动态验证码错误/);
    expect((await withCode('12345')).json().msg).toBe('请输入6位动态验证码');
  });

  it('with ADMIN_REQUIRE_TOTP an admin binds one at sign-in and cannot unbind it; other roles are not asked', async () => {
    const strict = await buildApp({ config: { ...t.config, adminRequireTotp: true }, database: t.database });
    await strict.ready();
    try {
      await createOperatorSession(t.database.db, { role: 'admin', username: 'strict_admin' });
      await createOperatorSession(t.database.db, { role: 'editor', username: 'strict_editor' });
      const signIn = (username: string, totpCode?: string) =>
        strict.inject({
          method: 'POST',
          url: '/api/admin/auth/login',
          remoteAddress: '10.7.0.1',
          payload: { data: { username, password: FIXTURE_OPERATOR_PASSWORD, totpCode } },
        });
      expect((await signIn('strict_editor')).json().data.operator).toMatchObject({ username: 'strict_editor' });
      const first = await signIn('strict_admin');
      expect(first.json().data).toMatchObject({ operator: null, totp: 'enrol' });
      expect(cookieOf(first)).toBeUndefined();
      const { secret } = first.json().data.enrol;
      // Asking again shows the same secret (the app may already hold it).
      expect((await signIn('strict_admin')).json().data.enrol.secret).toBe(secret);
      const bound = await signIn('strict_admin', totpCodeAt(secret));
      expect(bound.json().data.operator).toMatchObject({ username: 'strict_admin' });
      const headers = { cookie: `adminToken=${cookieOf(bound)}` };
      expect((await call(strict, '/api/admin/auth/totp/status', {}, headers)).json().data).toEqual({ enabled: true, required: true });
      expect((await call(strict, '/api/admin/auth/totp/disable', { code: totpCodeAt(secret, Date.now() + 30_000) }, headers)).json().msg).toBe(
        '管理员账号必须使用动态验证码，不能解绑',
      );
      expect((await signIn('strict_admin')).json().data).toEqual({ operator: null, totp: 'required', enrol: null });
    } finally {
      await strict.close();
    }
  });
});
