import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every lead from every form: consultation (home/side bar), cooperation, merchant services,
 * franchise, space quotes, appointments, questions to consultants. One table so the operator inbox sees them all.
 */
export const leads = pgTable(
  'leads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** consult | cooperation | merchant_service | franchise | space_quote | appointment | question */
    kind: varchar('kind', { length: 24 }).notNull(),
    /** SPEC sourceType ('2' for the web portal). */
    sourceType: varchar('source_type', { length: 8 }).notNull().default('2'),
    /** Page or form the lead came from, e.g. home-left-panel, side-bar, cooperAtions. */
    sourcePage: varchar('source_page', { length: 64 }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    brandName: varchar('brand_name', { length: 180 }).notNull().default(''),
    brandId: integer('brand_id'),
    liaison: varchar('liaison', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    isOpenShop: varchar('is_open_shop', { length: 1 }),
    cityCode: varchar('city_code', { length: 6 }),
    /** What the lead is about: mall | shop | space | brand | service | consultant | cooperation */
    targetType: varchar('target_type', { length: 16 }),
    targetId: bigint('target_id', { mode: 'number' }),
    /** Further form fields of the lead's kind (validated by its contract before storing). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** Channel record of SPEC §2/§7: shareChannel, shareId, clueUniqueId, clueQrId, clickId. */
    channel: jsonb('channel').$type<Record<string, string>>().notNull().default({}),
    /** new → contacted → qualified → won | lost */
    status: varchar('status', { length: 16 }).notNull().default('new'),
    assignedConsultantId: integer('assigned_consultant_id'),
    /** Follow-up promise: one working day after creation, weekends skipped. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    firstContactAt: timestamp('first_contact_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The once-per-phone-and-brand check (insertLeadOnce) finds its row without reading the phone's
    // other leads; phone and (phone, kind) lookups use the same index by its leading columns.
    index('leads_phone_kind_brand_idx').on(t.phone, t.kind, sql`lower(btrim(${t.brandName}))`),
    index('leads_member_idx').on(t.memberId),
    index('leads_inbox_idx').on(t.status, t.deadlineAt),
  ],
);

/** History of a lead: status changes and notes, by whom. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: bigint('lead_id', { mode: 'number' }).notNull(),
    /** 'system', 'member:<id>' or 'operator:<id>' */
    actor: varchar('actor', { length: 48 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId)],
);

/** Members who asked for an SMS at each step of their leads (个人中心 › 账号设置); absent: messages only. */
export const leadSmsOptIns = pgTable('lead_sms_opt_ins', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
