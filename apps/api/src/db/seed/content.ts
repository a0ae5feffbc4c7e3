import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  brands,
  chamberEvents,
  chambers,
  conferences,
  cooperationProgrammes,
  franchiseProfiles,
  investmentScreenConfigs,
  malls,
  merchantServiceProviders,
  merchantServices,
  sitePages,
  subsites,
  videos,
} from '../schema/index.js';
import { Rng, daysFromEpoch } from './random.js';
import * as V from './vocabulary.js';

const img = (kind: string, seed: string | number, label = '') => `/media/placeholder/${kind}/${seed}.svg${label ? `?t=${encodeURIComponent(label)}` : ''}`;

/** Demo video committed with the code (12 s, generated once with ffmpeg). */
export const DEMO_VIDEO_FILE = 'cloud-demo.mp4';

const COOP_CITIES = ['310000', '110000', '440100', '440300', '330100', '320100', '510100', '420100'];

const COOPERATION_TEMPLATES: Record<string, { partners: string[]; titles: string[]; benefits: string[]; requirements: string[]; tags: string[] }> = {
  cross_industry: {
    partners: ['城市影院联盟', '连锁健身品牌', '新能源车品牌', '亲子乐园', '精品咖啡联盟', '潮玩IP工作室'],
    titles: ['会员权益互通计划', '联名快闪市集招募', '跨界联合营销季', '周末亲子嘉年华共创', '夜经济主题街区共建'],
    benefits: ['共享双方会员与私域流量', '商场中庭场地费用减免', '联合投放线上线下广告', '活动执行团队全程支持'],
    requirements: ['品牌成立满1年', '具备线下活动执行能力', '认同联合营销分成规则'],
    tags: ['联名', '快闪', '会员互通', '营销'],
  },
  supplier: {
    partners: ['商铺汇集采中心', '华东商业设备集采', '绿色建材联盟', '智慧零售方案商'],
    titles: ['商场公区保洁服务招标', '智能收银设备供应商入库', '商场节能改造服务商招募', '美陈道具供应商年度入库', '安防监控系统集采'],
    benefits: ['进入平台供应商名录', '年度框架协议', '账期30天内结算', '优先参与全国项目招标'],
    requirements: ['具备一般纳税人资质', '近三年无重大违约记录', '可提供同类项目案例'],
    tags: ['集采', '入库', '招标'],
  },
  franchise: {
    partners: ['区域连锁餐饮', '社区生鲜品牌', '茶饮连锁', '儿童教育品牌'],
    titles: ['城市合伙人招募', '区域代理加盟', '社区店加盟扶持计划', '首店加盟政策发布'],
    benefits: ['总部选址评估支持', '首批物料补贴', '运营督导驻店指导', '统一线上营销'],
    requirements: ['自有资金30万元以上', '认同品牌经营理念', '可全职参与门店经营'],
    tags: ['加盟', '合伙人', '扶持'],
  },
  ip: {
    partners: ['国潮文化IP', '动漫IP授权方', '博物馆文创', '萌宠IP工作室'],
    titles: ['IP主题展授权合作', '国潮IP商场美陈合作', '动漫IP快闪店联名', '文创IP巡展招募'],
    benefits: ['正版IP授权', '主题美陈设计方案', '周边衍生品分销', '话题传播资源'],
    requirements: ['具备展陈场地或商场资源', '尊重IP形象使用规范', '按约定结算授权费用'],
    tags: ['IP', '授权', '美陈', '巡展'],
  },
  business_service: {
    partners: ['商铺汇企业服务', '商业咨询机构', '法律服务联盟'],
    titles: ['品牌拓店全案服务', '商业项目定位咨询', '租赁合同法律审核', '开业营销策划服务'],
    benefits: ['资深顾问一对一对接', '标准化服务流程', '服务成果可量化'],
    requirements: ['明确的拓店或招商需求', '可提供项目基础资料'],
    tags: ['咨询', '全案', '法律'],
  },
  enterprise: {
    partners: ['大型连锁集团', '央企商业平台', '区域龙头企业'],
    titles: ['企业级战略合作伙伴招募', '集团年度拓店合作', '企业员工福利场景合作'],
    benefits: ['全国项目资源优先推荐', '专属客户经理', '年度战略价格'],
    requirements: ['年营收5000万元以上', '具备多城拓展计划'],
    tags: ['战略合作', '企业'],
  },
  community: {
    partners: ['街道社区服务中心', '物业服务集团', '社区商业运营商'],
    titles: ['社区底商委托招商', '社区便民服务点合作', '邻里中心业态委托运营'],
    benefits: ['社区稳定客流', '物业协助宣传', '租金阶梯优惠'],
    requirements: ['业态符合社区便民需求', '具备连锁运营经验'],
    tags: ['社区', '委托', '便民'],
  },
  revenue: {
    partners: ['商业资产管理公司', '不动产基金', '商业运营平台'],
    titles: ['低效商业综合收益提升合作', '商业资产托管运营', '空置铺位收益共享计划'],
    benefits: ['按收益分成，降低前期投入', '专业运营团队托管', '月度经营数据透明'],
    requirements: ['拥有商业物业产权或经营权', '可提供近一年经营数据'],
    tags: ['收益', '托管', '资产'],
  },
};

