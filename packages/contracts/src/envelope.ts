import { z } from 'zod';
import { CHANNEL_CODE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.js';
import { refuseUnstorableText } from './text-safety.js';

const shortText = z.string().max(128);

/** pageParam of the wrapper: page numbers from 1. */
export const pageParamSchema = z.object({
  pageNum: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageParam = z.infer<typeof pageParamSchema>;

/** The channel and tracing fields every call carries (SPEC §7). */
export const wrapperFieldsSchema = z.object({
  channelCode: z.literal(CHANNEL_CODE).default(CHANNEL_CODE),
  shareChannel: shortText.optional(),
  shareId: shortText.optional(),
  time: z.union([z.number(), shortText]).optional(),
  token: z.string().max(256).optional(),
  clueUniqueId: shortText.optional(),
  clueQrId: shortText.optional(),
  clickId: shortText.optional(),
  traceId: z
    .string()
    .regex(/^[0-9a-zA-Z]{32}$/, 'traceId 须为32位字母数字')
    .optional(),
});
export type WrapperFields = z.infer<typeof wrapperFieldsSchema>;

/** POST body: the wrapper plus data and an optional pageParam; no text in it the database cannot hold. */
export function requestEnvelope<T extends z.ZodType>(data: T) {
  return wrapperFieldsSchema.extend({ data, pageParam: pageParamSchema.optional() }).superRefine(refuseUnstorableText);
}

/**
 * `data` of an answer that refused its input: each field at fault with the message for it, so a
 * client can mark the field (msg repeats the first one). `field` is the path inside `data`, dotted
 * (`phone`, `items.0.price`), or inside the wrapper for its own fields (`pageParam.pageSize`).
 */
export const invalidInputDataSchema = z.object({
  fields: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type InvalidInputData = z.infer<typeof invalidInputDataSchema>;

/** A page of results. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().min(0),
    pageNum: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}
export type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };

/** Empty input for calls that take no data. */
export const noInput = z.object({}).default({});
/** Answer of calls that return nothing. */
export const okOutput = z.null();
