import { z } from 'zod';
import { defineOp } from '../op.js';
import { pageOf } from '../envelope.js';

/**
 * A text cut into pieces, the matched words flagged: the page renders pieces, never HTML
 * (conventions: highlight by splitting text).
 */
export const highlightSchema = z.array(z.object({ text: z.string(), hit: z.boolean() }));
export type Highlight = z.infer<typeof highlightSchema>;

export const cityCodeSchema = z.string().regex(/^\d{6}$/, '城市编码须为6位数字');
export const keywordSchema = z.string().trim().max(50, '关键词最多50个字');

export const SEARCH_TYPES = ['all', 'mall', 'shop', 'brand', 'news'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const SEARCH_TYPE_LABELS: Record<SearchType, string> = { all: '全部', mall: '商场', shop: '铺位', brand: '品牌', news: '资讯' };

export const searchHitSchema = z.object({
  type: z.enum(['mall', 'shop', 'brand', 'news']),
  id: z.number().int(),
  title: highlightSchema,
  summary: highlightSchema,
  coverUrl: z.string(),
  /** Site path of the item's detail page. */
  url: z.string(),
  cityName: z.string().nullable(),
  /** Short facts shown under the title, e.g. 面积, 租金, 业态. */
  facts: z.array(z.string()),
  rank: z.number(),
  /** In a partial search (`partial`), the words of the query this hit lacks; else empty. */
  missing: z.array(z.string()),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchAllOp = defineOp({
  method: 'POST',
  path: '/api/foreground/search/all',
  access: 'public',
  summary: '统一搜索：商场、铺位、品牌、资讯（中文分词 + 相关度排序）',
  input: z.object({
    keyword: keywordSchema.min(1, '请输入搜索关键词'),
    type: z.enum(SEARCH_TYPES, { message: '搜索类型有误' }).default('all'),
    cityCode: cityCodeSchema.optional(),
  }),
  output: pageOf(searchHitSchema).extend({
    /**
     * Results per type for the tabs (same keyword and city): what each tab lists, which is at most
     * RANK_POOL (200) matches of a type, those with the words in the title (name) first, as only those are
     * ranked; `total` is their sum for the type asked.
     */
    counts: z.object({ mall: z.number(), shop: z.number(), brand: z.number(), news: z.number() }),
    /** The type matches more than its tab lists: shown as "200+". */
    countsCapped: z.object({ mall: z.boolean(), shop: z.boolean(), brand: z.boolean(), news: z.boolean() }),
    /** The words the query was cut into (shown as "已为您分词"). */
    words: z.array(z.string()),
    /**
     * No hit holds all the words of the query: these hits hold most of them (shown under
     * 以下结果部分匹配, each with the words it lacks).
     */
    partial: z.boolean(),
    /** 您是不是要找: the query with a misspelt or pinyin word corrected (万大 → 万达), when that finds something. */
    didYouMean: z.object({ keyword: z.string(), total: z.number(), capped: z.boolean() }).nullable(),
    /**
     * Where the search looked: the chosen city, or the city and districts named in the query
     * (上海, 朝阳), whose words then filter instead of being matched as text. Null city: 全国.
     */
    place: z.object({ cityCode: z.string().nullable(), cityName: z.string().nullable(), districts: z.array(z.string()), words: z.array(z.string()) }),
    /** When nothing of any type matches: other words to try, each with how many results it gives. */
    suggestions: z.array(
      z.object({
        keyword: z.string(),
        total: z.number(),
        /** Counting stopped at a cap: there are at least `total` (shown as "200+"). */
        capped: z.boolean(),
      }),
    ),
  }),
  retry: true,
  paged: true,
});

export const hotWordsOp = defineOp({
  method: 'POST',
  path: '/api/foreground/search/hotWords',
  access: 'public',
  summary: '搜索热词（有结果的词）',
  input: z.object({ cityCode: cityCodeSchema.optional() }).default({}),
  output: z.array(z.string()),
  retry: true,
});