const MERCHANT_SERVICE_ROWS = [
  {
    code: 'decoration',
    name: '店铺装修',
    slogan: '从量房到开业，一站式交付',
    description: '为商场铺位与临街店铺提供设计、施工、报建与消防验收的一站式服务，熟悉各大购物中心的工程条件与进场规范。',
    highlights: ['免费上门量房', '商场工程规范预审', '固定总价 不增项', '质保2年'],
    steps: [
      { title: '提交需求', text: '填写店铺面积、城市与开业时间' },
      { title: '上门量房', text: '1个工作日内顾问联系，预约量房' },
      { title: '方案报价', text: '出具设计方案与固定总价报价' },
      { title: '施工验收', text: '按商场节点施工，协助消防验收' },
    ],
    faqs: [
      { q: '商场铺位装修需要报建吗？', a: '需要，我们负责整理图纸并提交商场工程部与消防审核。' },
      { q: '装修工期一般多久？', a: '100㎡左右的零售店铺约25-35天，餐饮店铺约40-50天。' },
    ],
  },
  {
    code: 'insurance',
    name: '商户保险',
    slogan: '财产、责任、员工保障一次配齐',
    description: '面向实体商户的财产险、公众责任险、雇主责任险与营业中断险组合方案，按业态与面积精准报价。',
    highlights: ['多家保险公司比价', '按业态定制方案', '出险协助理赔'],
    steps: [
      { title: '提交需求', text: '填写店铺信息与员工人数' },
      { title: '方案比价', text: '顾问提供2-3家保险公司方案' },
      { title: '投保生效', text: '线上签署，电子保单即时生效' },
    ],
    faqs: [
      { q: '商场要求的公众责任险保额多少合适？', a: '多数购物中心要求每次事故不低于100万元，我们会按商场要求配置。' },
      { q: '可以按月缴费吗？', a: '部分产品支持按月缴费，顾问会在方案中注明。' },
    ],
  },
  {
    code: 'recruiting',
    name: '商户招聘',
    slogan: '门店用人 快速到岗',
    description: '为新开门店与连锁品牌提供店长、导购、厨师、收银等岗位的批量招聘，覆盖主要城市的商圈人才库。',
    highlights: ['7天内推荐候选人', '商圈附近人才优先', '到岗不满意免费替换'],
    steps: [
      { title: '发布岗位', text: '填写岗位、人数与到岗时间' },
      { title: '简历推荐', text: '顾问筛选后推荐合适候选人' },
      { title: '面试到岗', text: '协助安排面试与入职' },
    ],
    faqs: [
      { q: '招聘费用怎么计算？', a: '按成功到岗人数收费，未到岗不收费。' },
      { q: '能招兼职吗？', a: '可以，周末及节假日兼职岗位同样支持。' },
    ],
  },
  {
    code: 'hr_agency',
    name: '人事代理',
    slogan: '社保、薪酬、合同 合规省心',
    description: '为门店员工提供社保公积金代缴、薪酬代发、劳动合同管理与用工风险咨询，多城门店统一管理。',
    highlights: ['全国多城社保代缴', '薪资代发与个税申报', '用工合规咨询'],
    steps: [
      { title: '提交需求', text: '填写员工人数与所在城市' },
      { title: '签订协议', text: '确认服务范围与费用' },
      { title: '按月服务', text: '每月代缴代发并出具明细' },
    ],
    faqs: [
      { q: '异地门店员工社保能代缴吗？', a: '可以，覆盖主要城市的社保与公积金代缴。' },
      { q: '服务费如何收取？', a: '按人按月收取，人数越多单价越低。' },
    ],
  },
];

