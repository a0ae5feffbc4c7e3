import {
  ADVERT_POSITION_LABELS,
  ADVERT_POSITIONS,
  ARTICLE_CATEGORIES,
  ARTICLE_CATEGORY_LABELS,
  BANNER_HEIGHTS,
  OPENING_STATUS_LABELS,
  type ContentType,
} from '@shp/contracts';

/** How the editor form shows each field of a content type (the contract validates them). */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'date'
  | 'datetime'
  | 'switch'
  | 'select'
  | 'tags'
  | 'image'
  | 'images'
  | 'mall'
  | 'format'
  | 'formats'
  | 'housekeeper'
  | 'city'
  | 'cities'
  /** One of the chosen city's districts (the form's cityCode), picked by name. */
  | 'district'
  /** A day, or 现可租 (today: a day already past means the unit can be had now). */
  | 'availability';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  options?: { value: string | number; label: string }[];
  max?: number;
  help?: string;
}

const opts = (o: Record<string, string>) => Object.entries(o).map(([value, label]) => ({ value, label }));
const city: FieldSpec = { name: 'cityCode', label: '城市', kind: 'city', required: true };
const district: FieldSpec = { name: 'districtCode', label: '区县', kind: 'district', required: true, help: '先选城市，再从该城市的区县中选择' };

const shopFields: FieldSpec[] = [
  { name: 'title', label: '标题', kind: 'text', required: true, max: 120 },
  { name: 'mallId', label: '所属商场', kind: 'mall' },
  city,
  district,
  { name: 'address', label: '地址', kind: 'text', required: true, max: 200 },
  { name: 'area', label: '面积（㎡）', kind: 'number', required: true },
  { name: 'floor', label: '楼层', kind: 'text', required: true, max: 8 },
  { name: 'frontage', label: '面宽（m）', kind: 'number', required: true },
  { name: 'depth', label: '进深（m）', kind: 'number', required: true },
  { name: 'ceilingHeight', label: '层高（m）', kind: 'number', required: true },
  { name: 'rent', label: '租金', kind: 'number', required: true },
  { name: 'rentUnit', label: '租金单位', kind: 'select', required: true, options: opts({ day_sqm: '元/㎡/天', month: '元/月' }) },
  { name: 'propertyFee', label: '物业费（元/㎡/月）', kind: 'number', required: true },
  { name: 'transferFee', label: '转让费（元）', kind: 'number', required: true },
  { name: 'openingStatus', label: '招租状态', kind: 'select', required: true, options: opts(OPENING_STATUS_LABELS) },
  { name: 'grade', label: '等级', kind: 'select', required: true, options: opts({ A: 'A', B: 'B', C: 'C' }) },
  { name: 'powerKw', label: '用电量（kW）', kind: 'number', required: true },
  { name: 'water', label: '上下水', kind: 'switch' },
  { name: 'exhaust', label: '排烟', kind: 'switch' },
  { name: 'gas', label: '燃气', kind: 'switch' },
  { name: 'availableDate', label: '可租日期', kind: 'availability', required: true },
  { name: 'dailyTraffic', label: '日均客流', kind: 'number', required: true },
  { name: 'housekeeperId', label: '铺位管家', kind: 'housekeeper', required: true },
  {
    name: 'formatIds',
    label: '推荐业态',
    kind: 'formats',
    help: '须与工程条件一致：重餐饮（中餐、火锅、烧烤等）需排烟、燃气、上下水和≥60kW电量，轻餐饮需上下水和≥20kW电量',
  },
  { name: 'coverUrl', label: '封面图', kind: 'image', required: true },
  { name: 'images', label: '图集', kind: 'images' },
  { name: 'description', label: '描述', kind: 'textarea', required: true, max: 5000 },
];

