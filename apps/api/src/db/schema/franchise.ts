import { integer, jsonb, numeric, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';

/** Franchise terms of a brand (brands.franchise = true). */
export const franchiseProfiles = pgTable('franchise_profiles', {
  brandId: integer('brand_id').primaryKey(),
  /** 万元 */
  joinFee: numeric('join_fee', { precision: 8, scale: 1, mode: 'number' }).notNull(),
  deposit: numeric('deposit', { precision: 8, scale: 1, mode: 'number' }).notNull(),
  royaltyText: varchar('royalty_text', { length: 64 }).notNull(),
  paybackMonths: smallint('payback_months').notNull(),
  support: jsonb('support').$type<{ title: string; text: string }[]>().notNull(),
  conditions: text('conditions').array().notNull(),
  process: text('process').array().notNull(),
});
