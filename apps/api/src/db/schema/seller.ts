import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/*
 * Seller centre. Every row that belongs to a seller carries member_id (the seller member) and every
 * query filters by it. Money is stored in fen (integer cents) so sums are exact.
 */

/** Supplier incoming projects: what a supplier may apply to provide (reference data). */
export const sellerIncomingProjects = pgTable('seller_incoming_projects', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  description: varchar('description', { length: 300 }).notNull(),
  requirements: varchar('requirements', { length: 300 }).notNull(),
  sort: smallint('sort').notNull().default(0),
});

/** The supplier's company (one per seller). */
export const sellerCompanies = pgTable('seller_companies', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: bigint('member_id', { mode: 'number' }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  creditCode: varchar('credit_code', { length: 18 }).notNull(),
  legalPerson: varchar('legal_person', { length: 20 }).notNull(),
  contact: varchar('contact', { length: 20 }).notNull(),
  phone: varchar('phone', { length: 11 }).notNull(),
  address: varchar('address', { length: 200 }).notNull(),
  licenceUrl: varchar('licence_url', { length: 512 }),
  /** draft | pending | approved | rejected — the partner incoming application as a whole. */
  status: varchar('status', { length: 16 }).notNull().default('draft'),
  rejectReason: varchar('reject_reason', { length: 200 }),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Projects a seller applied to (partner incoming). */
export const sellerIncomings = pgTable(
  'seller_incomings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    projectId: integer('project_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('seller_incomings_uq').on(t.memberId, t.projectId)],
);

/** A seller's store bound to a plaza (mall) store with a brand and bunk (铺位号). */
export const sellerStoreBindings = pgTable(
  'seller_store_bindings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    mallId: integer('mall_id').notNull(),
    shopId: bigint('shop_id', { mode: 'number' }).notNull(),
    brandId: integer('brand_id').notNull(),
    bunkNo: varchar('bunk_no', { length: 32 }).notNull(),
    /** unsigned | signed — the electronic signature of the binding agreement. */
    signatureStatus: varchar('signature_status', { length: 16 }).notNull().default('unsigned'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seller_bindings_member_idx').on(t.memberId, t.id), uniqueIndex('seller_bindings_shop_uq').on(t.shopId)],
);

/** Product types of site activity services, with the sale attributes their SKUs vary by. */
export const sellerProductTypes = pgTable('seller_product_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 32 }).notNull(),
  saleAttrs: jsonb('sale_attrs').$type<{ name: string; values: string[] }[]>().notNull(),
  sort: smallint('sort').notNull().default(0),
});

export const sellerProductBrands = pgTable(
  'seller_product_brands',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id').notNull(),
    name: varchar('name', { length: 64 }).notNull(),
  },
  (t) => [index('seller_product_brands_type_idx').on(t.typeId)],
);

export const sellerProductModels = pgTable(
  'seller_product_models',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').notNull(),
    name: varchar('name', { length: 64 }).notNull(),
  },
  (t) => [index('seller_product_models_brand_idx').on(t.brandId)],
);

export const sellerGoods = pgTable(
  'seller_goods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    typeId: integer('type_id').notNull(),
    brandId: integer('brand_id'),
    modelId: integer('model_id'),
    cityCode: varchar('city_code', { length: 6 }).notNull(),
    description: text('description').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    /** draft | pending | approved | rejected */
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    rejectReason: varchar('reject_reason', { length: 200 }),
    onShelf: boolean('on_shelf').notNull().default(false),
    sales: integer('sales').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('seller_goods_member_idx').on(t.memberId, t.status, t.id), index('seller_goods_pending_idx').on(t.status, t.submittedAt)],
);

/** Price and stock per combination of sale attributes. */
export const sellerGoodsSkus = pgTable(
  'seller_goods_skus',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
    /** Sale attribute name → value, e.g. {时长: '全天', 规格: '标准'} */
    attrs: jsonb('attrs').$type<Record<string, string>>().notNull(),
    priceFen: integer('price_fen').notNull(),
    stock: integer('stock').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('seller_goods_skus_goods_idx').on(t.goodsId)],
);

/** Approval history of goods (submit, approve, reject), served by the approval-details base. */
export const sellerGoodsReviews = pgTable(
  'seller_goods_reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
    /** submit | approve | reject */
    action: varchar('action', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 200 }),
    operator: varchar('operator', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seller_goods_reviews_goods_idx').on(t.goodsId, t.id)],
);