export const CONTENT_FIELDS: Record<ContentType, FieldSpec[]> = {
  mall: [
    { name: 'name', label: '商场名称', kind: 'text', required: true, max: 100 },
    city,
    district,
    { name: 'address', label: '地址', kind: 'text', required: true, max: 200 },
    { name: 'openStatus', label: '开业状态', kind: 'select', required: true, options: opts({ open: '已开业', preparing: '筹备中', renovating: '改造中' }) },
    { name: 'openDate', label: '开业日期', kind: 'date', required: true },
    { name: 'grade', label: '商场等级', kind: 'select', required: true, options: opts({ S: 'S', A: 'A', B: 'B' }) },
    { name: 'totalArea', label: '总面积（㎡）', kind: 'number', required: true },
    { name: 'businessArea', label: '商业面积（㎡）', kind: 'number', required: true },
    { name: 'floorsAbove', label: '地上层数', kind: 'number', required: true },
    { name: 'floorsBelow', label: '地下层数', kind: 'number', required: true },
    { name: 'parkingSpaces', label: '车位数', kind: 'number', required: true },
    { name: 'rentMin', label: '最低租金（元/㎡/天）', kind: 'number', required: true },
    { name: 'rentMax', label: '最高租金（元/㎡/天）', kind: 'number', required: true },
    { name: 'dailyTraffic', label: '日均客流', kind: 'number', required: true },
    { name: 'annualSales', label: '年销售额（万元）', kind: 'number', required: true },
    { name: 'developer', label: '开发商', kind: 'text', required: true, max: 100 },
    { name: 'leasingContact', label: '招商联系人', kind: 'text', required: true, max: 32 },
    { name: 'leasingPhone', label: '招商电话', kind: 'text', required: true, max: 32 },
    { name: 'investmentScore', label: '招商热度（0–100）', kind: 'number', required: true },
    { name: 'featured', label: '首页精选', kind: 'switch' },
    { name: 'formatIds', label: '业态', kind: 'formats' },
    { name: 'coverUrl', label: '封面图', kind: 'image', required: true },
    { name: 'images', label: '图集', kind: 'images' },
    { name: 'intro', label: '简介', kind: 'textarea', required: true, max: 5000 },
  ],
  shop: shopFields,
  point: shopFields,
  space: [
    { name: 'name', label: '场地名称', kind: 'text', required: true, max: 120 },
    { name: 'mallId', label: '所属商场', kind: 'mall', required: true },
    { name: 'location', label: '位置', kind: 'text', required: true, max: 120 },
    { name: 'area', label: '面积（㎡）', kind: 'number', required: true },
    { name: 'priceDay', label: '日租金（元/天）', kind: 'number', required: true },
    { name: 'minDays', label: '起租天数', kind: 'number', required: true },
    { name: 'dailyTraffic', label: '日均客流', kind: 'number', required: true },
    { name: 'leaseTypes', label: '租赁类型', kind: 'tags', help: '如 快闪店、展览展示、路演活动' },
    { name: 'facilities', label: '配套设施', kind: 'tags', help: '如 电源、LED屏、音响' },
    { name: 'hot', label: '热门场地', kind: 'switch' },
    {
      name: 'formatIds',
      label: '推荐业态',
      kind: 'formats',
      help: '须与工程条件一致：重餐饮（中餐、火锅、烧烤等）需排烟、燃气、上下水和≥60kW电量，轻餐饮需上下水和≥20kW电量',
    },
    { name: 'coverUrl', label: '封面图', kind: 'image', required: true },
    { name: 'images', label: '图集', kind: 'images' },
    { name: 'description', label: '描述', kind: 'textarea', required: true, max: 5000 },
  ],
  brand: [
    { name: 'name', label: '品牌名称', kind: 'text', required: true, max: 180 },
    { name: 'formatId', label: '业态', kind: 'format', required: true },
    { name: 'logoUrl', label: 'Logo', kind: 'image', required: true },
    { name: 'slogan', label: '口号', kind: 'text', max: 200 },
    { name: 'origin', label: '品牌来源', kind: 'text', required: true, max: 32 },
    { name: 'foundedYear', label: '创立年份', kind: 'number', required: true },
    { name: 'storeCount', label: '门店数', kind: 'number', required: true },
    { name: 'areaMin', label: '最小面积（㎡）', kind: 'number', required: true },
    { name: 'areaMax', label: '最大面积（㎡）', kind: 'number', required: true },
    { name: 'expandCities', label: '拓展城市', kind: 'cities' },
    { name: 'franchise', label: '开放加盟', kind: 'switch' },
    { name: 'investMin', label: '最低投资（万元）', kind: 'number' },
    { name: 'investMax', label: '最高投资（万元）', kind: 'number' },
    { name: 'hot', label: '热门品牌', kind: 'switch' },
    { name: 'intro', label: '简介', kind: 'textarea', required: true, max: 5000 },
  ],
  article: [
    {
      name: 'category',
      label: '栏目',
      kind: 'select',
      required: true,
      options: ARTICLE_CATEGORIES.map((c) => ({ value: c, label: ARTICLE_CATEGORY_LABELS[c] })),
    },
    { name: 'title', label: '标题', kind: 'text', required: true, max: 120 },
    { name: 'summary', label: '摘要', kind: 'textarea', required: true, max: 300 },
    { name: 'content', label: '正文（段落之间空一行，不支持HTML）', kind: 'textarea', required: true, max: 50000 },
    { name: 'coverUrl', label: '封面图', kind: 'image', required: true },
    { name: 'author', label: '作者', kind: 'text', required: true, max: 32 },
    { name: 'source', label: '来源', kind: 'text', required: true, max: 32 },
    { name: 'mallId', label: '关联商场', kind: 'mall' },
    { name: 'cityCode', label: '城市', kind: 'city' },
    { name: 'tags', label: '标签', kind: 'tags' },
  ],
  advert: [
    {
      name: 'position',
      label: '广告位',
      kind: 'select',
      required: true,
      options: ADVERT_POSITIONS.map((p) => ({ value: p, label: ADVERT_POSITION_LABELS[p] })),
    },
    { name: 'title', label: '标题', kind: 'text', required: true, max: 120 },
    { name: 'subtitle', label: '副标题', kind: 'text', max: 200 },
    { name: 'imageUrl', label: '图片', kind: 'image', required: true },
    { name: 'linkUrl', label: '链接（本站路径，如 /product）', kind: 'text', required: true, max: 512 },
    { name: 'height', label: '高度（px）', kind: 'number', required: true, help: `首页轮播可选：${BANNER_HEIGHTS.join('、')}` },
    { name: 'cityCode', label: '城市（留空为全国）', kind: 'city' },
    { name: 'sort', label: '排序', kind: 'number', required: true },
    { name: 'startsAt', label: '开始时间', kind: 'datetime' },
    { name: 'endsAt', label: '结束时间', kind: 'datetime' },
  ],
  agreement: [
    { name: 'code', label: '协议类型', kind: 'select', required: true, options: opts({ AGREEMENT: '用户服务协议', PRIVACY_POLICY: '隐私政策' }) },
    { name: 'name', label: '协议名称', kind: 'text', required: true, max: 64 },
    { name: 'version', label: '版本日期（新版本发布后会员需重新同意）', kind: 'date', required: true },
    { name: 'content', label: '协议正文', kind: 'textarea', required: true, max: 100000 },
  ],
};

