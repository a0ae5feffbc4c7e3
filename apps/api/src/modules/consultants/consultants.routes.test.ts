import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { messages, questions } from '../../db/schema/index.js';
import { createMemberSession } from '../../test/fixtures.js';
import { createOperatorSession } from '../../test/operators.js';
import { chinaDay, CONSULTANT_EVALUATION_NOT_SERVED_MSG } from '@shp/contracts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Listed = { id: number; rating: number | null };

/** Every consultant in list order (the test scale has 12). */
async function listAll(): Promise<Listed[]> {
  return (await post(t.app, '/api/foreground/consultant/list', {}, { pageParam: { pageSize: 50 } })).body.data.list;
}

/** A consultant nobody has evaluated yet (the seed evaluates about half of them). */
async function unratedConsultant() {
  const c = (await listAll()).find((x) => x.rating === null);
  if (!c) throw new Error('no unrated consultant left in the seed');
  return c.id;
}

/** The consultant served the member: an appointment booked and held. */
async function servedBy(session: { token: string; member: { id: number } }, consultantId: number) {
  const booked = await post(
    t.app,
    '/api/foreground/appointment/create',
    { consultantId, appointDate: chinaDay(new Date(), 2), period: 'afternoon', topic: '看铺位' },
    { token: session.token },
  );
  expect(booked.body.code).toBe(10000);
  await t.database.db.execute(sql`update appointments set status = 'done' where member_id = ${session.member.id} and consultant_id = ${consultantId}`);
}

/** Scores descending, then the unrated: what the list promises. */
function expectRatedFirst(list: Listed[]) {
  const ratings = list.map((c) => c.rating);
  const rated = ratings.filter((r): r is number => r !== null);
  expect(ratings).toEqual([...[...rated].sort((a, b) => b - a), ...ratings.filter((r) => r === null)]);
}