const PROVIDER_NAMES: Record<string, string[]> = {
  decoration: ['匠筑商业空间设计', '维度店铺装饰', '鼎诚工装', '优格商业装饰', '木子空间设计', '恒达工程'],
  insurance: ['安泰保险经纪', '平和商户保', '众信保险服务', '诚保风险管理', '华安商险通'],
  recruiting: ['速聘门店人才', '商圈直聘', '易才零售招聘', '优聘连锁人才', '快到岗人力'],
  hr_agency: ['智薪人事服务', '安心人力外包', '众合人事代理', '易社保企业服务', '薪安HR'],
};

const SITE_PAGES: {
  key: string;
  title: string;
  subtitle: string;
  sections: { heading: string; paragraphs: string[]; items: { title: string; text: string; link?: string }[] }[];
}[] = [
  {
    key: 'aboutUs-0',
    title: '关于我们',
    subtitle: '让每一个品牌都找到好位置',
    sections: [
      {
        heading: '商铺汇是谁',
        paragraphs: [
          '商铺汇是面向品牌商户与商业项目的招商租赁服务平台，汇集全国购物中心、街铺、点位与活动场地信息，提供找铺选址、合作加盟与商户服务。',
          '平台顾问团队深耕商业地产，承诺在1个工作日内跟进每一条需求，帮助品牌高效完成拓店。',
        ],
        items: [],
      },
      {
        heading: '发展历程',
        paragraphs: [],
        items: [
          { title: '2019年', text: '商铺汇上线，首批覆盖上海、北京、广州、深圳' },
          { title: '2021年', text: '推出智能选址，按业态、面积与预算匹配铺位' },
          { title: '2023年', text: '开通云招商会与商会合作，服务品牌超过1万家' },
          { title: '2025年', text: '上线商户服务，覆盖装修、保险、招聘与人事代理' },
        ],
      },
    ],
  },
  {
    key: 'aboutUs-1',
    title: '平台优势',
    subtitle: '数据真实 顾问专业 服务闭环',
    sections: [
      {
        heading: '我们的优势',
        paragraphs: [],
        items: [
          { title: '真实房源', text: '铺位信息由商场与业主直接发布，顾问实地核验。' },
          { title: '智能匹配', text: '依据业态、面积、客流与租金预算计算推荐结果。' },
          { title: '专业顾问', text: '每个城市配备本地招商顾问，1个工作日内响应。' },
          { title: '服务闭环', text: '从选址、谈判到装修、招聘与开业，全流程服务。' },
        ],
      },
    ],
  },
  {
    key: 'aboutUs-2',
    title: '联系我们',
    subtitle: '欢迎品牌、商业项目与服务商与我们联系',
    sections: [
      {
        heading: '联系方式',
        paragraphs: ['工作时间：周一至周五 9:00-18:00（法定节假日除外）。'],
        items: [
          { title: '品牌拓店', text: '预约顾问，获取选址方案', link: '/consultant' },
          { title: '商业项目入驻', text: '发布项目与铺位信息', link: '/businessPage' },
          { title: '合作洽谈', text: '异业、供应商、加盟与IP合作', link: '/cooperAtions?tabcheck=0' },
        ],
      },
    ],
  },
  {
    key: 'aboutUs-3',
    title: '合作品牌',
    subtitle: '与众多知名品牌携手拓店',
    sections: [{ heading: '合作品牌', paragraphs: ['以下为通过商铺汇完成选址或合作的部分品牌。'], items: [] }],
  },
  {
    key: 'version',
    title: '版本信息',
    subtitle: '商铺汇网站版本更新记录',
    sections: [
      {
        heading: '更新记录',
        paragraphs: [],
        items: [
          { title: 'v3.2（2026-10）', text: '新增招商大会大屏、商会直播与视频回放。' },
          { title: 'v3.1（2026-06）', text: '商户服务上线店铺装修、商户保险、商户招聘与人事代理。' },
          { title: 'v3.0（2026-01）', text: '全新改版：智能选址、会员等级与积分商城。' },
          { title: 'v2.5（2025-08）', text: '云招商会与云讲堂上线。' },
        ],
      },
    ],
  },
  {
    key: 'hzPage',
    title: '合作伙伴',
    subtitle: '携手商业地产生态伙伴',
    sections: [
      {
        heading: '合作伙伴类型',
        paragraphs: ['商铺汇与商业项目、品牌、服务商共同建设开放的商业生态。'],
        items: [
          { title: '商业项目', text: '购物中心、商业街区与社区商业', link: '/product' },
          { title: '品牌商户', text: '零售、餐饮、儿童、娱乐等业态品牌', link: '/franchiseBrands' },
          { title: '服务商', text: '装修、保险、招聘、人事代理等商户服务', link: '/merchantService' },
          { title: '商会协会', text: '各地商会与行业协会', link: '/visitChamberCommerce' },
        ],
      },
    ],
  },
  {
    key: 'businessPage',
    title: '商务合作',
    subtitle: '项目入驻、广告投放与战略合作',
    sections: [
      {
        heading: '合作方式',
        paragraphs: ['如您是商业项目方、品牌方或服务商，欢迎通过以下方式与我们开展合作。'],
        items: [
          { title: '项目入驻', text: '商业项目免费入驻，发布招商铺位与活动场地。' },
          { title: '品牌推广', text: '首页焦点图、热门品牌与资讯专题推广。' },
          { title: '战略合作', text: '企业级战略合作与城市分站共建。', link: '/qzcCooperation' },
        ],
      },
    ],
  },
  {
    key: 'paymentAgreement',
    title: '支付协议',
    subtitle: '商铺汇在线支付服务协议',
    sections: [
      {
        heading: '协议条款',
        paragraphs: [
          '一、本协议适用于您通过商铺汇平台支付服务费用、保证金及商品订单款项的行为。',
          '二、支付由持牌第三方支付机构完成，平台不保存您的银行卡信息。',
          '三、合同签署与付款通过平台指定的电子签约与支付页面完成，付款成功后可在个人中心查看订单。',
          '四、如需退款，请在个人中心提交申请，平台将在7个工作日内处理。',
        ],
        items: [],
      },
    ],
  },
  {
    key: 'assetsLight',
    title: '轻资产运营',
    subtitle: '为商业项目提供品牌输出与委托管理',
    sections: [
      {
        heading: '服务内容',
        paragraphs: ['轻资产模式下，商铺汇以品牌输出、招商代理与运营托管方式参与商业项目，业主保留资产所有权。'],
        items: [
          { title: '招商代理', text: '按签约面积收取服务费' },
          { title: '委托管理', text: '按营业收入比例收取管理费' },
          { title: '品牌输出', text: '输出运营标准与会员体系' },
        ],
      },
      {
        heading: '收益测算',
        paragraphs: ['使用轻资产工具估算项目的年度租金收入与回本周期。'],
        items: [{ title: '轻资产工具', text: '输入面积、租金与出租率即时测算', link: '/assetsLight/tool' }],
      },
    ],
  },
  {
    key: 'assetsLight-tool',
    title: '轻资产工具',
    subtitle: '项目收益测算',
    sections: [
      {
        heading: '测算说明',
        paragraphs: ['年租金收入 = 可租面积 × 日租金 × 365 × 出租率；回本周期 = 改造投入 ÷（年租金收入 − 年运营成本）。结果仅供参考。'],
        items: [],
      },
    ],
  },
  {
    key: 'ecologicalCooperation',
    title: '生态合作',
    subtitle: '共建商业服务生态',
    sections: [
      {
        heading: '生态伙伴计划',
        paragraphs: ['商铺汇开放平台能力，与服务商、商会与城市合作伙伴共享客户与数据服务。'],
        items: [
          { title: '服务商入驻', text: '装修、保险、招聘、人事代理服务商入驻平台', link: '/merchantService' },
          { title: '城市合伙人', text: '共建城市分站，共享本地招商资源', link: '/cooperAtions?tabcheck=2' },
          { title: '商会合作', text: '联合举办走进商会与招商对接活动', link: '/visitChamberCommerce' },
        ],
      },
    ],
  },
  {
    key: 'collectionDefault',
    title: '收藏',
    subtitle: '登录后可收藏商场、铺位、场地与顾问',
    sections: [
      {
        heading: '如何使用收藏',
        paragraphs: ['在商场、铺位、场地或顾问详情页点击“收藏”，即可在个人中心“我的收藏”中查看。'],
        items: [
          { title: '去找商场', text: '浏览全国购物中心', link: '/product' },
          { title: '去找铺', text: '按条件筛选铺位', link: '/findShopList?tabcheck=1' },
          { title: '我的收藏', text: '查看已收藏的内容', link: '/personalCenter/myCollection' },
        ],
      },
    ],
  },
  {
    key: 'detailsPage',
    title: '服务详情',
    subtitle: '商铺汇招商服务说明',
    sections: [
      {
        heading: '服务流程',
        paragraphs: [],
        items: [
          { title: '1. 提交需求', text: '留下品牌名称、联系人与电话' },
          { title: '2. 顾问联系', text: '顾问1个工作日内电话联系' },
          { title: '3. 方案推荐', text: '按需求推荐商场与铺位' },
          { title: '4. 带看签约', text: '陪同实地带看并协助谈判签约' },
        ],
      },
    ],
  },
];