/** Defaults of a new item, so the form starts valid where a value is obvious. */
export const CONTENT_DEFAULTS: Record<ContentType, Record<string, unknown>> = {
  mall: { cityCode: '110000', openStatus: 'open', grade: 'A', floorsAbove: 5, floorsBelow: 1, featured: false, images: [], formatIds: [], investmentScore: 60 },
  shop: {
    cityCode: '110000',
    rentUnit: 'day_sqm',
    openingStatus: 'vacant',
    grade: 'B',
    transferFee: 0,
    water: false,
    exhaust: false,
    gas: false,
    images: [],
    formatIds: [],
  },
  point: {
    cityCode: '110000',
    rentUnit: 'day_sqm',
    openingStatus: 'vacant',
    grade: 'B',
    transferFee: 0,
    water: false,
    exhaust: false,
    gas: false,
    images: [],
    formatIds: [],
  },
  space: { minDays: 1, leaseTypes: [], facilities: [], hot: false, images: [], formatIds: [] },
  brand: { slogan: '', franchise: false, hot: false, expandCities: [], investMin: null, investMax: null },
  article: { category: 'news', source: '商铺汇', tags: [], mallId: null, brandId: null, cityCode: null },
  advert: { position: 'home_banner', height: BANNER_HEIGHTS[0], sort: 0, subtitle: '', cityCode: null, startsAt: null, endsAt: null },
  agreement: { code: 'AGREEMENT' },
};
