import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createOperatorSession } from '../test/operators.js';
import { insertLead } from '../modules/leads/leads.repository.js';
import { queryRows } from './client.js';
import { leadEvents, leads, operators } from './schema/index.js';

// Data migrations are tested the way they reach a live database: on a migrated, seeded state that
// holds the rows they fix, applied by the same migrator the server runs at start-up.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Forgets that `tag` and every later migration were applied, so the next migrate applies them again. */
async function unapplyFrom(tag: string) {
  const journal = JSON.parse(fs.readFileSync(path.join(t.config.migrationsDir, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  const entry = journal.entries.find((e) => e.tag === tag);
  if (!entry) throw new Error(`no migration ${tag}`);
  await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at >= ${entry.when}`);
}

async function newLead(status: 'new' | 'contacted' | 'qualified' | 'won' | 'lost', assignedConsultantId: number | null) {
  const row = await insertLead(t.database.db, { kind: 'consult', sourcePage: 'home-left-panel', brandName: '遗留品牌', liaison: '张三', phone: '13912349999' });
  await t.database.db.update(leads).set({ status, assignedConsultantId }).where(eq(leads.id, row.id));
  return row.id;
}

const eventsOf = async (id: number) =>
  (await t.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(asc(leadEvents.id))).map((e) => ({ actor: e.actor, note: e.note }));

describe('0030 release_stranded_leads', () => {
  it('returns open leads left with a disabled or moved consultant to 未分配, with a history entry; others stay', async () => {
    const db = t.database.db;
    // As the console left them before disabling returned leads: the account changed, its leads did not.
    const gone = (await createOperatorSession(db, { role: 'consultant', displayName: '离职顾问' })).operator;
    const moved = (await createOperatorSession(db, { role: 'consultant', displayName: '转岗顾问' })).operator;
    const working = (await createOperatorSession(db, { role: 'consultant', displayName: '在岗顾问' })).operator;
    const [fresh, contacted, qualified, won, lost] = [
      await newLead('new', gone.id),
      await newLead('contacted', gone.id),
      await newLead('qualified', gone.id),
      await newLead('won', gone.id),
      await newLead('lost', gone.id),
    ];
    const movedLead = await newLead('new', moved.id);
    const workingLead = await newLead('contacted', working.id);
    await db.update(operators).set({ status: 'disabled' }).where(eq(operators.id, gone.id));
    await db.update(operators).set({ role: 'editor' }).where(eq(operators.id, moved.id));
    const before = new Map(
      (
        await db
          .select()
          .from(leads)
          .where(inArray(leads.id, [fresh, won, workingLead]))
      ).map((l) => [l.id, l]),
    );

    await unapplyFrom('0030_release_stranded_leads');
    await t.database.migrate(t.config.migrationsDir);

    const after = new Map((await db.select().from(leads).where(gte(leads.id, fresh))).map((l) => [l.id, l]));
    for (const id of [fresh, contacted, qualified, movedLead]) expect(after.get(id)?.assignedConsultantId, `lead ${id}`).toBeNull();
    // Their status is untouched: the lead is handed over, not reset.
    expect([fresh, contacted, qualified].map((id) => after.get(id)?.status)).toEqual(['new', 'contacted', 'qualified']);
    expect(after.get(fresh)?.updatedAt.getTime()).toBeGreaterThan(before.get(fresh)!.updatedAt.getTime());
    // Ended leads keep who ended them; an active consultant keeps theirs, unchanged.
    expect(after.get(won)?.assignedConsultantId).toBe(gone.id);
    expect(after.get(lost)?.assignedConsultantId).toBe(gone.id);
    expect(after.get(workingLead)).toEqual(before.get(workingLead));

    expect((await eventsOf(fresh)).at(-1)).toEqual({ actor: 'system', note: '顾问 离职顾问 已停用，线索退回未分配（停用时遗留，数据修复）' });
    expect((await eventsOf(movedLead)).at(-1)).toEqual({ actor: 'system', note: '顾问 转岗顾问 已调离，线索退回未分配（停用时遗留，数据修复）' });
    expect(await eventsOf(won)).toEqual([{ actor: 'system', note: '收到留资' }]);
    expect(await eventsOf(workingLead)).toEqual([{ actor: 'system', note: '收到留资' }]);

    // Applied again (a restored backup, a second start), it finds nothing more to do.
    await unapplyFrom('0030_release_stranded_leads');
    await t.database.migrate(t.config.migrationsDir);
    expect(await eventsOf(fresh)).toHaveLength(2);
  });
});

describe('0031 lost_leads_first_contact', () => {
  it('clears 首次联系 of leads closed straight from 待跟进, keeps it where the customer was contacted', async () => {
    const db = t.database.db;
    const stamp = new Date('2026-10-01T02:00:00Z');
    const neverContacted = await newLead('lost', null);
    const contactedThenLost = await newLead('lost', null);
    const won = await newLead('won', null);
    await db
      .update(leads)
      .set({ firstContactAt: stamp })
      .where(inArray(leads.id, [neverContacted, contactedThenLost, won]));
    await db.insert(leadEvents).values([
      { leadId: neverContacted, actor: 'operator:1', fromStatus: 'new', toStatus: 'lost', note: '空号' },
      { leadId: contactedThenLost, actor: 'operator:1', fromStatus: 'new', toStatus: 'contacted', note: '' },
      { leadId: contactedThenLost, actor: 'operator:1', fromStatus: 'contacted', toStatus: 'lost', note: '' },
    ]);

    await unapplyFrom('0031_lost_leads_first_contact');
    await t.database.migrate(t.config.migrationsDir);

    const rows = new Map(
      (
        await db
          .select()
          .from(leads)
          .where(inArray(leads.id, [neverContacted, contactedThenLost, won]))
      ).map((l) => [l.id, l.firstContactAt]),
    );
    expect(rows.get(neverContacted)).toBeNull();
    expect(rows.get(contactedThenLost)).toEqual(stamp);
    expect(rows.get(won)).toEqual(stamp);
  });
});

describe('0033 live service: chat', () => {
  it('moves the rules chat history into conversations, in order, and drops the old table', async () => {
    const db = t.database.db;
    // The old table as 0032 left it, with a member's question, its automatic answer and an operator's.
    await db.execute(sql`create table if not exists service_chat_messages (
      id bigserial primary key, member_id bigint not null, sender varchar(8) not null, content text not null,
      links jsonb not null default '[]'::jsonb, answered_by varchar(48), created_at timestamptz not null default now())`);
    await db.execute(sql`insert into service_chat_messages (member_id, sender, content, links, answered_by, created_at) values
      (987654, 'member', '租金多少？', '[]', null, '2026-01-05T02:00:00Z'),
      (987654, 'service', '铺位租金因城市而异', '[{"label":"找铺","to":"/findShopList"}]', 'auto', '2026-01-05T02:00:01Z'),
      (987654, 'service', '您好，我是顾问', '[]', 'operator:7', '2026-01-05T03:00:00Z')`);
    await unapplyFrom('0033_live_service');
    await t.database.migrate(t.config.migrationsDir);
    const conv = await queryRows<{ id: string; mode: string; last_preview: string; member_read_id: string; last_message_id: string }>(
      db,
      sql`select id, mode, last_preview, member_read_id, last_message_id from chat_conversations where member_id = 987654`,
    );
    const c = conv[0];
    expect(c).toMatchObject({ mode: 'bot', last_preview: '您好，我是顾问' });
    expect(String(c.member_read_id)).toBe(String(c.last_message_id));
    const msgs = await queryRows<Record<string, unknown>>(
      db,
      sql`select sender, operator_id, content, links from chat_messages where conversation_id = ${c.id} order by id`,
    );
    expect(msgs).toEqual([
      { sender: 'member', operator_id: null, content: '租金多少？', links: [] },
      { sender: 'bot', operator_id: null, content: '铺位租金因城市而异', links: [{ label: '找铺', to: '/findShopList' }] },
      { sender: 'operator', operator_id: 7, content: '您好，我是顾问', links: [] },
    ]);
    const old = await queryRows<Record<string, unknown>>(db, sql`select 1 from information_schema.tables where table_name = 'service_chat_messages'`);
    expect(old).toEqual([]);
  });
});

describe('0034 trust, market and refunds: rent history', () => {
  it('starts the history of units listed before it at their listing, once, and applies again without change', async () => {
    const db = t.database.db;
    const units = await queryRows<{ id: string }>(db, sql`select id from shops order by id limit 3`);
    const ids = units.map((u) => Number(u.id));
    // As a database that had units before rent history existed: nothing recorded for these three.
    await db.execute(sql`delete from rent_changes where shop_id in (${sql.join(ids, sql`, `)})`);
    const countAll = async () => Number((await queryRows<{ n: string }>(db, sql`select count(*) as n from rent_changes`))[0].n);
    const othersBefore = await countAll();
    await unapplyFrom('0034_trust_market_refunds');
    await t.database.migrate(t.config.migrationsDir);
    const rows = await queryRows<{ shop_id: string; source: string }>(
      db,
      sql`select shop_id, source from rent_changes where shop_id in (${sql.join(ids, sql`, `)}) order by shop_id`,
    );
    expect(rows.map((r) => [Number(r.shop_id), r.source])).toEqual(ids.map((id) => [id, 'listing']));
    expect(await countAll()).toBe(othersBefore + 3);
    await unapplyFrom('0034_trust_market_refunds');
    await t.database.migrate(t.config.migrationsDir);
    expect(await countAll()).toBe(othersBefore + 3);
  });
});