const CHAMBERS = [
  { slug: 'nanjing', name: '南京商会', cityCode: '320100', president: '陈建国', founded: 2006, address: '南京市建邺区江东中路108号' },
  { slug: 'yuxi', name: '玉溪商会', cityCode: '530400', president: '李明华', founded: 2011, address: '玉溪市红塔区南北大街56号' },
  { slug: 'kashi', name: '喀什商会', cityCode: '653100', president: '阿不都·热合曼', founded: 2014, address: '喀什市人民东路19号' },
  { slug: 'changsha', name: '长沙商会', cityCode: '430100', president: '刘志强', founded: 2008, address: '长沙市岳麓区金星中路88号' },
  { slug: 'hangzhou', name: '杭州商会', cityCode: '330100', president: '王海涛', founded: 2005, address: '杭州市上城区钱江路1366号' },
  { slug: 'chengdu', name: '成都商会', cityCode: '510100', president: '张晓东', founded: 2009, address: '成都市锦江区红星路三段1号' },
];

/**
 * Demo content of issue 6: cooperation, merchant services, franchise terms, conferences, videos,
 * chambers, general pages, sub-sites and the investment screens. Deterministic (own Rng seed).
 */
export async function seedContent(db: Db, log: (msg: string) => void = () => {}) {
  const rng = new Rng(20261106);
  const mallRows = await db.select({ id: malls.id, name: malls.name, cityCode: malls.cityCode }).from(malls).orderBy(asc(malls.id));
  const mallIds = mallRows.map((m) => m.id);

  // Cooperation programmes: 8 kinds × 6 (the four tabs get more).
  const programmeRows = Object.entries(COOPERATION_TEMPLATES).flatMap(([kind, t]) => {
    const n = ['cross_industry', 'supplier', 'franchise', 'ip'].includes(kind) ? 14 : 6;
    return Array.from({ length: n }, (_, i) => {
      const partner = rng.pick(t.partners);
      const title = `${rng.pick(t.titles)}${i >= t.titles.length ? `（第${Math.floor(i / t.titles.length) + 1}期）` : ''}`;
      const cityCode = rng.chance(0.8) ? rng.pick(COOP_CITIES) : null;
      const summary = `${partner}发起“${title}”，面向${rng.pick(['全国', '华东', '华南', '西南', '华北'])}品牌与商业项目征集合作伙伴。`;
      return {
        kind,
        title,
        partner,
        summary,
        content: [
          summary,
          `项目背景：${partner}计划在未来${rng.int(3, 12)}个月内联合${rng.int(5, 40)}家合作方，覆盖${rng.int(3, 20)}座城市。`,
          `合作方式：双方签署合作协议，明确权益、分工与结算方式；商铺汇顾问全程对接，1个工作日内响应申请。`,
          `报名截止：${rng.int(1, 12)}月${rng.int(1, 28)}日，名额有限，先到先审。`,
        ].join('\n\n'),
        coverUrl: img('news', `coop-${kind}-${i}`, title.slice(0, 6)),
        cityCode,
        tags: rng.pickSome(t.tags, 2),
        benefits: rng.pickSome(t.benefits, Math.min(3, t.benefits.length)),
        requirements: t.requirements,
        publishedAt: daysFromEpoch(-rng.int(0, 200)),
      };
    });
  });
  await db.insert(cooperationProgrammes).values(programmeRows);

  // Merchant services and providers.
  await db.insert(merchantServices).values(MERCHANT_SERVICE_ROWS.map((s, i) => ({ ...s, coverUrl: img('banner', `ms-${s.code}`, s.name), sort: i })));
  const providerRows = Object.entries(PROVIDER_NAMES).flatMap(([serviceCode, names]) =>
    names.map((name, i) => {
      const intro = `${name}专注${MERCHANT_SERVICE_ROWS.find((s) => s.code === serviceCode)?.name}服务${rng.int(3, 15)}年，服务商户超过${rng.int(2, 50) * 100}家。`;
      const cityCodes = rng.pickSome(COOP_CITIES, rng.int(2, 5));
      // The former rating draw: a score is now the mean of real evaluations (provider-evaluations.ts),
      // but the draw is still taken so every later value stays the same.
      rng.next();
      return {
        serviceCode,
        name,
        logoUrl: img('brand', `prov-${serviceCode}-${i}`, name.slice(0, 2)),
        intro,
        cityCodes,
        caseCount: rng.int(30, 900),
        priceText:
          serviceCode === 'decoration'
            ? `${rng.int(8, 20) * 100}元/㎡起`
            : serviceCode === 'insurance'
              ? `${rng.int(5, 30) * 100}元/年起`
              : serviceCode === 'recruiting'
                ? `${rng.int(5, 20) * 100}元/人起`
                : `${rng.int(3, 12) * 10}元/人/月起`,
        features: rng.pickSome(['响应快', '价格透明', '全国服务', '商场经验丰富', '售后有保障', '连锁品牌首选'], 3),
        sort: i,
      };
    }),
  );
  await db.insert(merchantServiceProviders).values(providerRows);

  // Franchise terms for every franchise brand.
  const franchiseBrands = await db
    .select({ id: brands.id, investMin: brands.investMin })
    .from(brands)
    .where(eq(brands.franchise, true))
    .orderBy(asc(brands.id));
  const profileRows = franchiseBrands.map((b) => {
    const invest = b.investMin ?? 10;
    return {
      brandId: b.id,
      joinFee: rng.round(Math.max(1, invest * (0.1 + rng.next() * 0.2)), 1),
      deposit: rng.round(rng.int(1, 5), 1),
      royaltyText: rng.pick(['无管理费', '营业额2%', '营业额3%', '每年1.2万元', '每月800元']),
      paybackMonths: rng.int(10, 30),
      support: rng.pickSome(
        [
          { title: '选址支持', text: '总部选址团队结合商铺汇数据评估商圈与铺位' },
          { title: '培训支持', text: '店长与店员岗前培训，考核合格后上岗' },
          { title: '装修支持', text: '统一门店设计，提供装修补贴' },
          { title: '营销支持', text: '开业活动策划与线上流量扶持' },
          { title: '供应链支持', text: '统一配送，保障品质与成本' },
          { title: '运营支持', text: '区域督导定期驻店指导' },
        ],
        4,
      ),
      conditions: ['认同品牌文化与经营理念', `可投入资金${invest}万元以上`, '具备一定的经营管理能力', '有意向城市的铺位或可配合选址'],
      process: ['提交申请', '总部电话沟通', '实地考察总部', '选址评估', '签订合同', '培训与装修', '开业运营'],
    };
  });
  // Batches keep each statement well under PostgreSQL's 65535 parameters at the large scale.
  for (let i = 0; i < profileRows.length; i += 1000) await db.insert(franchiseProfiles).values(profileRows.slice(i, i + 1000));

  // Videos (one committed file, several recordings) and conferences.
  const videoTitles = [
    '2026秋季云招商会回放',
    '首店经济与购物中心招商',
    '社区商业的机会与挑战',
    '餐饮品牌拓店选址方法',
    '快闪活动策划实战',
    '商会走进长沙直播回放',
  ];
  await db.insert(videos).values(
    videoTitles.map((title, i) => ({
      title,
      summary: `${title}：嘉宾分享招商趋势与实战案例。`,
      posterUrl: i === 0 ? '/media/video/cloud-demo-poster.jpg' : img('banner', `video-${i}`, title.slice(0, 6)),
      file: DEMO_VIDEO_FILE,
      mimeType: 'video/mp4',
      durationSec: 12,
      conferenceId: null,
      views: rng.int(100, 5000),
      createdAt: daysFromEpoch(-rng.int(1, 200)),
    })),
  );
  const conferenceRows = Array.from({ length: 18 }, (_, i) => {
    const kind = i % 3 === 2 ? 'lecture' : 'conference';
    const m = rng.pick(mallRows);
    // Spread around the seed date: some ended (with replays), some upcoming; "live" is computed at call time.
    // 14:00 China time (06:00 UTC), when each agenda below opens.
    const start = new Date(daysFromEpoch(i < 10 ? -rng.int(5, 200) : rng.int(10, 400)).getTime() + 6 * 3600000);
    const speaker = rng.pick(V.SURNAMES) + rng.pick(V.GIVEN);
    const title =
      kind === 'conference'
        ? `${m.name}${rng.pick(['云招商发布会', '品牌招商对接会', '首店招商直播', '年度招商大会'])}`
        : `云讲堂｜${rng.pick(['如何评估一个铺位', '购物中心租赁合同要点', '连锁品牌的城市拓展节奏', '餐饮店选址的十个细节', '快闪店的投入产出'])}`;
    return {
      kind,
      title,
      summary: kind === 'conference' ? `${m.name}面向全国品牌线上发布招商政策与可租铺位。` : `${speaker}老师分享商业地产实战经验。`,
      content: [
        kind === 'conference'
          ? `${m.name}将通过云招商会发布最新招商政策，介绍项目定位、客群与可租铺位。`
          : '本期云讲堂聚焦品牌拓店中的关键问题，结合真实案例讲解。',
        `主讲嘉宾：${speaker}，${rng.pick(['招商总监', '资深选址顾问', '商业地产研究员', '连锁品牌拓展总监'])}。`,
        '报名后可在开播前收到提醒，直播结束后可观看回放。',
      ].join('\n\n'),
      coverUrl: img('banner', `conf-${i}`, title.slice(0, 6)),
      speaker,
      speakerTitle: rng.pick(['招商总监', '资深选址顾问', '商业地产研究员', '连锁品牌拓展总监']),
      cityCode: m.cityCode,
      startsAt: start,
      endsAt: new Date(start.getTime() + 2 * 3600000),
      agenda: [
        { time: '14:00', title: '开场致辞', speaker: '主持人' },
        { time: '14:10', title: kind === 'conference' ? '项目介绍与招商政策' : '主题分享', speaker },
        { time: '15:00', title: kind === 'conference' ? '铺位推介与品牌问答' : '案例拆解', speaker: rng.pick(V.SURNAMES) + rng.pick(V.GIVEN) },
        { time: '15:40', title: '互动答疑', speaker },
      ],
      mallIds: kind === 'conference' ? [m.id, ...rng.pickSome(mallIds, 2)] : [],
      videoId: i < 10 ? (i % videoTitles.length) + 1 : null,
      views: rng.int(200, 20000),
    };
  });
  await db.insert(conferences).values(conferenceRows);

  // Chambers and their events (visits and lives).
  await db.insert(chambers).values(
    CHAMBERS.map((c, i) => ({
      slug: c.slug,
      name: c.name,
      cityCode: c.cityCode,
      intro: `${c.name}成立于${c.founded}年，汇聚本地商贸、餐饮、文旅与制造企业，致力于搭建企业与商业项目之间的交流合作平台。`,
      president: c.president,
      memberCount: rng.int(120, 1500),
      foundedYear: c.founded,
      coverUrl: img('banner', `chamber-${c.slug}`, c.name),
      phone: `400-000-${String(3000 + i).padStart(4, '0')}`,
      address: c.address,
      highlights: rng.pickSome(['会员企业联合采购', '商业项目考察', '品牌招商对接', '政策解读沙龙', '跨区域商贸交流', '青年企业家培训'], 3),
      sort: i,
    })),
  );
  const eventRows = CHAMBERS.flatMap((c, ci) =>
    Array.from({ length: 5 }, (_, k) => {
      const kind = k % 2 === 0 ? 'visit' : 'live';
      const m = rng.pick(mallRows);
      const start = daysFromEpoch(k < 3 ? -rng.int(3, 150) : rng.int(5, 200));
      const title = kind === 'visit' ? `走进${c.name}｜${m.name}考察交流` : `${c.name}直播｜${rng.pick(['商业项目推介', '品牌招商对接', '政策解读'])}`;
      return {
        chamberId: ci + 1,
        kind,
        title,
        summary: `${c.name}组织会员企业${kind === 'visit' ? '实地考察' : '在线参与'}${m.name}，对接招商资源。`,
        content: [
          `${c.name}会员企业代表${kind === 'visit' ? `走进${m.name}` : '通过直播'}，了解项目定位、客流与招商政策。`,
          `活动环节：项目介绍、铺位${kind === 'visit' ? '实地参观' : '视频展示'}、商务洽谈。`,
          '有意向的企业可通过商铺汇预约顾问，顾问将在1个工作日内联系。',
        ].join('\n\n'),
        coverUrl: img('banner', `chev-${c.slug}-${k}`, title.slice(0, 6)),
        location: kind === 'visit' ? m.name : '线上直播',
        startsAt: start,
        endsAt: new Date(start.getTime() + 3 * 3600000),
        videoId: kind === 'live' ? 6 : null,
      };
    }),
  );
  await db.insert(chamberEvents).values(eventRows);

  // General pages.
  await db.insert(sitePages).values(SITE_PAGES.map((p) => ({ ...p, updatedAt: daysFromEpoch(-10) })));

  // City sub-sites for the four chamber cities and a few big ones.
  await db.insert(subsites).values([
    {
      code: 'shanghai',
      name: '上海站',
      cityCode: '310000',
      title: '商铺汇·上海',
      slogan: '魔都好铺 一站直达',
      hotline: '400-000-0021',
      bannerUrl: img('banner', 'sub-sh', '上海站'),
    },
    {
      code: 'beijing',
      name: '北京站',
      cityCode: '110000',
      title: '商铺汇·北京',
      slogan: '京城商业 机会无限',
      hotline: '400-000-0010',
      bannerUrl: img('banner', 'sub-bj', '北京站'),
    },
    {
      code: 'nanjing',
      name: '南京站',
      cityCode: '320100',
      title: '商铺汇·南京',
      slogan: '金陵好铺 拓店首选',
      hotline: '400-000-0025',
      bannerUrl: img('banner', 'sub-nj', '南京站'),
    },
    {
      code: 'changsha',
      name: '长沙站',
      cityCode: '430100',
      title: '商铺汇·长沙',
      slogan: '星城商业 品牌聚集',
      hotline: '400-000-0731',
      bannerUrl: img('banner', 'sub-cs', '长沙站'),
    },
  ]);

  // Investment screens: the top malls by score and hot brands.
  const topMalls = await db
    .select({ id: malls.id })
    .from(malls)
    .orderBy(sql`${malls.investmentScore} desc`, asc(malls.id))
    .limit(8);
  const hotBrands = await db.select({ id: brands.id }).from(brands).where(eq(brands.hot, true)).orderBy(asc(brands.id)).limit(12);
  await db.insert(investmentScreenConfigs).values([
    {
      code: 'default',
      title: '2026商铺汇全国招商大会',
      subtitle: '好项目 × 好品牌 现场对接',
      slogan: '让每一个品牌都找到好位置',
      dateText: '2026年11月28日 · 上海',
      config: {
        mallIds: topMalls.map((m) => m.id),
        brandIds: hotBrands.map((b) => b.id),
        agenda: [
          { time: '09:30', title: '签到入场' },
          { time: '10:00', title: '开幕致辞' },
          { time: '10:20', title: '年度招商趋势发布' },
          { time: '11:00', title: '重点项目推介' },
          { time: '14:00', title: '品牌一对一洽谈' },
          { time: '16:30', title: '签约仪式' },
        ],
      },
      updatedAt: daysFromEpoch(-3),
    },
  ]);
  log(
    `content: ${programmeRows.length} programmes, ${providerRows.length} providers, ${profileRows.length} franchise profiles, ${conferenceRows.length} conferences, ${eventRows.length} chamber events`,
  );
}
