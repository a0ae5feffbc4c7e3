import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../client.js';
import { brandProfiles, contracts, formats, leads, lotteryPrizes, mallGoods, members, messages, taskTemplates } from '../schema/index.js';
import { oneWorkingDayAfter } from '../../lib/working-day.js';
import { WELCOME_MESSAGE } from '../../lib/welcome-message.js';

const img = (kind: string, seed: string, label: string) => `/media/placeholder/${kind}/${seed}.svg?t=${encodeURIComponent(label)}`;

/** Task templates of SPEC §7 with their award rules. */
export const TASK_TEMPLATES = [
  { code: 'sign', name: '每日签到', description: '每天签到一次', points: 5, rule: 'daily', dailyLimit: null, link: '/personalCenter/point', sort: 1 },
  {
    code: 'register',
    name: '注册有礼',
    description: '注册成为商铺汇会员',
    points: 100,
    rule: 'once',
    dailyLimit: null,
    link: '/personalCenter/point',
    sort: 2,
  },
  {
    code: 'brand_info',
    name: '完善品牌信息',
    description: '填写完整的品牌资料（三步全部完成）',
    points: 50,
    rule: 'once',
    dailyLimit: null,
    link: '/personalCenter/fabu',
    sort: 3,
  },
  {
    code: 'consult',
    name: '预约咨询',
    description: '首次留资或预约顾问',
    points: 30,
    rule: 'once',
    dailyLimit: null,
    link: '/personalCenter/makeAppointment',
    sort: 4,
  },
  {
    code: 'share',
    name: '分享好物',
    description: '分享商场、铺位或资讯，每个对象奖励一次',
    points: 10,
    rule: 'per_target',
    dailyLimit: 3,
    link: '/product',
    sort: 5,
  },
  {
    code: 'scan',
    name: '扫码看铺',
    description: '扫描项目二维码，每个二维码奖励一次',
    points: 10,
    rule: 'per_target',
    dailyLimit: 3,
    link: '/findShopList?tabcheck=1',
    sort: 6,
  },
  {
    code: 'collect',
    name: '收藏项目',
    description: '收藏商场、铺位或场地，每个对象奖励一次',
    points: 5,
    rule: 'per_target',
    dailyLimit: 5,
    link: '/findShopList?tabcheck=1',
    sort: 7,
  },
] as const;

const GOODS = [
  { name: '《拓店参考》电子月刊', description: '每月商业地产招商动态与拓店案例（电子版，兑换后发送到消息中心）', pointsCost: 20, stock: 1000, virtual: true },
  { name: '选址报告代金券', description: '兑换后可抵扣一次智能选址报告费用（虚拟权益，即时到账）', pointsCost: 200, stock: 500, virtual: true },
  { name: '顾问一对一咨询', description: '资深招商顾问 30 分钟电话咨询（虚拟权益）', pointsCost: 300, stock: 200, virtual: true },
  { name: '商铺汇定制笔记本', description: 'A5 皮面笔记本，含商铺汇拓店手册', pointsCost: 150, stock: 100, virtual: false },
  { name: '保温杯', description: '316 不锈钢保温杯 450ml', pointsCost: 400, stock: 50, virtual: false },
  { name: '蓝牙音箱', description: '便携蓝牙音箱，续航 12 小时', pointsCost: 1200, stock: 10, virtual: false },
  { name: 'VIP 体验卡（7天）', description: '7 天 VIP 权益体验（虚拟权益）', pointsCost: 800, stock: 30, virtual: true },
];

/** Weights sum to 10000, so a weight reads as a share in ten-thousandths. */
const PRIZES = [
  { name: '谢谢参与', kind: 'none', pointsValue: 0, weight: 5000, stock: null },
  { name: '10 积分', kind: 'points', pointsValue: 10, weight: 2500, stock: null },
  { name: '50 积分', kind: 'points', pointsValue: 50, weight: 1500, stock: 1000 },
  { name: '200 积分', kind: 'points', pointsValue: 200, weight: 600, stock: 100 },
  { name: '定制笔记本', kind: 'goods', pointsValue: 0, weight: 300, stock: 50 },
  { name: '蓝牙音箱', kind: 'goods', pointsValue: 0, weight: 100, stock: 5 },
] as const;

function contractText(title: string) {
  return [
    `${title}`,
    '第一条 租赁标的。甲方将其合法拥有的商铺出租给乙方用于约定业态的经营，面积以实测为准。',
    '第二条 租赁期限。租赁期限、免租期及交付日期由双方在附件中约定。',
    '第三条 租金及支付。租金按月计算，乙方应于每期开始前 5 日内支付；物业费、能耗费另行结算。',
    '第四条 保证金。乙方应在签约时支付相当于三个月租金的履约保证金，合同期满无违约的无息退还。',
    '第五条 装修与经营。乙方装修方案须经甲方书面同意，并遵守商场统一经营管理规定。',
    '第六条 违约责任。任何一方违约的，应赔偿守约方因此遭受的损失。',
    '第七条 争议解决。因本合同引起的争议，双方协商解决；协商不成的，提交租赁物所在地人民法院诉讼解决。',
  ].join('\n\n');
}

