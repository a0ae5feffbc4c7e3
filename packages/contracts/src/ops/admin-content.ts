import { z } from 'zod';
import { defineOp } from '../op.js';
import { pageOf } from '../envelope.js';
import { BANNER_HEIGHTS } from '../constants.js';

/** Content the editor maintains; each maps to one catalogue table (shop and point share one). */
export const CONTENT_TYPES = ['mall', 'shop', 'point', 'space', 'brand', 'article', 'advert', 'agreement'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  mall: '商场',
  shop: '商铺',
  point: '点位',
  space: '活动场地',
  brand: '品牌',
  article: '资讯',
  advert: '广告/横幅',
  agreement: '协议',
};
export const CONTENT_STATUSES = ['published', 'draft'] as const;
export const CONTENT_STATUS_LABELS = { published: '已发布', draft: '未发布' } as const;

const text = (label: string, max: number) => z.string().trim().min(1, `请输入${label}`).max(max, `${label}最多${max}个字`);
const optText = (label: string, max: number) => z.string().trim().max(max, `${label}最多${max}个字`).default('');
const cityCode = z.string().regex(/^\d{6}$/, '请选择城市');
const districtCode = z.string().regex(/^\d{6}$/, '请选择区县');
const isoDay = (label: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式为YYYY-MM-DD`);
const int = (label: string, min = 0, max = 2_000_000_000) =>
  z.coerce
    .number({ message: `请输入${label}` })
    .int(`${label}须为整数`)
    .min(min, `${label}不能小于${min}`)
    .max(max, `${label}不能大于${max}`);
const num = (label: string, min = 0, max = 1_000_000_000) =>
  z.coerce
    .number({ message: `请输入${label}` })
    .min(min, `${label}不能小于${min}`)
    .max(max, `${label}不能大于${max}`);
/** Our own media only: uploads and placeholders (the CSP allows images from our origin). */
export const mediaUrlSchema = z
  .string()
  .trim()
  .max(512)
  .regex(/^\/media\/[A-Za-z0-9/_.\-?=&%]+$/, '请上传图片');
const images = z.array(mediaUrlSchema).max(12, '最多12张图片').default([]);
const words = (label: string, maxItems: number, maxLen: number) =>
  z
    .array(z.string().trim().min(1).max(maxLen, `${label}每项最多${maxLen}个字`))
    .max(maxItems, `${label}最多${maxItems}项`)
    .default([]);
/** A same-site path: never another origin (open redirects, phishing). */
const sameSitePath = z
  .string()
  .trim()
  .max(512)
  .regex(/^\/(?!\/)[^\s\\]*$/, '链接须为本站路径，以 / 开头');

export const mallFieldsSchema = z.object({
  name: text('商场名称', 100),
  cityCode,
  districtCode,
  address: text('地址', 200),
  openStatus: z.enum(['open', 'preparing', 'renovating'], { message: '请选择开业状态' }),
  openDate: isoDay('开业日期'),
  totalArea: int('总面积'),
  businessArea: int('商业面积'),
  floorsAbove: int('地上层数', 0, 200),
  floorsBelow: int('地下层数', 0, 20),
  parkingSpaces: int('车位数'),
  rentMin: num('最低租金', 0, 99999),
  rentMax: num('最高租金', 0, 99999),
  dailyTraffic: int('日均客流'),
  annualSales: int('年销售额'),
  developer: text('开发商', 100),
  grade: z.enum(['S', 'A', 'B'], { message: '请选择商场等级' }),
  leasingContact: text('招商联系人', 32),
  leasingPhone: text('招商电话', 32),
  coverUrl: mediaUrlSchema,
  images,
  intro: text('简介', 5000),
  investmentScore: int('招商热度', 0, 100),
  featured: z.boolean().default(false),
  formatIds: z.array(z.number().int().positive()).max(50).default([]),
});

export const shopFieldsSchema = z.object({
  title: text('标题', 120),
  mallId: z.number().int().positive().nullable().default(null),
  cityCode,
  districtCode,
  address: text('地址', 200),
  area: num('面积', 0.1, 1_000_000),
  floor: text('楼层', 8),
  frontage: num('面宽', 0, 9999),
  depth: num('进深', 0, 9999),
  ceilingHeight: num('层高', 0, 99),
  rent: num('租金', 0, 99_999_999),
  rentUnit: z.enum(['day_sqm', 'month'], { message: '请选择租金单位' }),
  propertyFee: num('物业费', 0, 999_999),
  transferFee: int('转让费'),
  openingStatus: z.enum(['vacant', 'leasing_soon', 'leased'], { message: '请选择招租状态' }),
  grade: z.enum(['A', 'B', 'C'], { message: '请选择等级' }),
  powerKw: int('用电量', 0, 100000),
  water: z.boolean().default(false),
  exhaust: z.boolean().default(false),
  gas: z.boolean().default(false),
  availableDate: isoDay('可租日期'),
  dailyTraffic: int('日均客流'),
  housekeeperId: z.number({ message: '请选择铺位管家' }).int().positive(),
  coverUrl: mediaUrlSchema,
  images,
  description: text('描述', 5000),
  formatIds: z.array(z.number().int().positive()).max(50).default([]),
});

export const spaceFieldsSchema = z.object({
  name: text('场地名称', 120),
  mallId: z.number({ message: '请选择所属商场' }).int().positive(),
  location: text('位置', 120),
  area: int('面积', 1),
  leaseTypes: words('租赁类型', 10, 16),
  facilities: words('配套设施', 10, 16),
  priceDay: int('日租金'),
  minDays: int('起租天数', 1, 365),
  dailyTraffic: int('日均客流'),
  coverUrl: mediaUrlSchema,
  images,
  description: text('描述', 5000),
  hot: z.boolean().default(false),
  formatIds: z.array(z.number().int().positive()).max(50).default([]),
});

export const brandFieldsSchema = z.object({
  name: text('品牌名称', 180),
  formatId: z.number({ message: '请选择业态' }).int().positive(),
  logoUrl: mediaUrlSchema,
  slogan: optText('口号', 200),
  intro: text('简介', 5000),
  origin: text('品牌来源', 32),
  foundedYear: int('创立年份', 1800, 2100),
  storeCount: int('门店数'),
  areaMin: int('最小面积'),
  areaMax: int('最大面积'),
  expandCities: z.array(cityCode).max(400).default([]),
  franchise: z.boolean().default(false),
  investMin: int('最低投资', 0, 1_000_000).nullable().default(null),
  investMax: int('最高投资', 0, 1_000_000).nullable().default(null),
  hot: z.boolean().default(false),
});

export const ARTICLE_CATEGORIES = ['news', 'square', 'brand_story', 'investment', 'policy'] as const;
export const ARTICLE_CATEGORY_LABELS = { news: '资讯', square: '广场服务', brand_story: '品牌故事', investment: '招商动态', policy: '政策' } as const;

export const articleFieldsSchema = z.object({
  category: z.enum(ARTICLE_CATEGORIES, { message: '请选择栏目' }),
  title: text('标题', 120),
  summary: text('摘要', 300),
  /** Plain paragraphs separated by blank lines; never HTML. */
  content: text('正文', 50000),
  coverUrl: mediaUrlSchema,
  author: text('作者', 32),
  source: text('来源', 32),
  mallId: z.number().int().positive().nullable().default(null),
  brandId: z.number().int().positive().nullable().default(null),
  cityCode: cityCode.nullable().default(null),
  tags: words('标签', 8, 16),
});

export const ADVERT_POSITIONS = ['home_banner', 'home_strip', 'list_banner'] as const;
export const ADVERT_POSITION_LABELS = { home_banner: '首页轮播', home_strip: '首页通栏', list_banner: '列表页横幅' } as const;

export const advertFieldsSchema = z
  .object({
    position: z.enum(ADVERT_POSITIONS, { message: '请选择广告位' }),
    title: text('标题', 120),
    subtitle: optText('副标题', 200),
    imageUrl: mediaUrlSchema,
    linkUrl: sameSitePath,
    /** SPEC §9 banner heights; other positions any height. */
    height: int('高度', 40, 1000),
    cityCode: cityCode.nullable().default(null),
    sort: int('排序', 0, 9999),
    startsAt: z.string().datetime({ offset: true, message: '开始时间格式有误' }).nullable().default(null),
    endsAt: z.string().datetime({ offset: true, message: '结束时间格式有误' }).nullable().default(null),
  })
  .refine((a) => a.position !== 'home_banner' || (BANNER_HEIGHTS as readonly number[]).includes(a.height), {
    message: `首页轮播高度须为 ${BANNER_HEIGHTS.join('、')} 之一`,
    path: ['height'],
  })
  // As instants: the strings may carry different offsets (+08:00 and Z).
  .refine((a) => !a.startsAt || !a.endsAt || Date.parse(a.startsAt) < Date.parse(a.endsAt), { message: '结束时间须晚于开始时间', path: ['endsAt'] });

export const agreementFieldsSchema = z.object({
  code: z.enum(['AGREEMENT', 'PRIVACY_POLICY'], { message: '请选择协议类型' }),
  name: text('协议名称', 64),
  /** A new version date makes members agree again. */
  version: isoDay('版本'),
  content: text('协议正文', 100000),
});

const withType = <T extends ContentType, S extends z.ZodType>(type: T, fields: S) =>
  z.object({ type: z.literal(type), id: z.number().int().positive().optional(), fields });

export const contentSaveInputSchema = z.discriminatedUnion('type', [
  withType('mall', mallFieldsSchema),
  withType('shop', shopFieldsSchema),
  withType('point', shopFieldsSchema),
  withType('space', spaceFieldsSchema),
  withType('brand', brandFieldsSchema),
  withType('article', articleFieldsSchema),
  withType('advert', advertFieldsSchema),
  withType('agreement', agreementFieldsSchema),
]);
export type ContentSaveInput = z.input<typeof contentSaveInputSchema>;

const contentStatusSchema = z.enum(CONTENT_STATUSES);
const itemOf = <T extends ContentType, S extends z.ZodType>(type: T, fields: S) =>
  z.object({ type: z.literal(type), id: z.number().int(), status: contentStatusSchema, fields });

export const contentItemSchema = z.discriminatedUnion('type', [
  itemOf('mall', mallFieldsSchema),
  itemOf('shop', shopFieldsSchema),
  itemOf('point', shopFieldsSchema),
  itemOf('space', spaceFieldsSchema),
  itemOf('brand', brandFieldsSchema),
  itemOf('article', articleFieldsSchema),
  itemOf('advert', advertFieldsSchema),
  itemOf('agreement', agreementFieldsSchema),
]);
export type ContentItem = z.infer<typeof contentItemSchema>;

export const contentRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string().nullable(),
  status: contentStatusSchema,
  /** Public page of the item, when it has one. */
  publicUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ContentRow = z.infer<typeof contentRowSchema>;

const contentTypeSchema = z.enum(CONTENT_TYPES, { message: '请选择内容类型' });
const EDITORS = ['admin', 'editor'] as const;

export const adminContentListOp = defineOp({
  method: 'POST',
  path: '/api/admin/content/list',
  access: 'operator',
  operatorRoles: EDITORS,
  summary: '内容列表（按类型、关键字、发布状态）',
  input: z.object({ type: contentTypeSchema, q: z.string().trim().max(64).optional(), status: contentStatusSchema.optional() }),
  output: pageOf(contentRowSchema),
  paged: true,
});

export const adminContentGetOp = defineOp({
  method: 'POST',
  path: '/api/admin/content/get',
  access: 'operator',
  operatorRoles: EDITORS,
  summary: '内容详情（编辑用）',
  input: z.object({ type: contentTypeSchema, id: z.number().int().positive() }),
  output: contentItemSchema,
});

export const adminContentSaveOp = defineOp({
  method: 'POST',
  path: '/api/admin/content/save',
  access: 'operator',
  operatorRoles: EDITORS,
  summary: '新建或修改内容（新建为未发布；协议只能发布新版本）；铺位与点位自相矛盾时照常保存并在 warnings 中写明',
  input: contentSaveInputSchema,
  output: z.intersection(
    contentItemSchema,
    /** A unit's contradictions (listingContradictions): mall words on a street, formats its conditions refuse … */
    z.object({ warnings: z.array(z.string()) }),
  ),
});

export const adminContentSetStatusOp = defineOp({
  method: 'POST',
  path: '/api/admin/content/setStatus',
  access: 'operator',
  operatorRoles: EDITORS,
  summary: '发布或下架内容',
  input: z.object({ type: contentTypeSchema, id: z.number().int().positive(), status: contentStatusSchema }),
  output: contentRowSchema,
});

export const homeConfigSchema = z.object({
  sections: z
    .array(
      z.object({
        key: z.string().trim().min(1).max(32),
        title: text('栏目标题', 32),
        subtitle: z.string().trim().max(64).optional(),
        enabled: z.boolean(),
      }),
    )
    .min(1, '至少保留一个栏目')
    .max(20),
  hotWords: z.array(z.string().trim().min(1, '热词不能为空').max(16, '热词最多16个字')).max(20, '热词最多20个'),
});
export type HomeConfig = z.infer<typeof homeConfigSchema>;

export const adminHomeConfigGetOp = defineOp({
  method: 'POST',
  path: '/api/admin/content/homeConfig',
  access: 'operator',
  operatorRoles: EDITORS,
  summary: '首页配置',
  input: z.object({}).default({}),
  output: homeConfigSchema,
});

export const adminHomeConfigSaveOp = defineOp({
  method: 'POST',
  path: '/api/admin/content/homeConfigSave',
  access: 'operator',
  operatorRoles: EDITORS,
  summary: '保存首页配置（栏目顺序、标题、开关、热词）',
  input: homeConfigSchema,
  output: homeConfigSchema,
});

export const ADMIN_UPLOAD_MAX_BYTES = 700 * 1024;

export const adminUploadOp = defineOp({
  method: 'POST',
  path: '/api/admin/content/upload',
  access: 'operator',
  operatorRoles: EDITORS,
  summary: '上传图片（JPEG/PNG/WebP/GIF，≤700KB，base64）',
  input: z.object({
    fileName: z.string().trim().min(1).max(128),
    /** Base64 of the file; the type is read from its bytes, not trusted from the name. */
    dataBase64: z
      .string()
      .min(1, '请选择图片')
      .max(Math.ceil((ADMIN_UPLOAD_MAX_BYTES * 4) / 3) + 4, '图片不能超过700KB'),
  }),
  output: z.object({ url: z.string() }),
});

/** Lookups for the editor's selects. */
export const adminContentOptionsOp = defineOp({
  method: 'POST',
  path: '/api/admin/content/options',
  access: 'operator',
  operatorRoles: EDITORS,
  summary: '编辑下拉选项：商场、业态、顾问（铺位管家）',
  input: z.object({ mallQ: z.string().trim().max(64).optional() }).default({}),
  output: z.object({
    malls: z.array(z.object({ id: z.number(), name: z.string(), cityCode: z.string() })),
    formats: z.array(z.object({ id: z.number(), name: z.string(), parentId: z.number().nullable() })),
    housekeepers: z.array(z.object({ id: z.number(), name: z.string() })),
  }),
});
