import { and, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { maskPhone, type ChatConversation, type ChatMessage, type ChatMemberContext, type PageParam } from '@shp/contracts';
import { queryRows, type Db } from '../../db/client.js';
import {
  brands,
  chatConversations,
  chatMessages,
  collections,
  leads,
  malls,
  memberGrades,
  members,
  operatorDuty,
  operators,
  shops,
  shopVisits,
  spaces,
} from '../../db/schema/index.js';
import { isoTime } from '../../lib/dates.js';
import { offsetOf } from '../../lib/paging.js';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

const OPEN_LEAD = ['new', 'contacted', 'qualified'];

/**
 * The member's conversation, created on first use and locked for the caller's transaction (an
 * upsert locks the row it touches), with how many messages the member sent since `since` (the
 * rate limit) and whether the lead it became is still open with its deadline ahead (an after-hours
 * promise already made): one statement.
 */
export async function lockConversation(tx: Db, memberId: number, since: Date, now: Date): Promise<ConversationRow & { recent: number; leadPending: boolean }> {
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    sql`with c as (
          insert into ${chatConversations} (member_id) values (${memberId})
          on conflict (member_id) do update set member_id = excluded.member_id
          returning *
        )
        select c.*, (select count(*)::int from ${chatMessages} x
                     where x.conversation_id = c.id and x.sender = 'member' and x.created_at > ${since.toISOString()}) as recent,
          coalesce((select l.status = 'new' and l.deadline_at > ${now.toISOString()} from ${leads} l where l.id = c.lead_id), false) as lead_pending
        from c`,
  );
  return { ...conversationOf(row), recent: Number(row.recent), leadPending: row.lead_pending === true };
}

const conversationOf = (r: Record<string, unknown>): ConversationRow => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  mode: String(r.mode),
  operatorId: r.operator_id === null ? null : Number(r.operator_id),
  leadId: r.lead_id === null ? null : Number(r.lead_id),
  lastMessageId: Number(r.last_message_id),
  lastMessageAt: new Date(r.last_message_at as string),
  lastPreview: String(r.last_preview),
  memberReadId: Number(r.member_read_id),
  operatorReadId: Number(r.operator_read_id),
  createdAt: new Date(r.created_at as string),
});

export async function lockConversationById(tx: Db, id: number): Promise<ConversationRow | undefined> {
  const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
  return row;
}

export async function findConversation(db: Db, where: { id: number } | { memberId: number }): Promise<ConversationRow | undefined> {
  const cond = 'id' in where ? eq(chatConversations.id, where.id) : eq(chatConversations.memberId, where.memberId);
  const [row] = await db.select().from(chatConversations).where(cond);
  return row;
}

export type NewMessage = {
  sender: 'member' | 'operator' | 'bot';
  operatorId?: number | null;
  content: string;
  links?: { label: string; to: string }[];
  offersHuman?: boolean;
};

export type ConversationPatch = Partial<Pick<ConversationRow, 'mode' | 'operatorId' | 'leadId'>> & { lastPreview: string; readBy: 'member' | 'operator' };

/**
 * Stores a turn of the conversation in one statement: the messages (ids in the order they were
 * said: the rows of one VALUES list take the sequence in order), the conversation's last message,
 * preview and the sender's read mark, and answers the messages with their consultant names and
 * the conversation's inbox row (the unread count adds the new messages, which the statement's own
 * snapshot does not see yet).
 */
