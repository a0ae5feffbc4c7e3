import { z } from 'zod';
import { defineOp } from '../op.js';
import { noInput, pageOf } from '../envelope.js';
import { contentIdSchema } from './content.js';

/** Chambers with a page of their own: route /{slug}ChamberMore. */
export const CHAMBER_PAGES = [
  { slug: 'nanjing', path: '/nanjingChamberMore' },
  { slug: 'yuxi', path: '/yuxiChamberMore' },
  { slug: 'kashi', path: '/kashiChamberMore' },
  { slug: 'changsha', path: '/changshaChamberMore' },
] as const;
export const chamberSlugSchema = z.string().regex(/^[a-z]{2,20}$/, '商会不存在');

export const chamberSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  intro: z.string(),
  president: z.string(),
  memberCount: z.number().int(),
  foundedYear: z.number().int(),
  coverUrl: z.string(),
  phone: z.string(),
  address: z.string(),
  eventCount: z.number().int(),
});
export type Chamber = z.infer<typeof chamberSchema>;

export const chamberEventSchema = z.object({
  id: z.number().int(),
  chamberId: z.number().int(),
  chamberName: z.string(),
  kind: z.enum(['visit', 'live']),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  location: z.string(),
  startsAt: z.string(),
  /** upcoming | live | ended, computed at the time of the call. */
  state: z.enum(['upcoming', 'live', 'ended']),
});
export type ChamberEvent = z.infer<typeof chamberEventSchema>;

export const chamberListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/chamber/list',
  access: 'public',
  summary: '商会列表',
  input: noInput,
  output: z.array(chamberSchema),
  retry: true,
});

export const chamberDetailOp = defineOp({
  method: 'POST',
  path: '/api/foreground/chamber/detail',
  access: 'public',
  summary: '商会详情（按编码或ID）',
  input: z.object({ slug: chamberSlugSchema.optional(), id: contentIdSchema.optional() }).refine((v) => v.slug || v.id, { message: '请指定商会' }),
  output: chamberSchema.extend({ paragraphs: z.array(z.string()), highlights: z.array(z.string()) }),
  retry: true,
});

export const chamberEventListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/chamber/eventList',
  access: 'public',
  summary: '商会活动列表',
  input: z.object({ chamberId: contentIdSchema.optional(), slug: chamberSlugSchema.optional(), kind: z.enum(['visit', 'live']).optional() }).default({}),
  output: pageOf(chamberEventSchema),
  retry: true,
  paged: true,
});

export const chamberEventDetailOp = defineOp({
  method: 'POST',
  path: '/api/foreground/chamber/eventDetail',
  access: 'public',
  summary: '商会活动 / 直播详情',
  input: z.object({ id: contentIdSchema }),
  output: chamberEventSchema.extend({
    paragraphs: z.array(z.string()),
    chamberSlug: z.string(),
    videoUrl: z.string().nullable(),
    posterUrl: z.string().nullable(),
    related: z.array(chamberEventSchema),
  }),
});