describe('consultants', () => {
  it('lists consultants by rating with city names, filters by city and keyword', async () => {
    const { body } = await post(t.app, '/api/foreground/consultant/list', {}, { pageParam: { pageSize: 5 } });
    expect(body.data.total).toBe(12);
    expect(body.data.list).toHaveLength(5);
    const all = await listAll();
    expectRatedFirst(all);
    // The demo shows both: seeded evaluations give some consultants a score, the others have none.
    expect(all.some((c) => c.rating !== null) && all.some((c) => c.rating === null)).toBe(true);
    const city = body.data.list[0].cityCode;
    const byCity = await post(t.app, '/api/foreground/consultant/list', { cityCode: city });
    expect(byCity.body.data.list.every((c: { cityCode: string; cityName: string }) => c.cityCode === city && c.cityName)).toBe(true);
    const byName = await post(t.app, '/api/foreground/consultant/list', { keyword: body.data.list[0].name });
    expect(byName.body.data.list.map((c: { id: number }) => c.id)).toContain(body.data.list[0].id);
    const bad = await post(t.app, '/api/foreground/consultant/list', { cityCode: '北京' });
    expect(bad.body.msg).toBe('城市编码须为6位数字');
  });

  it('scores a consultant by the mean of their evaluations, none while there are none', async () => {
    const id = await unratedConsultant();
    const before = (await post(t.app, '/api/foreground/consultant/detail', { id })).body.data;
    expect(before).toMatchObject({ rating: null, evaluationCount: 0 });
    const a = await createMemberSession(t.database.db);
    const b = await createMemberSession(t.database.db);
    await servedBy(a, id);
    await servedBy(b, id);
    expect(
      (
        await post(
          t.app,
          '/api/foreground/consultant/evaluation',
          { consultantId: id, serviceCode: 'viewing', stars: 4, content: '带看准时，讲解清楚' },
          { token: a.token },
        )
      ).body.code,
    ).toBe(10000);
    expect(
      (
        await post(
          t.app,
          '/api/foreground/consultant/evaluation',
          { consultantId: id, serviceCode: 'negotiation', stars: 5, content: '谈下了两个月免租期' },
          { token: b.token },
        )
      ).body.code,
    ).toBe(10000);
    expect((await post(t.app, '/api/foreground/consultant/detail', { id })).body.data).toMatchObject({ rating: 4.5, evaluationCount: 2 });
    const all = await listAll();
    expect(all.find((c) => c.id === id)?.rating).toBe(4.5);
    expectRatedFirst(all);
    expect(all.findIndex((c) => c.id === id)).toBeLessThan(all.findIndex((c) => c.rating === null));
  });

  it('evaluates only after the consultant served the member, once per service, shows it in the list and the detail', async () => {
    const id = await unratedConsultant();
    const projectsBefore = (await post(t.app, '/api/foreground/consultant/serviceProject', {})).body.data;
    const negotiationsBefore = projectsBefore.find((s: { code: string }) => s.code === 'negotiation').evaluationCount;
    const { token, member } = await createMemberSession(t.database.db, { nickName: '评价会员' });
    const memberId = member.id;
    const evaluate = (serviceCode: string, stars: number, content: string) =>
      post(t.app, '/api/foreground/consultant/evaluation', { consultantId: id, serviceCode, stars, content }, { token });
    const anon = await post(t.app, '/api/foreground/consultant/evaluation', {
      consultantId: id,
      serviceCode: 'viewing',
      stars: 5,
      content: '带看很专业，讲解细致',
    });
    expect(anon.status).toBe(401);
    // Never served: no review, not even with an appointment still to be held.
    expect((await evaluate('viewing', 1, '从没用过也要差评')).body).toMatchObject({ code: 502, msg: CONSULTANT_EVALUATION_NOT_SERVED_MSG });
    const booked = await post(
      t.app,
      '/api/foreground/appointment/create',
      { consultantId: id, appointDate: chinaDay(new Date(), 2), period: 'morning', topic: '想看看铺位' },
      { token },
    );
    expect(booked.body.code).toBe(10000);
    expect((await evaluate('viewing', 1, '还没见面先差评')).body.msg).toBe(CONSULTANT_EVALUATION_NOT_SERVED_MSG);
    // The appointment was held: one service, one evaluation.
    await t.database.db.execute(sql`update appointments set status = 'done' where member_id = ${memberId} and consultant_id = ${id}`);
    const first = await evaluate('viewing', 5, '带看很专业，讲解细致');
    expect(first.body.code).toBe(10000);
    const again = await evaluate('viewing', 3, '第二次评价试试看');
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('您已评价过该顾问的“铺位带看”服务');
    expect((await evaluate('negotiation', 1, '一次服务评两次')).body.msg).toBe('您对该顾问的每次服务都已评价，再次接受服务后可继续评价');
    // A question to the consultant that they followed up is a second service.
    const asked = await post(
      t.app,
      '/api/foreground/question/create',
      { consultantId: id, category: '租赁', content: '免租期一般多长？', liaison: '评先生', phone: '13912340001' },
      { token },
    );
    expect(asked.body.code).toBe(10000);
    expect((await evaluate('negotiation', 4, '谈下了三个月免租期')).body.msg).toBe('您对该顾问的每次服务都已评价，再次接受服务后可继续评价');
    await t.database.db.execute(
      sql`update leads set status = 'contacted' where member_id = ${memberId} and target_type = 'consultant' and target_id = ${id} and kind <> 'appointment'`,
    );
    const other = await evaluate('negotiation', 4, '谈下了三个月免租期');
    expect(other.body.code).toBe(10000);
    const list = await post(t.app, '/api/foreground/consultant/evaluationList', { consultantId: id });
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list[0]).toMatchObject({ memberName: '评**', serviceName: expect.any(String) });
    const detail = await post(t.app, '/api/foreground/consultant/detail', { id }, { token });
    expect(detail.body.data.evaluatedServices.sort()).toEqual(['negotiation', 'viewing']);
    expect(detail.body.data.evaluationCount).toBe(2);
    expect(detail.body.data.services.find((s: { code: string }) => s.code === 'viewing')).toMatchObject({ evaluationCount: 1, avgStars: 5 });
    const projects = await post(t.app, '/api/foreground/consultant/serviceProject', {});
    expect(projects.body.data.find((s: { code: string }) => s.code === 'negotiation')).toMatchObject({
      evaluationCount: negotiationsBefore + 1,
      avgStars: expect.any(Number),
      consultantCount: 12,
    });
  });

  it('refuses bad evaluations in Chinese', async () => {
    const { token } = await createMemberSession(t.database.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ consultantId: 1, serviceCode: 'viewing', stars: 6, content: '五个字以上的评价' }, '评分须为1-5星'],
      [{ consultantId: 1, serviceCode: 'viewing', stars: 0, content: '五个字以上的评价' }, '请选择评分'],
      [{ consultantId: 1, serviceCode: 'massage', stars: 5, content: '五个字以上的评价' }, '请选择服务项目'],
      [{ consultantId: 1, serviceCode: 'viewing', stars: 5, content: '好' }, '评价内容至少5个字'],
    ];
    for (const [data, msg] of cases) {
      const res = await post(t.app, '/api/foreground/consultant/evaluation', data, { token });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    const missing = await post(
      t.app,
      '/api/foreground/consultant/evaluation',
      { consultantId: 9999, serviceCode: 'viewing', stars: 5, content: '五个字以上的评价' },
      { token },
    );
    expect(missing.status).toBe(404);
  });

  it('collects and uncollects idempotently, per member', async () => {
    const a = await createMemberSession(t.database.db);
    const b = await createMemberSession(t.database.db);
    for (let i = 0; i < 2; i++) {
      const r = await post(t.app, '/api/foreground/consultant/collect', { consultantId: 2, collect: true }, { token: a.token });
      expect(r.body.data).toEqual({ collected: true });
    }
    expect((await post(t.app, '/api/foreground/consultant/detail', { id: 2 }, { token: a.token })).body.data.collected).toBe(true);
    expect((await post(t.app, '/api/foreground/consultant/detail', { id: 2 }, { token: b.token })).body.data.collected).toBe(false);
    expect((await post(t.app, '/api/foreground/consultant/detail', { id: 2 })).body.data.collected).toBe(false);
    await post(t.app, '/api/foreground/consultant/collect', { consultantId: 2, collect: false }, { token: a.token });
    expect((await post(t.app, '/api/foreground/consultant/detail', { id: 2 }, { token: a.token })).body.data.collected).toBe(false);
    const bad = await post(t.app, '/api/foreground/consultant/collect', { consultantId: 2 }, { token: a.token });
    expect(bad.body.msg).toBe('请传入收藏状态');
    expect((await post(t.app, '/api/foreground/consultant/collect', { consultantId: 2, collect: true })).status).toBe(401);
  });

  it("lists a member's collected consultants (newest first) and counts them among the collections", async () => {
    const a = await createMemberSession(t.database.db);
    const b = await createMemberSession(t.database.db);
    await post(t.app, '/api/foreground/consultant/collect', { consultantId: 3, collect: true }, { token: a.token });
    await post(t.app, '/api/foreground/consultant/collect', { consultantId: 5, collect: true }, { token: a.token });
    const list = await post(t.app, '/api/foreground/consultant/collectList', {}, { token: a.token });
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list.map((c: { id: number }) => c.id)).toEqual([5, 3]);
    expect(list.body.data.list[0]).toMatchObject({ name: expect.any(String), cityName: expect.any(String) });
    expect(list.body.data.list[0].collectedAt).toBeTruthy();
    expect((await post(t.app, '/api/foreground/collect/counts', {}, { token: a.token })).body.data.consultant).toBe(2);
    expect((await post(t.app, '/api/foreground/consultant/collectList', {}, { token: b.token })).body.data.total).toBe(0);
    await post(t.app, '/api/foreground/consultant/collect', { consultantId: 5, collect: false }, { token: a.token });
    expect((await post(t.app, '/api/foreground/consultant/collectList', {}, { token: a.token })).body.data.list.map((c: { id: number }) => c.id)).toEqual([3]);
    expect((await post(t.app, '/api/foreground/consultant/collectList', {})).status).toBe(401);
  });

  it('stores a question with a follow-up deadline, with or without login', async () => {
    const anon = await post(t.app, '/api/foreground/question/create', {
      category: '选址',
      content: '社区底商适合开咖啡店吗？',
      liaison: '王先生',
      phone: '13912345678',
    });
    expect(anon.body.code).toBe(10000);
    expect(new Date(anon.body.data.deadlineAt).getTime()).toBeGreaterThan(Date.now());
    const { token } = await createMemberSession(t.database.db);
    const withC = await post(
      t.app,
      '/api/foreground/question/create',
      { consultantId: 3, category: '租赁', content: '免租期一般多长？', liaison: '李女士', phone: '13912345679' },
      { token },
    );
    expect(withC.body.code).toBe(10000);
    const bad = await post(t.app, '/api/foreground/question/create', {
      category: '选址',
      content: '社区底商适合开咖啡店吗？',
      liaison: '王先生',
      phone: '12345',
    });
    expect(bad.body.msg).toBe('请输入正确的手机号码');
    const noLiaison = await post(t.app, '/api/foreground/question/create', {
      category: '选址',
      content: '社区底商适合开咖啡店吗？',
      liaison: '',
      phone: '13912345678',
    });
    expect(noLiaison.body.msg).toBe('请输入联系人');
    const badCat = await post(t.app, '/api/foreground/question/create', {
      category: '八卦',
      content: '社区底商适合开咖啡店吗？',
      liaison: '王',
      phone: '13912345678',
    });
    expect(badCat.body.msg).toBe('请选择问题类型');
  });

  it("puts every question in the operators' lead inbox, with the consultant asked and the question", async () => {
    const db = t.database.db;
    const admin = await createOperatorSession(db, { role: 'admin' });
    const m = await createMemberSession(db);
    const consultant = (await post(t.app, '/api/foreground/consultant/detail', { id: 3 })).body.data as { name: string };
    const asked = await post(
      t.app,
      '/api/foreground/question/create',
      { consultantId: 3, category: '租赁', content: '社区底商免租期一般多长？', liaison: '钱女士', phone: '13912340303' },
      { token: m.token },
    );
    expect(asked.body.code).toBe(10000);
    await post(t.app, '/api/foreground/question/create', { category: '选址', content: '县城步行街适合开奶茶店吗？', liaison: '孙先生', phone: '13912340304' });
    const inbox = async (phone: string) =>
      (await post(t.app, '/api/admin/leads/list', { q: phone }, { headers: admin.headers })).body.data.list as Record<string, unknown>[];
    const [withConsultant] = await inbox('13912340303');
    expect(withConsultant).toMatchObject({ kind: 'question', liaison: '钱女士', status: 'new', deadlineAt: asked.body.data.deadlineAt });
    const detail = (await post(t.app, '/api/admin/leads/detail', { id: withConsultant.id }, { headers: admin.headers })).body.data as {
      details: { fields: { label: string; value: string }[] };
    };
    expect(detail.details.fields).toEqual([
      { label: '问题类型', value: '租赁' },
      { label: '问题描述', value: '社区底商免租期一般多长？' },
      { label: '指定顾问', value: consultant.name },
    ]);
    expect(await inbox('13912340304')).toMatchObject([{ kind: 'question', liaison: '孙先生' }]);
  });

  it("stores a logged-in member's question with its receipt message, or neither", async () => {
    const db = t.database.db;
    const m = await createMemberSession(db);
    const mine = async () => ({
      questions: (await db.select().from(questions).where(eq(questions.memberId, m.member.id))).length,
      messages: (await db.select().from(messages).where(eq(messages.memberId, m.member.id))).map((x) => x.title),
    });
    const ask = () =>
      post(
        t.app,
        '/api/foreground/question/create',
        { category: '选址', content: '社区底商适合开咖啡店吗？', liaison: '王先生', phone: '13912345678' },
        { token: m.token },
      );
    await db.execute(
      sql.raw(`create function shp_test_no_receipt() returns trigger language plpgsql as $$ begin raise exception 'message write failed'; end $$`),
    );
    await db.execute(
      sql.raw(
        `create trigger shp_test_no_receipt before insert on messages for each row when (new.member_id = ${m.member.id}) execute function shp_test_no_receipt()`,
      ),
    );
    try {
      expect((await ask()).status).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger shp_test_no_receipt on messages'));
      await db.execute(sql.raw('drop function shp_test_no_receipt()'));
    }
    expect(await mine()).toEqual({ questions: 0, messages: [] });
    expect((await ask()).body.code).toBe(10000);
    expect(await mine()).toEqual({ questions: 1, messages: ['问题已提交'] });
  });
});