export const sellerOrders = pgTable(
  'seller_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    buyerMemberId: bigint('buyer_member_id', { mode: 'number' }),
    buyerName: varchar('buyer_name', { length: 32 }).notNull(),
    buyerPhone: varchar('buyer_phone', { length: 11 }).notNull(),
    /** pending_payment | paid | shipped | completed | cancelled */
    status: varchar('status', { length: 20 }).notNull(),
    goodsFen: integer('goods_fen').notNull(),
    /** Price the seller agreed before payment; equals goods_fen until changed. */
    totalFen: integer('total_fen').notNull(),
    cityCode: varchar('city_code', { length: 6 }).notNull(),
    receiverName: varchar('receiver_name', { length: 32 }).notNull(),
    receiverPhone: varchar('receiver_phone', { length: 11 }).notNull(),
    receiverAddress: varchar('receiver_address', { length: 200 }).notNull(),
    buyerRemark: varchar('buyer_remark', { length: 200 }).notNull().default(''),
    logisticsCompany: varchar('logistics_company', { length: 32 }),
    trackingNo: varchar('tracking_no', { length: 40 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('seller_orders_member_idx').on(t.memberId, t.status, t.id),
    // The order list, its pages and the export walk a seller's orders newest first (time, then id),
    // read backwards: ascending keys scanned back match ORDER BY ... DESC (NULLS FIRST) exactly.
    index('seller_orders_member_created_idx').on(t.memberId, t.createdAt, t.id),
    index('seller_orders_buyer_idx').on(t.buyerMemberId),
  ],
);

export const sellerOrderItems = pgTable(
  'seller_order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
    skuId: bigint('sku_id', { mode: 'number' }),
    goodsName: varchar('goods_name', { length: 60 }).notNull(),
    skuText: varchar('sku_text', { length: 120 }).notNull(),
    imageUrl: varchar('image_url', { length: 512 }).notNull(),
    priceFen: integer('price_fen').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('seller_order_items_order_idx').on(t.orderId)],
);

export const sellerOrderLogs = pgTable(
  'seller_order_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    /** create | pay | cancel | deliver | confirm | change_price */
    action: varchar('action', { length: 20 }).notNull(),
    fromStatus: varchar('from_status', { length: 20 }),
    toStatus: varchar('to_status', { length: 20 }).notNull(),
    note: varchar('note', { length: 200 }).notNull(),
    operator: varchar('operator', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seller_order_logs_order_idx').on(t.orderId, t.id)],
);

export const sellerEvaluations = pgTable(
  'seller_evaluations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
    buyerName: varchar('buyer_name', { length: 32 }).notNull(),
    rating: smallint('rating').notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    reply: varchar('reply', { length: 500 }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seller_evaluations_member_idx').on(t.memberId, t.id)],
);

/** One row per seller: the row locked while a withdrawal is checked against the balance. */
export const sellerAccounts = pgTable('seller_accounts', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  bankName: varchar('bank_name', { length: 32 }),
  accountName: varchar('account_name', { length: 32 }),
  accountNo: varchar('account_no', { length: 32 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sellerWithdrawals = pgTable(
  'seller_withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    withdrawNo: varchar('withdraw_no', { length: 32 }).notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    /** pending | paid | rejected — rejected amounts return to the balance. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    bankName: varchar('bank_name', { length: 32 }).notNull(),
    accountName: varchar('account_name', { length: 32 }).notNull(),
    accountNo: varchar('account_no', { length: 32 }).notNull(),
    remark: varchar('remark', { length: 200 }),
    /** The bank's reference of the transfer, written when an operator marks the withdrawal paid. */
    bankReference: varchar('bank_reference', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [index('seller_withdrawals_member_idx').on(t.memberId, t.id)],
);

/**
 * The seller ledger: every movement of a seller's money is one row — in (completed orders), the
 * platform fee, out (withdrawals) and back (rejected withdrawals) — with the order's city. The
 * balance is the sum of the rows; nothing stores a balance.
 */
export const sellerFlows = pgTable(
  'seller_flows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** sale | fee (the platform's share of a sale, negative) | withdrawal | withdrawal_return */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** Signed: income positive, withdrawals negative. */
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' }),
    cityCode: varchar('city_code', { length: 6 }),
    note: varchar('note', { length: 120 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seller_flows_member_idx').on(t.memberId, t.id), index('seller_flows_city_idx').on(t.memberId, t.cityCode)],
);
