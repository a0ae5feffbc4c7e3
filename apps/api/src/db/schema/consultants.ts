import { bigint, bigserial, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { PUBLISHED } from './types.js';

export const consultants = pgTable(
  'consultants',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 32 }).notNull(),
    avatarUrl: varchar('avatar_url', { length: 512 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    title: varchar('title', { length: 64 }).notNull(),
    cityCode: varchar('city_code', { length: 6 }).notNull(),
    years: smallint('years').notNull(),
    intro: text('intro').notNull(),
    specialties: text('specialties').array().notNull(),
    serviceCount: integer('service_count').notNull().default(0),
    status: varchar('status', { length: 16 }).notNull().default(PUBLISHED),
  },
  (t) => [index('consultants_city_idx').on(t.cityCode)],
);

/** One evaluation per member, consultant and service. */
export const consultantEvaluations = pgTable(
  'consultant_evaluations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    consultantId: integer('consultant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    serviceCode: varchar('service_code', { length: 24 }).notNull(),
    stars: smallint('stars').notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consultant_eval_once_uq').on(t.memberId, t.consultantId, t.serviceCode),
    index('consultant_eval_consultant_idx').on(t.consultantId, t.createdAt),
  ],
);

export const consultantCollects = pgTable(
  'consultant_collects',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    consultantId: integer('consultant_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('consultant_collect_uq').on(t.memberId, t.consultantId)],
);

/** Questions to the platform or to one consultant. */
export const questions = pgTable(
  'questions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }),
    consultantId: integer('consultant_id'),
    category: varchar('category', { length: 8 }).notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    liaison: varchar('liaison', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    /** new | answered */
    status: varchar('status', { length: 16 }).notNull().default('new'),
    answer: text('answer'),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('questions_member_idx').on(t.memberId), index('questions_consultant_idx').on(t.consultantId)],
);
