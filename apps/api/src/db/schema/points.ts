import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per member holding the balance. Every change locks this row first (SELECT … FOR UPDATE)
 * so concurrent awards, redemptions and draws of one member run one after another; the CHECK is
 * the last line of defence against a negative balance.
 */
export const pointAccounts = pgTable(
  'point_accounts',
  {
    memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
    balance: integer('balance').notNull().default(0),
    totalEarned: integer('total_earned').notNull().default(0),
    totalSpent: integer('total_spent').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('point_accounts_balance_ck', sql`${t.balance} >= 0`)],
);

/** The points bill: every change of a balance, written in the same transaction as the change. */
export const pointBills = pgTable(
  'point_bills',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** Positive for income, negative for spending. */
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** task | redeem | lottery | prize */
    kind: varchar('kind', { length: 16 }).notNull(),
    title: varchar('title', { length: 64 }).notNull(),
    refId: bigint('ref_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('point_bills_member_idx').on(t.memberId, t.id)],
);

/** Task templates of SPEC §7 (register, brand info, consult, share, scan, collect, sign). */
export const taskTemplates = pgTable('task_templates', {
  code: varchar('code', { length: 16 }).primaryKey(),
  name: varchar('name', { length: 32 }).notNull(),
  description: varchar('description', { length: 120 }).notNull(),
  points: integer('points').notNull(),
  /** once — once per member; daily — once a day; per_target — once per target, capped per day */
  rule: varchar('rule', { length: 16 }).notNull(),
  dailyLimit: smallint('daily_limit'),
  /** Where the member does it. */
  link: varchar('link', { length: 128 }).notNull(),
  sort: smallint('sort').notNull().default(0),
});

/** Awards already given: the unique key makes an award idempotent (a repeat changes nothing). */
export const taskRecords = pgTable(
  'task_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    templateCode: varchar('template_code', { length: 16 }).notNull(),
    /** 'once', the day (YYYY-MM-DD, Asia/Shanghai) or 't:<targetId>' */
    awardKey: varchar('award_key', { length: 80 }).notNull(),
    targetId: varchar('target_id', { length: 64 }),
    points: integer('points').notNull(),
    day: varchar('day', { length: 10 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('task_records_award_uq').on(t.memberId, t.templateCode, t.awardKey), index('task_records_day_idx').on(t.memberId, t.day)],
);

/** Points mall goods. */
export const mallGoods = pgTable(
  'mall_goods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    imageUrl: varchar('image_url', { length: 512 }).notNull(),
    description: varchar('description', { length: 300 }).notNull(),
    pointsCost: integer('points_cost').notNull(),
    stock: integer('stock').notNull(),
    /** virtual goods are delivered at once, physical ones are shipped */
    virtual: boolean('virtual').notNull().default(false),
    status: varchar('status', { length: 16 }).notNull().default('published'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('mall_goods_stock_ck', sql`${t.stock} >= 0`)],
);

/** Redemption orders of the points mall. */
export const pointOrders = pgTable(
  'point_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
    goodsName: varchar('goods_name', { length: 64 }).notNull(),
    imageUrl: varchar('image_url', { length: 512 }).notNull(),
    points: integer('points').notNull(),
    /** paid → shipped → done (virtual goods are done at once) */
    status: varchar('status', { length: 16 }).notNull(),
    receiver: varchar('receiver', { length: 20 }),
    phone: varchar('phone', { length: 11 }),
    address: varchar('address', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('point_orders_member_idx').on(t.memberId, t.id)],
);

/** Lottery prizes; weight is the share of draws out of the sum of weights of prizes in stock. */
export const lotteryPrizes = pgTable(
  'lottery_prizes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    imageUrl: varchar('image_url', { length: 512 }).notNull(),
    /** points — credited at once; goods — to be delivered; none — 谢谢参与 */
    kind: varchar('kind', { length: 8 }).notNull(),
    pointsValue: integer('points_value').notNull().default(0),
    weight: integer('weight').notNull(),
    /** Null means unlimited (the "no prize" slot). */
    stock: integer('stock'),
    sort: integer('sort').notNull().default(0),
    status: varchar('status', { length: 16 }).notNull().default('published'),
  },
  (t) => [check('lottery_prizes_stock_ck', sql`${t.stock} is null or ${t.stock} >= 0`)],
);

/** Every draw, won or not: the record that makes results auditable. */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    prizeId: bigint('prize_id', { mode: 'number' }).notNull(),
    prizeName: varchar('prize_name', { length: 64 }).notNull(),
    prizeKind: varchar('prize_kind', { length: 8 }).notNull(),
    imageUrl: varchar('image_url', { length: 512 }).notNull(),
    cost: integer('cost').notNull(),
    /** The random number drawn (0 ≤ n < total weight) and the total, kept for audit. */
    roll: integer('roll').notNull(),
    totalWeight: integer('total_weight').notNull(),
    /** none | credited | pending (goods to deliver) | delivered */
    status: varchar('status', { length: 16 }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lottery_draws_member_idx').on(t.memberId, t.id)],
);
