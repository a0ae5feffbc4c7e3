import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  members,
  sellerAccounts,
  sellerCompanies,
  sellerEvaluations,
  sellerFlows,
  sellerGoods,
  sellerGoodsReviews,
  sellerGoodsSkus,
  sellerIncomingProjects,
  sellerIncomings,
  sellerOrderItems,
  sellerOrderLogs,
  sellerOrders,
  sellerProductBrands,
  sellerProductModels,
  sellerProductTypes,
  sellerStoreBindings,
  sellerWithdrawals,
  shops,
  brands,
} from '../schema/index.js';
import { Rng, daysFromEpoch } from './random.js';
import { chinaDayDigits } from '../../lib/dates.js';
import { yuanText } from '../../lib/money.js';

const SEED = 20261108;
export const DEMO_SELLER_PHONE = '13800000011';
const DEMO_BUYER_PHONE = '13800000003';

const PRODUCT_TYPES: { name: string; saleAttrs: { name: string; values: string[] }[]; brands: [string, string[]][]; goods: string[] }[] = [
  {
    name: '活动策划',
    saleAttrs: [
      { name: '套餐', values: ['基础版', '标准版', '豪华版'] },
      { name: '场次', values: ['单场', '三场'] },
    ],
    brands: [
      ['星火活动', ['开业庆典方案', '快闪活动方案']],
      ['聚点策划', ['品牌路演方案', '节日主题方案']],
    ],
    goods: ['商场中庭快闪活动全案策划', '品牌新品发布路演策划', '周年庆主题活动策划'],
  },
  {
    name: '舞台搭建',
    saleAttrs: [
      { name: '规格', values: ['6×4米', '8×6米', '12×8米'] },
      { name: '租期', values: ['1天', '3天', '7天'] },
    ],
    brands: [
      ['筑台舞美', ['桁架舞台', 'LED背景舞台']],
      ['方圆展陈', ['标准展台', '异形展台']],
    ],
    goods: ['中庭桁架舞台搭建', 'LED背景舞台含搭拆', '异形品牌展台定制搭建'],
  },
  {
    name: '音响灯光',
    saleAttrs: [
      { name: '配置', values: ['小型', '中型', '大型'] },
      { name: '租期', values: ['1天', '3天'] },
    ],
    brands: [
      ['声浪音响', ['SL-200', 'SL-500']],
      ['光影科技', ['GY-染色灯组', 'GY-摇头灯组']],
    ],
    goods: ['活动音响租赁含调音师', '舞台灯光租赁含灯光师'],
  },
  {
    name: '礼仪模特',
    saleAttrs: [
      { name: '人数', values: ['2人', '4人', '6人'] },
      { name: '时长', values: ['半天', '全天'] },
    ],
    brands: [['悦礼仪', ['迎宾礼仪', '颁奖礼仪']]],
    goods: ['开业迎宾礼仪服务', '展会模特走秀服务'],
  },
  {
    name: '物料制作',
    saleAttrs: [
      { name: '材质', values: ['KT板', 'PVC', '亚克力'] },
      { name: '尺寸', values: ['60×90cm', '80×180cm', '120×240cm'] },
    ],
    brands: [['印象广告', ['展架', '易拉宝']]],
    goods: ['活动易拉宝展架制作', '中庭吊旗与地贴制作'],
  },
];

const INCOMING_PROJECTS = [
  ['场地活动服务供应商', '为商场中庭、广场等场地提供活动策划、搭建、设备与人员服务。', '营业执照；近一年同类活动案例不少于3个'],
  ['商户装修服务商', '为入驻商户提供店铺设计、施工与软装服务。', '营业执照；建筑装饰相关资质'],
  ['广告物料服务商', '提供活动物料、店招、导视等设计制作。', '营业执照；可开具增值税发票'],
  ['商户保险服务商', '为商户提供财产险、公众责任险等保险服务。', '保险代理或经纪资质'],
  ['人力资源服务商', '为商户提供招聘、派遣与人事代理服务。', '人力资源服务许可证'],
];