export async function writeTurn(
  tx: Db,
  conversationId: number,
  rows: NewMessage[],
  patch: ConversationPatch,
  now: Date,
): Promise<{ messages: ChatMessage[]; conversation: ChatConversation }> {
  const at = now.toISOString();
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${conversationId}, ${r.sender}, ${r.operatorId ?? null}::int, ${r.content}, ${JSON.stringify(r.links ?? [])}::jsonb, ${r.offersHuman ?? false}, ${at}::timestamptz)`,
    ),
    sql`, `,
  );
  const set: SQL[] = [
    sql`last_message_id = (select max(id) from ins)`,
    sql`last_message_at = ${at}::timestamptz`,
    sql`last_preview = ${patch.lastPreview}`,
    patch.readBy === 'member' ? sql`member_read_id = (select max(id) from ins)` : sql`operator_read_id = (select max(id) from ins)`,
  ];
  if (patch.mode !== undefined) set.push(sql`mode = ${patch.mode}`);
  if (patch.operatorId !== undefined) set.push(sql`operator_id = ${patch.operatorId}::int`);
  if (patch.leadId !== undefined) set.push(sql`lead_id = ${patch.leadId}::bigint`);
  const [r] = await queryRows<Record<string, unknown>>(
    tx,
    sql`with ins as (
          insert into ${chatMessages} (conversation_id, sender, operator_id, content, links, offers_human, created_at)
          values ${values}
          returning *
        ), u as (
          update ${chatConversations} set ${sql.join(set, sql`, `)} where id = ${conversationId} returning *
        )
        select u.*, m.nick_name, m.phone, m.grade_code, o.display_name as operator_name,
          (select count(*)::int from ${chatMessages} x where x.conversation_id = u.id and x.sender = 'member' and x.id > u.operator_read_id)
            + (select count(*)::int from ins where ins.sender = 'member' and ins.id > u.operator_read_id) as unread,
          (select json_agg(json_build_object('id', i.id, 'sender', i.sender, 'operator_id', i.operator_id, 'operator_name', io.display_name,
                  'content', i.content, 'links', i.links, 'offers_human', i.offers_human) order by i.id)
             from ins i left join ${operators} io on io.id = i.operator_id) as messages
        from u
        left join ${members} m on m.id = u.member_id
        left join ${operators} o on o.id = u.operator_id`,
  );
  const said = (typeof r.messages === 'string' ? JSON.parse(r.messages) : r.messages) as {
    id: number | string;
    sender: string;
    operator_id: number | null;
    operator_name: string | null;
    content: string;
    links: { label: string; to: string }[];
    offers_human: boolean;
  }[];
  return {
    conversation: inboxRow({ ...r, unread: r.unread }),
    messages: said.map((m) => ({
      id: String(m.id),
      conversationId: String(conversationId),
      from: m.sender as ChatMessage['from'],
      operatorName: m.operator_id !== null ? (m.operator_name ?? '顾问') : null,
      content: m.content,
      links: m.links ?? [],
      offersHuman: m.offers_human,
      createdAt: isoTime(now),
    })),
  };
}

/**
 * Raises a read mark (never lowers it, never past the last message) in one statement. Answers the
 * conversation's parties and the new mark, or null when unchanged.
 */
export async function markRead(
  db: Db,
  where: { id: number } | { memberId: number },
  side: 'member' | 'operator',
  upToId: number,
): Promise<{ id: number; memberId: number; operatorId: number | null; mark: number } | null> {
  const col = side === 'member' ? chatConversations.memberReadId : chatConversations.operatorReadId;
  const rows = await db
    .update(chatConversations)
    .set(
      side === 'member'
        ? { memberReadId: sql`least(${upToId}, ${chatConversations.lastMessageId})` }
        : { operatorReadId: sql`least(${upToId}, ${chatConversations.lastMessageId})` },
    )
    .where(
      and(
        'id' in where ? eq(chatConversations.id, where.id) : eq(chatConversations.memberId, where.memberId),
        sql`${col} < least(${upToId}, ${chatConversations.lastMessageId})`,
      ),
    )
    .returning({
      id: chatConversations.id,
      memberId: chatConversations.memberId,
      operatorId: chatConversations.operatorId,
      memberReadId: chatConversations.memberReadId,
      operatorReadId: chatConversations.operatorReadId,
    });
  const r = rows[0];
  if (!r) return null;
  return { id: r.id, memberId: r.memberId, operatorId: r.operatorId, mark: side === 'member' ? r.memberReadId : r.operatorReadId };
}

export async function updateConversation(tx: Db, id: number, patch: Partial<Omit<ConversationRow, 'id' | 'memberId'>>) {
  await tx.update(chatConversations).set(patch).where(eq(chatConversations.id, id));
}

/** The last `limit` messages, or those after `afterId`, oldest first. */
export async function listMessages(db: Db, conversationId: number, afterId?: number, limit = 50): Promise<MessageRow[]> {
  const where =
    afterId === undefined
      ? eq(chatMessages.conversationId, conversationId)
      : and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, afterId));
  const rows = await db
    .select()
    .from(chatMessages)
    .where(where)
    .orderBy(afterId === undefined ? desc(chatMessages.id) : chatMessages.id)
    .limit(afterId === undefined ? limit : 200);
  return afterId === undefined ? rows.reverse() : rows;
}

export async function operatorNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.select({ id: operators.id, name: operators.displayName }).from(operators).where(inArray(operators.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function toMessages(db: Db, rows: MessageRow[]): Promise<ChatMessage[]> {
  const names = await operatorNames(
    db,
    rows.map((r) => r.operatorId).filter((x): x is number => x !== null),
  );
  return rows.map((r) => ({
    id: String(r.id),
    conversationId: String(r.conversationId),
    from: r.sender as ChatMessage['from'],
    operatorName: r.operatorId !== null ? (names.get(r.operatorId) ?? '顾问') : null,
    content: r.content,
    links: r.links ?? [],
    offersHuman: r.offersHuman,
    createdAt: isoTime(r.createdAt),
  }));
}

/** An operator on duty (the console's 值班中 switch). */
const onDuty = sql`exists (select 1 from ${operatorDuty} d where d.operator_id = ${operators.id} and d.on_duty)`;

/**
 * The consultant to hand a member to: the one assigned to their newest open lead, if that
 * operator is an active consultant on duty (or an admin); null means the shared queue.
 */
export async function consultantOfOpenLead(db: Db, memberId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: operators.id })
    .from(leads)
    .innerJoin(operators, eq(operators.id, leads.assignedConsultantId))
    .where(
      and(
        eq(leads.memberId, memberId),
        inArray(leads.status, OPEN_LEAD),
        eq(operators.status, 'active'),
        // Admins have no duty switch: an admin on the lead is always its consultant.
        or(eq(operators.role, 'admin'), and(eq(operators.role, 'consultant'), onDuty)),
      ),
    )
    .orderBy(desc(leads.id))
    .limit(1);
  return row?.id ?? null;
}

/** The active consultants on duty: who hears of the shared queue. */
export async function onDutyConsultants(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.status, 'active'), eq(operators.role, 'consultant'), onDuty));
  return rows.map((r) => r.id);
}

export async function isOnDuty(db: Db, operatorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.id, operatorId), onDuty));
  return Boolean(row);
}

export async function memberBasics(db: Db, memberId: number) {
  const [m] = await db.select({ nickName: members.nickName, phone: members.phone }).from(members).where(eq(members.id, memberId));
  return m;
}

/** Inbox rows with the member's name, the consultant's name and the unread count, newest first. */
export async function listConversations(
  db: Db,
  filter: { view: 'mine' | 'queue' | 'all'; operatorId: number } | { id: number },
  page: PageParam = { pageNum: 1, pageSize: 1 },
): Promise<{ rows: ChatConversation[]; total: number }> {
  let where: SQL;
  if ('id' in filter) where = sql`c.id = ${filter.id}`;
  else if (filter.view === 'mine') where = sql`c.operator_id = ${filter.operatorId}`;
  else if (filter.view === 'queue') where = sql`c.mode = 'human' and c.operator_id is null`;
  else where = sql`true`;
  const { limit, offset } = offsetOf(page);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select c.id, c.member_id, m.nick_name, m.phone, m.grade_code, c.mode, c.operator_id, o.display_name as operator_name,
          c.last_preview, c.last_message_at, c.member_read_id, c.operator_read_id,
          (select count(*)::int from ${chatMessages} x where x.conversation_id = c.id and x.sender = 'member' and x.id > c.operator_read_id) as unread,
          count(*) over ()::int as total
        from ${chatConversations} c
        left join ${members} m on m.id = c.member_id
        left join ${operators} o on o.id = c.operator_id
        where ${where} and c.last_message_id > 0
        order by c.last_message_at desc, c.id desc
        limit ${limit} offset ${offset}`,
  );
  return { total: Number(rows[0]?.total ?? 0), rows: rows.map(inboxRow) };
}

