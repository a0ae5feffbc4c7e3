import { and, asc, eq, inArray } from 'drizzle-orm';
import { SELLER_ROLE, TOP_BAR_CITIES } from '@shp/contracts';
import type { Db } from '../client.js';
import {
  members,
  sellerCompanies,
  sellerGoods,
  sellerGoodsReviews,
  sellerGoodsSkus,
  sellerProductTypes,
  spaces,
  storefrontGoodsSpaces,
} from '../schema/index.js';
import { Rng, daysFromEpoch } from './random.js';

const SEED = 20261127;

/** Two more suppliers, so the storefront is not one seller's shop. */
const SELLERS = [
  {
    userId: 'demo0000000000000000000000000021',
    phone: '13800000021',
    nickName: '场地服务商甲',
    company: '北京星光活动服务有限公司',
    credit: '91110000MA1K000021',
  },
  {
    userId: 'demo0000000000000000000000000022',
    phone: '13800000022',
    nickName: '场地服务商乙',
    company: '广州聚场会展服务有限公司',
    credit: '91440100MA1K000022',
  },
];

const GOODS: { type: string; name: string }[] = [
  { type: '活动策划', name: '中庭快闪店开业活动全案' },
  { type: '舞台搭建', name: '商场中庭舞台与背景板搭建' },
  { type: '音响灯光', name: '中庭活动音响灯光一站式租赁' },
  { type: '礼仪模特', name: '品牌路演礼仪主持服务' },
  { type: '物料制作', name: '场地活动物料设计制作' },
  { type: '活动策划', name: '节日市集主题活动策划执行' },
];

/**
 * Storefront demo data: in each of the 12 top-bar cities, approved on-shelf goods of two suppliers
 * with SKUs of the type's sale attributes and stock, most tied to published venues of that city.
 * The demo seller's approved goods are tied to venues of their city too. Deterministic.
 */
export async function seedStorefront(db: Db) {
  const rng = new Rng(SEED);
  const types = await db.select().from(sellerProductTypes).orderBy(asc(sellerProductTypes.id));
  if (!types.length) return;
  const sellerIds: number[] = [];
  for (const [i, s] of SELLERS.entries()) {
    const [m] = await db
      .insert(members)
      .values({ userId: s.userId, phone: s.phone, nickName: s.nickName, gradeCode: 'L1', roles: [SELLER_ROLE] })
      .returning({ id: members.id });
    await db.insert(sellerCompanies).values({
      memberId: m.id,
      name: s.company,
      creditCode: s.credit,
      legalPerson: s.nickName.slice(0, 4),
      contact: '王经理',
      phone: s.phone,
      address: i === 0 ? '北京市朝阳区建国路88号' : '广州市天河区天河路208号',
      status: 'approved',
      submittedAt: daysFromEpoch(-300),
      createdAt: daysFromEpoch(-310),
      updatedAt: daysFromEpoch(-299),
    });
    sellerIds.push(m.id);
  }

  const links: (typeof storefrontGoodsSpaces.$inferInsert)[] = [];
  for (const [c, city] of TOP_BAR_CITIES.entries()) {
    const venues = await db
      .select({ id: spaces.id })
      .from(spaces)
      .where(and(eq(spaces.cityCode, city.cityCode), eq(spaces.status, 'published')))
      .orderBy(asc(spaces.id))
      .limit(6);
    for (let k = 0; k < 3; k++) {
      const spec = GOODS[(c + k * 2) % GOODS.length];
      const type = types.find((t) => t.name === spec.type) ?? types[0];
      const sellerId = sellerIds[(c + k) % sellerIds.length];
      const created = daysFromEpoch(-rng.int(30, 90));
      const [g] = await db
        .insert(sellerGoods)
        .values({
          memberId: sellerId,
          name: `${city.cityName}${spec.name}`.slice(0, 60),
          typeId: type.id,
          cityCode: city.cityCode,
          description: `${city.cityName}本地团队提供${spec.name}：活动前现场勘查与方案沟通，活动当天专人执行，结束后撤场清理并提供活动复盘报告。可按场地面积、客流与预算定制。`,
          images: [1, 2, 3].map((n) => `/media/placeholder/space/sg${((c * 3 + k) % 12) + 1}-${n}.svg`),
          status: 'approved',
          onShelf: true,
          submittedAt: new Date(created.getTime() + 86400000),
          reviewedAt: new Date(created.getTime() + 2 * 86400000),
          createdAt: created,
          updatedAt: new Date(created.getTime() + 2 * 86400000),
        })
        .returning({ id: sellerGoods.id });
      const [a1, a2] = type.saleAttrs;
      const base = rng.int(5, 40) * 100 * 100;
      const combos = a2
        ? [
            { [a1.name]: a1.values[0], [a2.name]: a2.values[0] },
            { [a1.name]: a1.values[1], [a2.name]: a2.values[0] },
            { [a1.name]: a1.values[1], [a2.name]: a2.values[1] },
            { [a1.name]: a1.values[2] ?? a1.values[0], [a2.name]: a2.values[1] },
          ]
        : a1.values.map((v) => ({ [a1.name]: v }));
      await db
        .insert(sellerGoodsSkus)
        .values(combos.map((attrs, n) => ({ goodsId: g.id, attrs, priceFen: base + n * rng.int(5, 30) * 10000, stock: rng.int(3, 40), sort: n })));
      await db.insert(sellerGoodsReviews).values([
        { goodsId: g.id, action: 'submit', operator: '商家：场地服务商', createdAt: new Date(created.getTime() + 86400000) },
        { goodsId: g.id, action: 'approve', operator: '运营：审核员', createdAt: new Date(created.getTime() + 2 * 86400000) },
      ]);
      // Two of three goods are offered at one or two of the city's venues.
      if (k < 2 && venues.length) {
        const at = rng.pickSome(venues, Math.min(venues.length, rng.int(1, 2)));
        for (const v of at) links.push({ goodsId: g.id, spaceId: v.id, createdAt: created });
      }
    }
  }

  // The demo seller's approved goods: offered at the first venues of their city.
  const demoGoods = await db
    .select({ id: sellerGoods.id, cityCode: sellerGoods.cityCode })
    .from(sellerGoods)
    .where(and(eq(sellerGoods.status, 'approved'), eq(sellerGoods.onShelf, true), inArray(sellerGoods.memberId, await demoSellerIds(db))))
    .orderBy(asc(sellerGoods.id));
  for (const g of demoGoods) {
    const [v] = await db
      .select({ id: spaces.id })
      .from(spaces)
      .where(and(eq(spaces.cityCode, g.cityCode), eq(spaces.status, 'published')))
      .orderBy(asc(spaces.id))
      .limit(1);
    if (v) links.push({ goodsId: g.id, spaceId: v.id, createdAt: daysFromEpoch(-30) });
  }
  const unique = [...new Map(links.map((l) => [`${l.goodsId}:${l.spaceId}`, l])).values()];
  if (unique.length) await db.insert(storefrontGoodsSpaces).values(unique);
}

async function demoSellerIds(db: Db) {
  const rows = await db.select({ id: members.id }).from(members).where(eq(members.phone, '13800000011'));
  return rows.map((r) => r.id);
}