/** Personal-centre reference data (tasks, mall goods, prizes, contract templates) and demo content. */
export async function seedPersonalCentre(db: Db, log: (msg: string) => void = () => {}) {
  await db
    .insert(taskTemplates)
    .values([...TASK_TEMPLATES])
    .onConflictDoNothing();
  await db.insert(mallGoods).values(GOODS.map((g, i) => ({ ...g, imageUrl: img('brand', `goods${i}`, g.name.slice(0, 6)), sort: i })));
  await db.insert(lotteryPrizes).values(PRIZES.map((p, i) => ({ ...p, imageUrl: img('brand', `prize${i}`, p.name.slice(0, 6)), sort: i })));
  await db.insert(contracts).values([
    {
      contractNo: 'TPL-LEASE-001',
      title: '商铺租赁合同（标准范本）',
      kind: 'template',
      partyA: '出租方（甲方）',
      partyB: '承租方（乙方）',
      status: 'template',
      content: contractText('商铺租赁合同（标准范本）'),
    },
    {
      contractNo: 'TPL-JOIN-001',
      title: '品牌联营合同（标准范本）',
      kind: 'template',
      partyA: '商场方（甲方）',
      partyB: '品牌方（乙方）',
      status: 'template',
      content: contractText('品牌联营合同（标准范本）'),
    },
    {
      contractNo: 'TPL-SPACE-001',
      title: '场地短租合同（标准范本）',
      kind: 'template',
      partyA: '场地方（甲方）',
      partyB: '活动方（乙方）',
      status: 'template',
      content: contractText('场地短租合同（标准范本）'),
    },
  ]);

  const [demo] = await db.select({ id: members.id }).from(members).where(eq(members.userId, 'demo0000000000000000000000000003'));
  if (!demo) return;
  const fmt = await db.select({ id: formats.id }).from(formats).where(isNotNull(formats.parentId)).orderBy(formats.id).limit(2);
  await db.insert(brandProfiles).values({
    memberId: demo.id,
    brandName: '演示茶饮',
    formatIds: fmt.map((f) => f.id),
    storeCount: 36,
    areaMin: 30,
    areaMax: 80,
    cityCodes: ['110000', '310000', '440300'],
    contacts: '王经理',
    phone: '13800000003',
    isOpenShop: 'Y',
    intro: '以鲜果茶为主的连锁茶饮品牌，计划一年内在一线城市新开 20 家门店。',
  });
  await db.insert(contracts).values([
    {
      memberId: demo.id,
      contractNo: 'HT202609001',
      title: '北京朝阳某购物中心 L1-12 商铺租赁合同',
      kind: 'lease',
      partyA: '北京示例商业管理有限公司',
      partyB: '演示茶饮（北京）餐饮管理有限公司',
      amount: 384000,
      startDate: '2026-09-01',
      endDate: '2029-08-31',
      status: 'active',
      content: contractText('商铺租赁合同'),
    },
    {
      memberId: demo.id,
      contractNo: 'HT202611002',
      title: '上海徐汇某商业中心中庭快闪场地合同',
      kind: 'service',
      partyA: '上海示例商业运营有限公司',
      partyB: '演示茶饮（上海）餐饮管理有限公司',
      amount: 36000,
      startDate: '2026-12-10',
      endDate: '2026-12-24',
      status: 'signing',
      content: contractText('场地短租合同'),
    },
  ]);
  await db.insert(messages).values([
    { memberId: demo.id, ...WELCOME_MESSAGE },
    {
      memberId: demo.id,
      category: 'service',
      title: '合同待签署',
      content: '您有一份场地合同（HT202611002）待签署，请尽快处理。',
      link: '/personalCenter/newsContractList',
    },
  ]);
  // The demo member's consultation history (fixed dates), so /myBrand and the business report have content.
  const history: [string, string, number | null][] = [
    ['2026-06-12T10:00:00+08:00', 'won', demo.id],
    ['2026-07-03T15:30:00+08:00', 'lost', demo.id],
    ['2026-08-21T09:10:00+08:00', 'qualified', demo.id],
    ['2026-09-15T14:00:00+08:00', 'contacted', demo.id],
    ['2026-10-09T11:20:00+08:00', 'contacted', null],
    ['2026-10-28T16:45:00+08:00', 'new', null],
    ['2026-11-05T10:05:00+08:00', 'new', demo.id],
  ];
  await db.insert(leads).values(
    history.map(([at, status, memberId], i) => ({
      kind: 'consult',
      sourcePage: i % 2 ? 'side-bar' : 'home-left-panel',
      memberId,
      brandName: '演示茶饮',
      liaison: memberId ? '王经理' : '访客',
      phone: memberId ? '13800000003' : `1370000000${i}`,
      isOpenShop: 'Y',
      status,
      deadlineAt: oneWorkingDayAfter(new Date(at)),
      createdAt: new Date(at),
      updatedAt: new Date(at),
    })),
  );
  log('seeded personal centre');
}