/** An inbox row from the conversation's columns joined with the member's and the consultant's. */
function inboxRow(r: Record<string, unknown>): ChatConversation {
  const phone = r.phone as string | null;
  return {
    id: String(r.id),
    memberId: Number(r.member_id),
    memberName: (r.nick_name as string | null) ?? '已注销会员',
    memberPhone: phone ? maskPhone(phone) : '',
    gradeCode: (r.grade_code as string | null) ?? 'L0',
    mode: r.mode as 'bot' | 'human',
    operatorId: r.operator_id === null ? null : Number(r.operator_id),
    operatorName: (r.operator_name as string | null) ?? null,
    lastPreview: String(r.last_preview),
    lastMessageAt: isoTime(r.last_message_at as Date | string),
    unread: Number(r.unread),
    memberReadId: String(r.member_read_id),
    operatorReadId: String(r.operator_read_id),
  };
}

const LINKS: Record<string, string> = {
  mall: '/shoppingMallDetail?id=',
  shop: '/shopDetail?id=',
  point: '/shopDetail?id=',
  space: '/spaceDetail?id=',
  brand: '/BrandDetail?id=',
};

/** What a consultant sees beside the conversation: grade, leads with status, collections, recently viewed units. */
export async function memberContext(
  db: Db,
  memberId: number,
  labels: { kind: (k: string) => string; status: (s: string) => string },
): Promise<ChatMemberContext | null> {
  const [m] = await db
    .select({ nickName: members.nickName, phone: members.phone, gradeCode: members.gradeCode, gradeName: memberGrades.gradeName, createdAt: members.createdAt })
    .from(members)
    .leftJoin(memberGrades, eq(memberGrades.gradeCode, members.gradeCode))
    .where(eq(members.id, memberId));
  if (!m) return null;
  const [leadRows, collected, visits] = await Promise.all([
    db
      .select({
        id: leads.id,
        kind: leads.kind,
        brandName: leads.brandName,
        status: leads.status,
        deadlineAt: leads.deadlineAt,
        createdAt: leads.createdAt,
        consultantName: operators.displayName,
      })
      .from(leads)
      .leftJoin(operators, eq(operators.id, leads.assignedConsultantId))
      .where(eq(leads.memberId, memberId))
      .orderBy(desc(leads.id))
      .limit(10),
    db
      .select({ targetType: collections.targetType, targetId: collections.targetId, at: collections.createdAt })
      .from(collections)
      .where(eq(collections.memberId, memberId))
      .orderBy(desc(collections.createdAt))
      .limit(10),
    db
      .select({ shopId: shopVisits.shopId, name: shops.title, at: shopVisits.visitedAt })
      .from(shopVisits)
      .innerJoin(shops, eq(shops.id, shopVisits.shopId))
      .where(eq(shopVisits.memberId, memberId))
      .orderBy(desc(shopVisits.visitedAt))
      .limit(10),
  ]);
  const idsOf = (types: string[]) => collected.filter((c) => types.includes(c.targetType)).map((c) => c.targetId);
  const named = async (ids: number[], q: (ids: number[]) => Promise<{ id: number; name: string }[]>) => (ids.length ? q(ids) : []);
  const [mallNames, shopNames, spaceNames, brandNames] = await Promise.all([
    named(idsOf(['mall']), (ids) => db.select({ id: malls.id, name: malls.name }).from(malls).where(inArray(malls.id, ids))),
    named(idsOf(['shop', 'point']), (ids) => db.select({ id: shops.id, name: shops.title }).from(shops).where(inArray(shops.id, ids))),
    named(idsOf(['space']), (ids) => db.select({ id: spaces.id, name: spaces.name }).from(spaces).where(inArray(spaces.id, ids))),
    named(idsOf(['brand']), (ids) => db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, ids))),
  ]);
  const names: Record<string, Map<number, string>> = {
    mall: new Map(mallNames.map((r) => [r.id, r.name])),
    shop: new Map(shopNames.map((r) => [r.id, r.name])),
    point: new Map(shopNames.map((r) => [r.id, r.name])),
    space: new Map(spaceNames.map((r) => [r.id, r.name])),
    brand: new Map(brandNames.map((r) => [r.id, r.name])),
  };
  return {
    member: {
      nickName: m.nickName,
      phone: m.phone ? maskPhone(m.phone) : '',
      gradeCode: m.gradeCode,
      gradeName: m.gradeName ?? m.gradeCode,
      joinedAt: isoTime(m.createdAt),
    },
    leads: leadRows.map((l) => ({
      id: l.id,
      kindName: labels.kind(l.kind),
      brandName: l.brandName,
      status: l.status,
      statusName: labels.status(l.status),
      consultantName: l.consultantName,
      deadlineAt: isoTime(l.deadlineAt),
      createdAt: isoTime(l.createdAt),
    })),
    collections: collected.map((c) => ({
      targetType: c.targetType,
      targetId: c.targetId,
      name: names[c.targetType]?.get(c.targetId) ?? '已下架',
      link: `${LINKS[c.targetType] ?? '/shopDetail?id='}${c.targetId}`,
      collectedAt: isoTime(c.at),
    })),
    recentUnits: visits.map((v) => ({ shopId: v.shopId, name: v.name, link: `/shopDetail?id=${v.shopId}`, visitedAt: isoTime(v.at) })),
  };
}