const CITIES = ['110000', '310000', '440100', '440300', '330100', '510100'];
const BUYER_NAMES = ['王女士', '李先生', '张经理', '刘总', '陈女士', '杨先生', '赵经理', '黄女士', '周先生', '吴经理'];
const LOGISTICS = ['顺丰速运', '京东物流', '上门服务', '中通快递'];
const EVAL_TEXTS = [
  [5, '服务非常专业，现场执行到位，活动效果超出预期。'],
  [5, '响应很快，方案调整及时，下次还会合作。'],
  [4, '整体不错，搭建比约定时间晚了半小时。'],
  [4, '设备质量好，工作人员态度认真。'],
  [3, '效果一般，沟通还可以再顺畅一些。'],
  [2, '物料颜色与样稿有差异，希望改进。'],
] as const;

/** Demo data of the seller centre for the demo seller (13800000011). Deterministic. */
export async function seedSeller(db: Db) {
  const rng = new Rng(SEED);
  const [seller] = await db.select({ id: members.id }).from(members).where(eq(members.phone, DEMO_SELLER_PHONE));
  const [buyer] = await db.select({ id: members.id, nickName: members.nickName }).from(members).where(eq(members.phone, DEMO_BUYER_PHONE));
  if (!seller) return;
  const sellerId = seller.id;

  const projects = await db
    .insert(sellerIncomingProjects)
    .values(INCOMING_PROJECTS.map(([name, description, requirements], i) => ({ name, description, requirements, sort: i })))
    .returning({ id: sellerIncomingProjects.id });

  // Catalogue: types, brands, models.
  const catalogue: { typeId: number; type: (typeof PRODUCT_TYPES)[number]; brandIds: { id: number; models: number[] }[] }[] = [];
  for (const [i, t] of PRODUCT_TYPES.entries()) {
    const [type] = await db.insert(sellerProductTypes).values({ name: t.name, saleAttrs: t.saleAttrs, sort: i }).returning({ id: sellerProductTypes.id });
    const brandIds: { id: number; models: number[] }[] = [];
    for (const [bname, models] of t.brands) {
      const [b] = await db.insert(sellerProductBrands).values({ typeId: type.id, name: bname }).returning({ id: sellerProductBrands.id });
      const ms = await db
        .insert(sellerProductModels)
        .values(models.map((name) => ({ brandId: b.id, name })))
        .returning({ id: sellerProductModels.id });
      brandIds.push({ id: b.id, models: ms.map((m) => m.id) });
    }
    catalogue.push({ typeId: type.id, type: t, brandIds });
  }

  // Entry: approved company, two projects, three bound stores (the first signed).
  await db.insert(sellerCompanies).values({
    memberId: sellerId,
    name: '上海演示活动服务有限公司',
    creditCode: '91310000MA1K000001',
    legalPerson: '陈演示',
    contact: '陈经理',
    phone: DEMO_SELLER_PHONE,
    address: '上海市静安区南京西路1000号',
    status: 'approved',
    submittedAt: daysFromEpoch(-200),
    createdAt: daysFromEpoch(-210),
    updatedAt: daysFromEpoch(-198),
  });
  await db.insert(sellerIncomings).values(projects.slice(0, 2).map((p) => ({ memberId: sellerId, projectId: p.id })));
  const leased = await db
    .select({ id: shops.id, mallId: shops.mallId, title: shops.title, floor: shops.floor })
    .from(shops)
    .where(and(eq(shops.kind, 'shop'), eq(shops.openingStatus, 'leased'), isNotNull(shops.mallId)))
    .orderBy(asc(shops.id))
    .limit(3);
  const someBrands = await db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id)).limit(3);
  if (leased.length && someBrands.length) {
    await db.insert(sellerStoreBindings).values(
      leased.map((s, i) => ({
        memberId: sellerId,
        mallId: s.mallId as number,
        shopId: s.id,
        brandId: someBrands[i % someBrands.length].id,
        bunkNo: s.title.match(/\b[B\d]+F?-\d{2}\b/)?.[0] ?? `${s.floor}-${s.id}`,
        signatureStatus: i === 0 ? 'signed' : 'unsigned',
        signedAt: i === 0 ? daysFromEpoch(-150) : null,
        createdAt: daysFromEpoch(-160 + i * 10),
        updatedAt: daysFromEpoch(-150 + i * 10),
      })),
    );
  }

  // Goods: mostly approved and on the shelf, a few in every other state.
  const STATES: { status: string; onShelf: boolean }[] = [
    ...Array.from({ length: 7 }, () => ({ status: 'approved', onShelf: true })),
    { status: 'approved', onShelf: false },
    { status: 'pending', onShelf: false },
    { status: 'pending', onShelf: false },
    { status: 'rejected', onShelf: false },
    { status: 'draft', onShelf: false },
  ];
  const goodsMeta: { id: number; name: string; image: string; cityCode: string; skus: { id: number; priceFen: number; text: string }[]; sold: number }[] = [];
  const allGoods = catalogue.flatMap((c) => c.type.goods.map((name) => ({ c, name })));
  for (const [i, state] of STATES.entries()) {
    const { c, name } = allGoods[i % allGoods.length];
    const brand = rng.pick(c.brandIds);
    const created = daysFromEpoch(-rng.int(120, 180));
    const images = [1, 2, 3].map((k) => `/media/placeholder/space/sg${i + 1}-${k}.svg`);
    const cityCode = CITIES[i % CITIES.length];
    const [g] = await db
      .insert(sellerGoods)
      .values({
        memberId: sellerId,
        name,
        typeId: c.typeId,
        brandId: brand.id,
        modelId: rng.pick(brand.models),
        cityCode,
        description: `${name}：团队具备${rng.int(3, 10)}年商业综合体活动服务经验，提供方案沟通、现场执行与活动复盘，支持按场地条件定制。`,
        images,
        status: state.status,
        rejectReason: state.status === 'rejected' ? '商品图片与描述不符，请补充实拍图片' : null,
        onShelf: state.onShelf,
        submittedAt: state.status === 'draft' ? null : new Date(created.getTime() + 86400000),
        reviewedAt: state.status === 'approved' || state.status === 'rejected' ? new Date(created.getTime() + 2 * 86400000) : null,
        createdAt: created,
        updatedAt: new Date(created.getTime() + 2 * 86400000),
      })
      .returning({ id: sellerGoods.id });
    // Two SKUs: combinations of the first values of each attribute.
    const [a1, a2] = c.type.saleAttrs;
    const base = rng.int(8, 60) * 100 * 100;
    const combos = [
      { [a1.name]: a1.values[0], [a2.name]: a2.values[0] },
      { [a1.name]: a1.values[1], [a2.name]: a2.values[0] },
      { [a1.name]: a1.values[1], [a2.name]: a2.values[1] },
    ];
    const skus = await db
      .insert(sellerGoodsSkus)
      .values(combos.map((attrs, k) => ({ goodsId: g.id, attrs, priceFen: base * (k + 1), stock: rng.int(5, 50), sort: k })))
      .returning({ id: sellerGoodsSkus.id, priceFen: sellerGoodsSkus.priceFen, attrs: sellerGoodsSkus.attrs });
    if (state.status !== 'draft') {
      const reviews: (typeof sellerGoodsReviews.$inferInsert)[] = [
        { goodsId: g.id, action: 'submit', operator: '商家：演示商家', createdAt: new Date(created.getTime() + 86400000) },
      ];
      if (state.status === 'approved')
        reviews.push({ goodsId: g.id, action: 'approve', operator: '运营：审核员', createdAt: new Date(created.getTime() + 2 * 86400000) });
      if (state.status === 'rejected')
        reviews.push({
          goodsId: g.id,
          action: 'reject',
          reason: '商品图片与描述不符，请补充实拍图片',
          operator: '运营：审核员',
          createdAt: new Date(created.getTime() + 2 * 86400000),
        });
      await db.insert(sellerGoodsReviews).values(reviews);
    }
    if (state.status === 'approved') {
      goodsMeta.push({
        id: g.id,
        name,
        image: images[0],
        cityCode,
        skus: skus.map((s) => ({ id: s.id, priceFen: s.priceFen, text: c.type.saleAttrs.map((a) => s.attrs[a.name]).join(' / ') })),
        sold: 0,
      });
    }
  }

  // Orders from buyers, in every state, with items, logs, flows and evaluations.
  const ORDER_STATES = ['completed', 'completed', 'completed', 'shipped', 'paid', 'paid', 'pending_payment', 'cancelled'];
  let flowsIncome = 0;
  const flows: (typeof sellerFlows.$inferInsert)[] = [];
  for (let n = 0; n < 40; n++) {
    const status = ORDER_STATES[n % ORDER_STATES.length];
    const created = new Date(daysFromEpoch(-rng.int(2, 110)).getTime() + rng.int(9, 20) * 3600000);
    const byDemoBuyer = buyer && n % 4 === 0;
    const buyerName = byDemoBuyer ? buyer.nickName : rng.pick(BUYER_NAMES);
    const buyerPhone = byDemoBuyer ? DEMO_BUYER_PHONE : `139${String(10000000 + rng.int(0, 89999999)).slice(0, 8)}`;
    const lines = rng.pickSome(goodsMeta, rng.int(1, 2)).map((g) => {
      const sku = rng.pick(g.skus);
      return { g, sku, quantity: rng.int(1, 3) };
    });
    const goodsFen = lines.reduce((s, l) => s + l.sku.priceFen * l.quantity, 0);
    const discounted = status !== 'cancelled' && n % 5 === 1;
    const totalFen = discounted ? goodsFen - 10000 : goodsFen;
    const cityCode = lines[0].g.cityCode;
    const at = (h: number) => new Date(created.getTime() + h * 3600000);
    const paid = ['paid', 'shipped', 'completed'].includes(status);
    const shipped = ['shipped', 'completed'].includes(status);
    const [o] = await db
      .insert(sellerOrders)
      .values({
        orderNo: `SO${chinaDayDigits(created)}${String(100001 + n)}`,
        memberId: sellerId,
        buyerMemberId: byDemoBuyer ? buyer.id : null,
        buyerName,
        buyerPhone,
        status,
        goodsFen,
        totalFen,
        cityCode,
        receiverName: buyerName,
        receiverPhone: buyerPhone,
        receiverAddress: `${rng.pick(['朝阳区建国路', '静安区南京西路', '天河区天河路', '南山区深南大道', '西湖区文三路', '锦江区春熙路'])}${rng.int(1, 999)}号 活动现场`,
        buyerRemark: rng.chance(0.4) ? rng.pick(['请提前一天联系进场', '需要开具发票', '活动当天上午9点前完成搭建']) : '',
        logisticsCompany: shipped ? rng.pick(LOGISTICS) : null,
        trackingNo: shipped ? `SF${rng.int(100000000, 999999999)}` : null,
        createdAt: created,
        paidAt: paid ? at(2) : null,
        shippedAt: shipped ? at(26) : null,
        completedAt: status === 'completed' ? at(98) : null,
        cancelledAt: status === 'cancelled' ? at(5) : null,
      })
      .returning({ id: sellerOrders.id, orderNo: sellerOrders.orderNo });
    await db.insert(sellerOrderItems).values(
      lines.map((l) => ({
        orderId: o.id,
        goodsId: l.g.id,
        skuId: l.sku.id,
        goodsName: l.g.name,
        skuText: l.sku.text,
        imageUrl: l.g.image,
        priceFen: l.sku.priceFen,
        quantity: l.quantity,
      })),
    );
    const logs: (typeof sellerOrderLogs.$inferInsert)[] = [
      { orderId: o.id, action: 'create', toStatus: 'pending_payment', note: '买家提交订单', operator: `买家：${buyerName}`, createdAt: created },
    ];
    if (discounted)
      logs.push({
        orderId: o.id,
        action: 'change_price',
        fromStatus: 'pending_payment',
        toStatus: 'pending_payment',
        note: `订单金额由${yuanText(goodsFen)}改为${yuanText(totalFen)}，原因：老客户优惠`,
        operator: '商家：演示商家',
        createdAt: at(1),
      });
    if (paid)
      logs.push({
        orderId: o.id,
        action: 'pay',
        fromStatus: 'pending_payment',
        toStatus: 'paid',
        note: '订单付款',
        operator: `买家：${buyerName}`,
        createdAt: at(2),
      });
    if (status === 'cancelled')
      logs.push({
        orderId: o.id,
        action: 'cancel',
        fromStatus: 'pending_payment',
        toStatus: 'cancelled',
        note: '买家取消：活动延期',
        operator: `买家：${buyerName}`,
        createdAt: at(5),
      });
    if (shipped)
      logs.push({ orderId: o.id, action: 'deliver', fromStatus: 'paid', toStatus: 'shipped', note: '商家发货', operator: '商家：演示商家', createdAt: at(26) });
    if (status === 'completed')
      logs.push({
        orderId: o.id,
        action: 'confirm',
        fromStatus: 'shipped',
        toStatus: 'completed',
        note: '订单确认完成',
        operator: `买家：${buyerName}`,
        createdAt: at(98),
      });
    await db.insert(sellerOrderLogs).values(logs);
    if (status === 'completed') {
      flowsIncome += totalFen;
      for (const l of lines) l.g.sold += l.quantity;
      flows.push({ memberId: sellerId, kind: 'sale', amountFen: totalFen, orderId: o.id, cityCode, note: `订单${o.orderNo}完成`, createdAt: at(98) });
      if (rng.chance(0.8)) {
        const [rating, content] = rng.pick(EVAL_TEXTS);
        await db.insert(sellerEvaluations).values({
          memberId: sellerId,
          orderId: o.id,
          goodsId: lines[0].g.id,
          buyerName,
          rating,
          content,
          reply: rng.chance(0.5) ? '感谢您的认可与反馈，期待下次合作！' : null,
          repliedAt: null,
          createdAt: at(120),
        });
      }
    }
  }
  // Replied evaluations carry a reply time after the evaluation.
  const replied = await db
    .select({ id: sellerEvaluations.id, createdAt: sellerEvaluations.createdAt })
    .from(sellerEvaluations)
    .where(isNotNull(sellerEvaluations.reply));
  for (const e of replied)
    await db
      .update(sellerEvaluations)
      .set({ repliedAt: new Date(e.createdAt.getTime() + 3 * 3600000) })
      .where(eq(sellerEvaluations.id, e.id));
  for (const g of goodsMeta)
    if (g.sold)
      await db
        .update(sellerGoods)
        .set({ sales: g.sold })
        .where(inArray(sellerGoods.id, [g.id]));

  // Withdrawals within the income: one paid, one rejected (returned), one in progress.
  await db.insert(sellerAccounts).values({ memberId: sellerId, bankName: '招商银行', accountName: '上海演示活动服务有限公司', accountNo: '6225880012345678' });
  const plan = [
    { status: 'paid', fen: Math.floor((flowsIncome * 0.3) / 100) * 100, day: -40 },
    { status: 'rejected', fen: Math.floor((flowsIncome * 0.1) / 100) * 100, day: -20 },
    { status: 'pending', fen: Math.floor((flowsIncome * 0.1) / 100) * 100, day: -3 },
  ];
  for (const [i, p] of plan.entries()) {
    if (p.fen <= 0) continue;
    const at = daysFromEpoch(p.day);
    const [w] = await db
      .insert(sellerWithdrawals)
      .values({
        withdrawNo: `TX${at.toISOString().slice(0, 10).replace(/-/g, '')}DEMO${i + 1}`,
        memberId: sellerId,
        amountFen: p.fen,
        status: p.status,
        bankName: '招商银行',
        accountName: '上海演示活动服务有限公司',
        accountNo: '6225880012345678',
        remark: p.status === 'rejected' ? '开户名与营业执照不一致' : null,
        createdAt: at,
        processedAt: p.status === 'pending' ? null : new Date(at.getTime() + 86400000),
      })
      .returning({ id: sellerWithdrawals.id });
    flows.push({ memberId: sellerId, kind: 'withdrawal', amountFen: -p.fen, withdrawalId: w.id, note: '提现至招商银行', createdAt: at });
    if (p.status === 'rejected') {
      flows.push({
        memberId: sellerId,
        kind: 'withdrawal_return',
        amountFen: p.fen,
        withdrawalId: w.id,
        note: '提现驳回退回：开户名与营业执照不一致',
        createdAt: new Date(at.getTime() + 86400000),
      });
    }
  }
  // The flow list is newest id first, as live flows are booked: insert in time order so ids follow time.
  flows.sort((x, y) => x.createdAt!.getTime() - y.createdAt!.getTime());
  await db.insert(sellerFlows).values(flows);
}
