import { z } from 'zod';
import { defineOp } from '../op.js';
import { pageOf } from '../envelope.js';
import { contentIdSchema } from './content.js';

export const conferenceKindSchema = z.enum(['conference', 'lecture'], { message: '类型有误' });
export const conferenceStateSchema = z.enum(['upcoming', 'live', 'ended'], { message: '状态有误' });
export const CONFERENCE_STATE_NAMES = { upcoming: '即将开始', live: '直播中', ended: '已结束' } as const;

export const conferenceSchema = z.object({
  id: z.number().int(),
  kind: conferenceKindSchema,
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  speaker: z.string(),
  speakerTitle: z.string(),
  cityName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Computed from the time of the call. */
  state: conferenceStateSchema,
  views: z.number().int(),
  videoId: z.number().int().nullable(),
});
export type Conference = z.infer<typeof conferenceSchema>;

export const cloudListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/cloud/list',
  access: 'public',
  summary: '云招商会 / 云讲堂列表',
  input: z.object({ kind: conferenceKindSchema.optional(), state: conferenceStateSchema.optional() }).default({}),
  output: pageOf(conferenceSchema),
  retry: true,
  paged: true,
});

export const cloudDetailOp = defineOp({
  method: 'POST',
  path: '/api/foreground/cloud/detail',
  access: 'public',
  summary: '云招商会详情（议程、嘉宾、回放）',
  input: z.object({ id: contentIdSchema }),
  output: conferenceSchema.extend({
    paragraphs: z.array(z.string()),
    agenda: z.array(z.object({ time: z.string(), title: z.string(), speaker: z.string() })),
    mallNames: z.array(z.string()),
    related: z.array(conferenceSchema),
  }),
});

export const videoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  posterUrl: z.string(),
  /** Served by our server with range requests. */
  videoUrl: z.string(),
  mimeType: z.string(),
  durationSec: z.number().int(),
  conferenceId: z.number().int().nullable(),
  views: z.number().int(),
});
export type Video = z.infer<typeof videoSchema>;

export const cloudVideoOp = defineOp({
  method: 'POST',
  path: '/api/foreground/cloud/video',
  access: 'public',
  summary: '视频回放（播放量加一）',
  input: z.object({ id: contentIdSchema }),
  output: videoSchema.extend({ more: z.array(videoSchema) }),
});

export const cloudVideoListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/cloud/videoList',
  access: 'public',
  summary: '视频回放列表',
  input: z.object({}).default({}),
  output: pageOf(videoSchema),
  retry: true,
  paged: true,
});
