import { sql } from 'drizzle-orm';
import { allowedFormats, BANNER_HEIGHTS, cateringKind, ON_MARKET_STATUSES, requirementGaps, SELLER_ROLE, type UnitConditions } from '@shp/contracts';
import { queryRows, type Db } from '../client.js';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import {
  adverts,
  agreements,
  articles,
  brands,
  cases,
  consultants,
  formats,
  homeConfigs,
  mallBrands,
  mallFloors,
  malls,
  members,
  regions,
  shops,
  shopViewCounts,
  rentChanges,
  spaces,
} from '../schema/index.js';
import { searchText } from '../../lib/segment.js';
import { markSearchTextCurrent, mallSearchText, shopSearchText } from '../../lib/search-text.js';
import { CITY_CENTRES, seedRegions } from './geography.js';
import { Rng, SEED_EPOCH, daysFromEpoch, isoDate } from './random.js';
import { rentHistoryOf } from './rent-history.js';
import * as V from './vocabulary.js';
import { seedContent } from './content.js';
import { seedPersonalCentre } from './personal-centre.js';
import { seedSeller } from './seller.js';
import { seedStorefront } from './storefront.js';
import { seedPayments } from './payments.js';
import { seedConsultantEvaluations } from './consultant-evaluations.js';
import { seedProviderEvaluations } from './provider-evaluations.js';

export type SeedScale = 'test' | 'small' | 'large';

const SIZES: Record<
  SeedScale,
  { malls: number; shops: number; points: number; brands: number; spaces: number; articles: number; consultants: number; cases: number }
> = {
  test: { malls: 24, shops: 320, points: 80, brands: 150, spaces: 40, articles: 60, consultants: 12, cases: 10 },
  small: { malls: 80, shops: 1600, points: 400, brands: 600, spaces: 160, articles: 200, consultants: 30, cases: 30 },
  large: { malls: 2000, shops: 100000, points: 20000, brands: 20000, spaces: 2000, articles: 5000, consultants: 300, cases: 200 },
};

/** Cities that carry demo malls, most weight first (the 12 top-bar cities lead). */
const MALL_CITIES = Object.keys(CITY_CENTRES);
const SEED = 20261121;

const img = (kind: string, seed: string | number, label = '') => `/media/placeholder/${kind}/${seed}.svg${label ? `?t=${encodeURIComponent(label)}` : ''}`;
const tsv = (text: string) => sql`to_tsvector('simple', ${text})`;

/** What a mall's news say of its 在租铺位 (decision 017): their area range, or that none is to let. */
export function vacancyText(areas: { min: number; max: number } | undefined): string {
  if (!areas) return '当前铺位已基本租满，后续将';
  const [lo, hi] = [Math.floor(areas.min), Math.ceil(areas.max)];
  return lo === hi ? `当前在租铺位面积约${lo}㎡，` : `当前在租铺位面积从${lo}㎡到${hi}㎡不等，`;
}

async function insertBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Where a shop stands, in a mall or on a street: the words of each never describe the other. */
const MALL_SPOTS = ['扶梯口位置', '主通道可视性好', '靠近主力店', '转角铺', '中庭旁'];
const STREET_SPOTS = ['双面临街', '转角铺', '临近地铁口', '社区底商', '沿街展示面好'];

/** A unit's kitchen as its description states it, from its conditions. */
function kitchenText(c: UnitConditions): string {
  if (!requirementGaps(c, 'heavy').length) return `具备重餐饮条件（排烟、燃气、上下水，电量${c.powerKw}kW）`;
  if (!requirementGaps(c, 'light').length) return `有上下水、电量${c.powerKw}kW，可做轻餐饮`;
  return '适合零售及生活服务';
}

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${regions}`);
  return Number(rows[0]?.n ?? 0) > 0;
}

/** Writes the demo data. Same scale, same content: the random seed is fixed. */
export async function seedDatabase(db: Db, scale: SeedScale, log: (msg: string) => void = () => {}) {
  const size = SIZES[scale];
  const rng = new Rng(SEED);
  const started = Date.now();

  const regionRows = await seedRegions(db);
  const districtsByCity = new Map<string, { code: string; name: string }[]>();
  for (const r of regionRows) {
    if (r.level !== 3 || !r.parentCode) continue;
    const list = districtsByCity.get(r.parentCode) ?? [];
    list.push({ code: r.code, name: r.name });
    districtsByCity.set(r.parentCode, list);
  }
  const cityName = new Map(regionRows.filter((r) => r.level === 2).map((r) => [r.code, r.shortName]));
  const districtName = new Map(regionRows.filter((r) => r.level === 3).map((r) => [r.code, r.name]));
  log(`regions: ${regionRows.length}`);

  // Formats: two-level tree.
  const formatRows: { id: number; parentId: number | null; name: string; sort: number }[] = [];
  let fid = 1;
  const leafFormats: { id: number; name: string; parent: string }[] = [];
  V.FORMAT_TREE.forEach(([parent, children], pi) => {
    const parentId = fid++;
    formatRows.push({ id: parentId, parentId: null, name: parent, sort: pi });
    children.forEach((child, ci) => {
      const id = fid++;
      formatRows.push({ id, parentId, name: child, sort: ci });
      leafFormats.push({ id, name: child, parent });
    });
  });
  await db.insert(formats).values(formatRows);
  // A unit whose conditions allow none of the formats drawn for it is offered for one that needs none.
  const noCateringFormats = leafFormats
    .filter((f) => cateringKind({ name: f.name, parentName: f.parent }) === null)
    .map((f) => ({ ...f, parentName: f.parent }));
  await db.execute(sql`select setval(pg_get_serial_sequence('formats', 'id'), ${fid})`);

  // Consultants.
  const consultantRows = Array.from({ length: size.consultants }, (_, i) => {
    const name = rng.pick(V.SURNAMES) + rng.pick(V.GIVEN);
    const cityCode = MALL_CITIES[i % MALL_CITIES.length];
    const title = rng.pick(['高级招商顾问', '资深选址顾问', '招商总监', '商业地产顾问']);
    // Each fact is drawn once and every text that states it reads that value: the card's 从业N年
    // and the blurb once drew their own numbers and contradicted each other.
    const years = rng.int(2, 15);
    // The blurb's former years draw: still taken, so every later value (brands, malls, shops…) stays the same.
    rng.next();
    const brandShare = rng.next();
    const specialties = rng.pickSome(['餐饮选址', '零售拓店', '儿童业态', '娱乐业态', '快闪活动', '加盟连锁', '商场招商'], 3);
    // The former rating draw: a score is now the mean of real evaluations (see consultant-evaluations.ts), but the
    // draw is still taken so every later value (brands, malls, shops…) stays the same.
    rng.next();
    const serviceCount = rng.int(20, 800);
    // A brand served takes at least one service, so brands served can never exceed services.
    const brandsServed = Math.max(1, Math.round(serviceCount * (0.3 + 0.6 * brandShare)));
    return {
      name,
      avatarUrl: img('avatar', `c${i + 1}`, name.slice(0, 1)),
      phone: `400-000-${String(1000 + i).slice(-4)}`,
      title,
      cityCode,
      years,
      intro: `${name}深耕${cityName.get(cityCode) ?? ''}商业地产${years}年，服务过${brandsServed}个品牌的拓店选址，熟悉购物中心招商、铺位评估与租赁谈判。`,
      specialties,
      serviceCount,
    };
  });
  await db.insert(consultants).values(consultantRows);
  // A mall's consultant and a unit's 铺位管家 work in its city, where the consultant list and the
  // city card's 招商顾问 count them; a city without one keeps the old rotation.
  const consultantsByCity = new Map<string, number[]>();
  consultantRows.forEach((c, k) => consultantsByCity.set(c.cityCode, [...(consultantsByCity.get(c.cityCode) ?? []), k + 1]));
  const localConsultant = (cityCode: string, i: number) => {
    const ids = consultantsByCity.get(cityCode);
    return ids ? ids[i % ids.length] : (i % size.consultants) + 1;
  };

  // Brands.
  const brandRows = Array.from({ length: size.brands }, (_, i) => {
    const f = rng.pick(leafFormats);
    const word = rng.pick(V.BRAND_FORMAT_WORDS[f.name] ?? [f.name]);
    const base = rng.pick(V.BRAND_HEADS) + rng.pick(V.BRAND_TAILS);
    const name = i < 2000 ? `${base}${word}` : `${base}${word}${Math.floor(i / 2000)}号`;
    const areaMin = rng.pick([15, 30, 60, 80, 120, 200, 400, 800]);
    const franchise = rng.chance(0.35);
    const investMin = rng.int(5, 80);
    const origin = rng.pick(V.ORIGINS);
    return {
      name,
      formatId: f.id,
      logoUrl: img('brand', `b${i + 1}`, name.slice(0, 2)),
      slogan: rng.pick(['用心做好每一份', '让生活更有味道', '城市新生活方式', '品质源自坚持', '年轻人的第一选择', '匠心之作']),
      intro: `${name}创立于${origin}，专注${f.name}领域，以标准化门店模型和稳定的供应链在全国快速拓展。品牌主力店型面积${areaMin}-${areaMin * 2}㎡，适合购物中心及社区商业。`,
      origin,
      foundedYear: rng.int(1998, 2024),
      storeCount: rng.int(3, 1200),
      areaMin,
      areaMax: areaMin * 2,
      expandCities: rng.pickSome(MALL_CITIES, rng.int(2, 6)),
      franchise,
      investMin: franchise ? investMin : null,
      investMax: franchise ? investMin + rng.int(10, 100) : null,
      hot: rng.chance(0.1),
      search: tsv(searchText(name, f.name, f.parent, origin)),
      createdAt: daysFromEpoch(-rng.int(0, 700)),
    };
  });
  await insertBatches(brandRows, 1000, (b) => db.insert(brands).values(b));
  log(`brands: ${brandRows.length}`);

  // Malls, their floors and settled brands.
  const mallMeta: {
    id: number;
    cityCode: string;
    districtCode: string;
    name: string;
    lat: number;
    lng: number;
    floors: string[];
    formatIds: number[];
    traffic: number;
    rentMin: number;
    rentMax: number;
    address: string;
    /** Opening day, in days from the seed epoch (ahead of it while preparing). */
    openDay: number;
    businessArea: number;
  }[] = [];
  const mallRows = Array.from({ length: size.malls }, (_, i) => {
    // The first cities get more malls: a skewed pick over the list.
    const cityCode = MALL_CITIES[Math.floor(Math.pow(rng.next(), 1.6) * MALL_CITIES.length)];
    const district = rng.pick(districtsByCity.get(cityCode) ?? [{ code: cityCode, name: '' }]);
    const [clat, clng] = CITY_CENTRES[cityCode];
    const city = cityName.get(cityCode) ?? '';
    const name = `${city}${rng.pick(V.MALL_PREFIXES)}${rng.pick(V.MALL_SUFFIXES)}${i >= 200 ? `${Math.floor(i / 200)}期` : ''}`;
    const floorsAbove = rng.int(3, 6);
    const floorsBelow = rng.int(1, 2);
    const openStatus = rng.chance(0.8) ? 'open' : rng.chance(0.7) ? 'preparing' : 'renovating';
    const rentMin = rng.round(3 + rng.next() * 8, 1);
    const formatIds = rng.pickSome(leafFormats, rng.int(6, 14)).map((f) => f.id);
    const address = `${city}${district.name}${rng.pick(V.STREETS)}${rng.int(1, 999)}号`;
    const lat = rng.round(clat + (rng.next() - 0.5) * 0.3, 6);
    const lng = rng.round(clng + (rng.next() - 0.5) * 0.3, 6);
    const traffic = rng.int(8, 120) * 1000;
    const floors = [...V.FLOORS_BELOW.slice(0, floorsBelow).reverse(), ...V.FLOORS_ABOVE.slice(0, floorsAbove)];
    const totalArea = rng.int(5, 30) * 10000;
    const businessArea = Math.round(totalArea * 0.6);
    // Drawn in the order the row's fields always drew them, so every later value stays the same.
    const openDay = openStatus === 'preparing' ? rng.int(30, 500) : -rng.int(60, 3000);
    const parkingSpaces = rng.int(3, 30) * 100;
    const annualSales = rng.int(3, 80) * 10000;
    // The operator is drawn once: the page shows it as 运营方 and the introduction names it.
    const developer = rng.pick(V.DEVELOPERS);
    const grade = rng.pick(V.MALL_GRADES);
    const leasingContact = rng.pick(V.SURNAMES) + rng.pick(['经理', '总监', '主管']);
    // The introduction's former operator draw: still taken, so every later value stays the same.
    rng.next();
    const positioning = rng.pick(['城市级家庭生活中心', '区域型时尚购物中心', '社区型邻里中心', '年轻潮流聚集地']);
    const openDate = isoDate(daysFromEpoch(openDay));
    const openYear = openDate.slice(0, 4);
    const trafficWan = (traffic / 10000).toFixed(1);
    // Every figure here is a field the page also shows (开业时间, 总建筑面积, 楼层, 运营方, 日均客流);
    // a mall in preparation has not opened, so its year and traffic read as planned.
    const intro =
      openStatus === 'preparing'
        ? `${name}位于${city}${district.name}核心商圈，计划于${openYear}年开业，总建筑面积约${(totalArea / 10000).toFixed(0)}万㎡，地上${floorsAbove}层、地下${floorsBelow}层，将由${developer}运营。项目定位${positioning}，预计开业后日均客流约${trafficWan}万人次。`
        : `${name}位于${city}${district.name}核心商圈，${openYear}年开业，总建筑面积约${(totalArea / 10000).toFixed(0)}万㎡，地上${floorsAbove}层、地下${floorsBelow}层，由${developer}运营${openStatus === 'renovating' ? '，目前正在升级调改' : ''}。项目定位${positioning}，日均客流约${trafficWan}万人次。`;
    mallMeta.push({
      id: i + 1,
      cityCode,
      districtCode: district.code,
      name,
      lat,
      lng,
      floors,
      formatIds,
      traffic,
      rentMin,
      rentMax: rentMin * 2.5,
      address,
      openDay,
      businessArea,
    });
    return {
      name,
      cityCode,
      districtCode: district.code,
      address,
      lat,
      lng,
      openStatus,
      openDate,
      totalArea,
      businessArea,
      floorsAbove,
      floorsBelow,
      parkingSpaces,
      formatIds,
      rentMin,
      rentMax: rng.round(rentMin * 2.5, 1),
      dailyTraffic: traffic,
      annualSales,
      developer,
      grade,
      leasingContact,
      leasingPhone: `400-000-${String(2000 + (i % 8000)).padStart(4, '0')}`,
      consultantId: localConsultant(cityCode, i),
      coverUrl: img('mall', `m${i + 1}`, name.slice(0, 8)),
      images: [1, 2, 3, 4].map((k) => img('mall', `m${i + 1}-${k}`)),
      intro,
      surroundings: {
        transport: [`${rng.pick(V.METRO)}${rng.pick(V.STREETS).slice(0, 2)}站 ${rng.int(50, 800)}米`, `公交${rng.int(1, 99)}路、${rng.int(100, 999)}路`],
        residential: rng.pickSome(V.COMMUNITIES, 3).map((c) => `${rng.pick(V.MALL_PREFIXES)}${c}（约${rng.int(1, 8)}千户）`),
        competitors: [`${city}${rng.pick(V.MALL_PREFIXES)}${rng.pick(V.MALL_SUFFIXES)}（${rng.int(1, 5)}公里）`],
        schools: [`${district.name}第${rng.int(1, 30)}中学`, `${rng.pick(V.MALL_PREFIXES)}小学`],
      },
      brochureUrl: `/media/brochure/${i + 1}.pdf`,
      investmentScore: rng.int(50, 100),
      featured: i % 7 === 0,
      search: tsv(mallSearchText({ name, cityName: city, districtName: district.name, address })),
      createdAt: daysFromEpoch(-rng.int(30, 900)),
    };
  });
  await insertBatches(mallRows, 500, (b) => db.insert(malls).values(b));
  // Floors share the business area (the page lists them beside 总建筑面积 and 商业面积), so together
  // they never exceed it; the draw that once gave each floor a free size now sets its share.
  const floorRows = mallMeta.flatMap((m) =>
    m.floors.map((floor, k) => {
      const theme = rng.pick(V.FLOOR_THEMES);
      const share = (rng.int(4, 20) - 4) / 16;
      const area = Math.floor(((m.businessArea / m.floors.length) * (0.7 + 0.3 * share)) / 100) * 100;
      return { mallId: m.id, floor, theme, area, sort: k };
    }),
  );
  await insertBatches(floorRows, 1000, (b) => db.insert(mallFloors).values(b));
  // A brand opens in a mall once both exist: not before the mall opened nor before the brand was
  // founded, and in a mall still in preparation, on its planned opening day.
  const mallBrandRows = mallMeta.flatMap((m) =>
    Array.from({ length: rng.int(8, 20) }, () => {
      const brandId = rng.int(1, size.brands);
      const floor = rng.pick(m.floors);
      const daysBack = rng.int(10, 1500);
      return { mallId: m.id, brandId, floor, openedAt: isoDate(daysFromEpoch(settledDay(daysBack, m.openDay, brandRows[brandId - 1].foundedYear))) };
    }),
  );
  await insertBatches(mallBrandRows, 1000, (b) => db.insert(mallBrands).values(b));
  log(`malls: ${mallRows.length}`);

  // Shops and business points: most in malls, some on the street.
  const total = size.shops + size.points;
  const historyRng = new Rng(SEED ^ 0x2e47);
  const shopRows: PgInsertValue<typeof shops>[] = [];
  // Views of each row of shopRows, by position: they live in shop_view_counts, keyed by the new ids.
  const shopViews: number[] = [];
  const flush = async () => {
    const views = shopViews.splice(0);
    const rows = shopRows.splice(0).map((row, k) => ({ row, views: views[k] }));
    await insertBatches(rows, 500, async (b) => {
      // INSERT … VALUES … RETURNING answers in the order of the VALUES.
      const ids = await db
        .insert(shops)
        .values(b.map((x) => x.row))
        .returning({ id: shops.id });
      const counts = ids.map(({ id }, k) => ({ shopId: id, views: b[k].views })).filter((c) => c.views > 0);
      if (counts.length) await db.insert(shopViewCounts).values(counts);
      // The insert trigger recorded each unit's listing rent; its drawn past replaces that one row.
      const history = ids.flatMap(({ id }, k) =>
        rentHistoryOf(historyRng, id, { rent: Number(b[k].row.rent), rentUnit: String(b[k].row.rentUnit), area: Number(b[k].row.area) }),
      );
      await db.execute(
        sql`delete from rent_changes where shop_id in (${sql.join(
          ids.map(({ id }) => sql`${id}`),
          sql`, `,
        )})`,
      );
      await insertBatches(history, 2000, (h) => db.insert(rentChanges).values(h));
    });
  };
  // Each mall's 在租铺位 by area (decision 017): what its news say is to let is what its list shows.
  const onMarketAreas = new Map<number, { min: number; max: number }>();
  for (let i = 0; i < total; i++) {
    const kind = i < size.shops ? 'shop' : 'point';
    const inMall = kind === 'point' || rng.chance(0.75);
    const m = rng.pick(mallMeta);
    const city = cityName.get(m.cityCode) ?? '';
    const district = inMall ? { code: m.districtCode } : rng.pick(districtsByCity.get(m.cityCode) ?? [{ code: m.districtCode, name: '' }]);
    const area = kind === 'point' ? rng.round(2 + rng.next() * 28, 1) : rng.round(20 + Math.pow(rng.next(), 2) * 780, 1);
    const floor = inMall ? rng.pick(m.floors) : rng.pick(['1F', '1F', '1-2F']);
    const dayRent = rng.round(m.rentMin + rng.next() * (m.rentMax - m.rentMin), 1);
    const rentUnit = inMall ? 'day_sqm' : 'month';
    const monthlyRent = Math.round(dayRent * area * 30);
    const drawn = rng.pickSome(leafFormats, rng.int(1, 4));
    const food = drawn.some((f) => f.parent === '餐饮');
    const unitNo = `${floor}-${String(rng.int(1, 99)).padStart(2, '0')}`;
    // A title that states the area states the 面积 shown beside it (114.1㎡, not a rounded 114㎡).
    // A mall shop's title names its first 推荐业态, known once its conditions are drawn (below).
    const drawnTitle =
      kind === 'point'
        ? `${m.name} ${rng.pick(V.SPACE_LOCATIONS)}${rng.pick(['临展位', '中岛', '推车位', '广告点位'])} ${unitNo}`
        : inMall
          ? ''
          : `${city}${rng.pick(V.STREETS)}临街旺铺 ${area}㎡`;
    const address = inMall ? `${m.address} ${unitNo}` : `${city}${rng.pick(V.STREETS)}${rng.int(1, 999)}号`;
    const row = {
      kind,
      title: drawnTitle,
      mallId: inMall ? m.id : null,
      cityCode: m.cityCode,
      districtCode: district.code,
      address,
      // A unit in a mall stands in its building (within ~100 m); one on a street within ~1 km. With
      // the street spread, a mall's own units fell outside its 周边1公里 (8 of its 9 在租铺位 there).
      lat: rng.round(m.lat + (rng.next() - 0.5) * (inMall ? 0.002 : 0.02), 6),
      lng: rng.round(m.lng + (rng.next() - 0.5) * (inMall ? 0.002 : 0.02), 6),
      area,
      floor,
      frontage: rng.round(kind === 'point' ? 1 + rng.next() * 4 : 4 + rng.next() * 16, 1),
      depth: rng.round(kind === 'point' ? 1 + rng.next() * 4 : 6 + rng.next() * 24, 1),
      ceilingHeight: rng.round(3.2 + rng.next() * 2.8, 1),
      rent: rentUnit === 'month' ? monthlyRent : dayRent,
      rentUnit,
      monthlyRent,
      propertyFee: rng.round(15 + rng.next() * 45, 1),
      transferFee: !inMall && rng.chance(0.4) ? rng.int(2, 40) * 10000 : 0,
      formatIds: [] as number[],
      openingStatus: rng.pick(['vacant', 'vacant', 'vacant', 'leasing_soon', 'leased']),
      grade: rng.pick(V.SHOP_GRADES),
      powerKw: food ? rng.int(30, 200) : rng.int(5, 60),
      water: food || rng.chance(0.4),
      exhaust: food ? rng.chance(0.9) : rng.chance(0.1),
      gas: food ? rng.chance(0.7) : false,
      availableDate: isoDate(daysFromEpoch(rng.int(-30, 180))),
      dailyTraffic: Math.round(m.traffic * (0.05 + rng.next() * 0.4)),
      housekeeperId: localConsultant(m.cityCode, i),
      coverUrl: img(kind, `s${i + 1}`),
      images: [1, 2, 3].map((k) => img(kind, `s${i + 1}-${k}`)),
      description: '',
    };
    // 推荐业态 follow from the engineering conditions (the shared rule): of the formats drawn, those
    // the unit can take; the title and text then say only what the unit is.
    const conditions = { powerKw: row.powerKw, water: row.water, exhaust: row.exhaust, gas: row.gas };
    const allowed = allowedFormats(
      drawn.map((f) => ({ ...f, parentName: f.parent })),
      conditions,
    );
    const fmt = allowed.length ? allowed : [noCateringFormats[i % noCateringFormats.length]];
    row.formatIds = fmt.map((f) => f.id);
    if (kind === 'shop' && inMall) row.title = `${m.name} ${unitNo}铺 ${area}㎡ ${fmt[0].name}`;
    const title = row.title;
    row.description = `${title}，位于${address}。${kind === 'point' ? '点位人流集中，适合品牌快闪、产品展示与小型零售。' : `面积${area}㎡，${kitchenText(conditions)}，${rng.pick(inMall ? MALL_SPOTS : STREET_SPOTS)}。推荐业态：${fmt.map((f) => f.name).join('、')}。`}`;
    if (kind === 'shop' && row.mallId !== null && (ON_MARKET_STATUSES as readonly string[]).includes(row.openingStatus)) {
      const a = onMarketAreas.get(row.mallId);
      onMarketAreas.set(row.mallId, { min: Math.min(a?.min ?? area, area), max: Math.max(a?.max ?? area, area) });
    }
    // Drawn in the order the seed always drew them, so every later value stays the same.
    shopViews.push(rng.int(0, 5000));
    const search = shopSearchText({
      title,
      cityName: city,
      districtName: districtName.get(district.code),
      address,
      mallName: inMall ? m.name : null,
      formatNames: fmt.map((f) => f.name),
      description: row.description,
    });
    shopRows.push({ ...row, search: tsv(search), createdAt: daysFromEpoch(-rng.int(0, 400)) });
    if (shopRows.length >= 5000) await flush();
  }
  await flush();
  log(`shops: ${total}`);

  // Event spaces.
  const spaceRows = Array.from({ length: size.spaces }, (_, i) => {
    const m = rng.pick(mallMeta);
    const location = rng.pick(V.SPACE_LOCATIONS);
    return {
      name: `${m.name}${location}活动场地`,
      mallId: m.id,
      cityCode: m.cityCode,
      districtCode: m.districtCode,
      location,
      area: rng.int(20, 600),
      leaseTypes: rng.pickSome(V.LEASE_TYPES, rng.int(2, 4)),
      formatIds: rng.pickSome(leafFormats, 3).map((f) => f.id),
      priceDay: rng.int(8, 200) * 100,
      minDays: rng.pick([1, 1, 2, 3, 7]),
      dailyTraffic: Math.round(m.traffic * (0.3 + rng.next() * 0.6)),
      facilities: rng.pickSome(V.FACILITIES, rng.int(2, 5)),
      coverUrl: img('space', `p${i + 1}`),
      images: [1, 2, 3].map((k) => img('space', `p${i + 1}-${k}`)),
      description: `${m.name}${location}，客流集中、视野开阔，可承接${rng.pickSome(V.LEASE_TYPES, 2).join('、')}等活动，提供基础电源与安保支持。`,
      hot: i % 4 === 0,
      createdAt: daysFromEpoch(-rng.int(0, 300)),
    };
  });
  await insertBatches(spaceRows, 1000, (b) => db.insert(spaces).values(b));

  // Articles.
  const articleRows = Array.from({ length: size.articles }, (_, i) => {
    const category = V.ARTICLE_CATEGORIES[i % V.ARTICLE_CATEGORIES.length];
    const m = rng.pick(mallMeta);
    const topic = rng.pick(V.NEWS_TOPICS);
    const brandId = rng.int(1, size.brands);
    // A mall still in preparation has neither visitors nor services yet: its news come from lists of
    // the same length, so the one draw stays and every later value is unchanged.
    const preparing = m.openDay > 0;
    const title =
      category === 'brand_story'
        ? `品牌故事｜${brandRows[brandId - 1].name}：从第一家店到${brandRows[brandId - 1].storeCount}家门店`
        : category === 'square'
          ? `${m.name}广场服务：${rng.pick(preparing ? ['会员预注册开启', '开业活动预告', '招商说明会报名', '首批品牌揭晓'] : ['停车优惠升级', '会员积分焕新', '亲子活动月', '夜经济市集开幕'])}`
          : `${topic}｜${m.name}${rng.pick(preparing ? ['招商启动', '开业倒计时', '首批品牌签约', '引入多家区域首店', '工程进度更新'] : ['二期招商启动', '焕新开业', '首店经济再升级', '引入多家区域首店', '客流同比增长'])}`;
    const news = `${m.name}近日发布消息，${rng.pick(['项目将于年内完成业态调整', '多个首店品牌确认入驻', '餐饮与娱乐业态占比进一步提升', '面向全国品牌开放招商'])}。`;
    // The area range once drawn here is still drawn, so every later value stays the same; the text
    // states the mall's own 在租铺位 instead, which its 查看在租铺位 list shows (decision 017).
    rng.int(20, 80);
    rng.int(200, 1200);
    const vacancy = vacancyText(onMarketAreas.get(m.id));
    const paragraphs = [
      news,
      `据项目方介绍，${vacancy}重点引进${rng
        .pickSome(leafFormats, 3)
        .map((f) => f.name)
        .join('、')}等业态。`,
      `${rng.pick(V.SURNAMES)}先生表示：“我们希望与品牌方一起，为周边${rng.int(10, 60)}万常住人口提供更丰富的消费选择。”`,
      `有意向的品牌可通过商铺汇预约顾问，顾问将在1个工作日内与您联系。`,
    ];
    return {
      category,
      title,
      summary: paragraphs[0],
      content: paragraphs.join('\n\n'),
      coverUrl: img('news', `n${i + 1}`),
      author: rng.pick(V.SURNAMES) + rng.pick(V.GIVEN),
      source: rng.pick(['商铺汇', '商业地产观察', '零售资讯', '城市商业']),
      mallId: m.id,
      brandId: category === 'brand_story' ? brandId : null,
      cityCode: m.cityCode,
      tags: [topic, rng.pick(['首店', '招商', '开业', '餐饮', '零售'])],
      views: rng.int(50, 20000),
      publishedAt: daysFromEpoch(-rng.int(0, 365)),
      search: tsv(searchText(title, paragraphs.join(' '))),
    };
  });
  await insertBatches(articleRows, 500, (b) => db.insert(articles).values(b));

  // A case tells how a brand came to open in a mall, so it is one of that mall's settled brands, on
  // the same floor and day; and it reports the first month's sales, so the opening is a month past.
  const monthAgo = isoDate(daysFromEpoch(-30));
  const caseSettlements = mallBrandRows.filter((r) => r.openedAt <= monthAgo);
  await db.insert(cases).values(
    Array.from({ length: size.cases }, (_, i) => {
      const settled = rng.pick(caseSettlements);
      const m = mallMeta[settled.mallId - 1];
      const b = settled.brandId;
      // Taken in the order the case always drew its values, so every later value stays the same;
      // the draws for the brand, the floor and the day are now read from the settlement.
      rng.next();
      const signingDays = rng.int(15, 60);
      const shopsShown = rng.int(3, 8);
      rng.next();
      const salesShare = rng.int(100, 160);
      rng.next();
      return {
        title: `${brandRows[b - 1].name}入驻${m.name}`,
        brandId: b,
        mallId: m.id,
        summary: `通过商铺汇顾问撮合，${brandRows[b - 1].name}在${signingDays}天内完成选址签约。`,
        content: `品牌需求：${brandRows[b - 1].areaMin}-${brandRows[b - 1].areaMax}㎡。\n\n顾问根据客流与业态匹配推荐了${shopsShown}个铺位，最终选定${m.name}${settled.floor}的铺位。\n\n开业首月营业额达到预期的${salesShare}%。`,
        coverUrl: img('case', `k${i + 1}`),
        openedAt: settled.openedAt,
      };
    }),
  );

  await db.insert(adverts).values([
    ...BANNER_HEIGHTS.map((height, i) => ({
      position: 'home_banner',
      title: ['全国好铺 一站直达', '智能选址 三步找到好位置', '品牌招商季 首店扶持政策', '快闪场地 按天租赁', '加盟好品牌 稳健开新店'][i],
      subtitle: ['覆盖20城优质商场与街铺', '按业态、面积、预算智能匹配', '入驻即享专属顾问服务', '中庭、广场、连廊多种场地', '精选连锁品牌 透明投资'][i],
      imageUrl: img('banner', `banner${i + 1}`),
      linkUrl: ['/findShopList?tabcheck=1', '/shopRecommended', '/hotInvestment', '/spaceList?tabcheck=2', '/franchiseBrands'][i],
      height,
      sort: i,
    })),
    {
      position: 'home_strip',
      title: '商户服务：装修、保险、招聘、人事代理',
      imageUrl: img('banner', 'strip1'),
      linkUrl: '/merchantService',
      height: 120,
      sort: 0,
    },
  ]);

  await db.insert(homeConfigs).values({
    channelCode: 'ch_web',
    config: {
      sections: [
        { key: 'banner', title: '焦点推荐', enabled: true },
        { key: 'entries', title: '找铺找场 一站服务', enabled: true },
        { key: 'featuredMalls', title: '精选商场', subtitle: '优质项目 实时招商', enabled: true },
        { key: 'ranking', title: '招商热度榜', subtitle: '按招商热度排序', enabled: true },
        { key: 'shops', title: '热门铺位', enabled: true },
        { key: 'news', title: '商业资讯', enabled: true },
        { key: 'cases', title: '精彩案例', enabled: true },
      ],
      hotWords: ['火锅', '咖啡', '社区商业', '中庭快闪', '临街旺铺', '儿童业态'],
    },
  });

  await db.insert(agreements).values([
    { code: 'AGREEMENT', name: '商铺汇用户服务协议', version: '2025-06-01', content: agreementText('用户服务协议', '2025-06-01') },
    { code: 'AGREEMENT', name: '商铺汇用户服务协议', version: '2026-09-01', content: agreementText('用户服务协议', '2026-09-01') },
    { code: 'PRIVACY_POLICY', name: '商铺汇隐私政策', version: '2025-06-01', content: agreementText('隐私政策', '2025-06-01') },
    { code: 'PRIVACY_POLICY', name: '商铺汇隐私政策', version: '2026-09-01', content: agreementText('隐私政策', '2026-09-01') },
  ]);

  // Demo members: a VIP L3 member and a seller (log in with the SMS code the local driver prints).
  await db.insert(members).values([
    { userId: 'demo0000000000000000000000000003', phone: '13800000003', nickName: '演示会员L3', gradeCode: 'L3', roles: [] },
    { userId: 'demo0000000000000000000000000011', phone: '13800000011', nickName: '演示商家', gradeCode: 'L1', roles: [SELLER_ROLE] },
  ]);

  await seedContent(db, log);
  await seedPersonalCentre(db, log);
  await seedSeller(db);
  await seedPayments(db);
  log('seller centre: demo seller 13800000011');
  await seedStorefront(db);
  await seedConsultantEvaluations(db);
  await seedProviderEvaluations(db);
  // Planner statistics: PGlite has no autovacuum, and without them the first queries pick
  // bad plans (home ranking: 2.4 s instead of milliseconds at the large scale).
  await markSearchTextCurrent(db);
  await db.execute(sql`analyze`);
  log(`seeded ${scale} in ${Date.now() - started} ms`);
}

/**
 * The day a brand opened in a mall, from a drawn 10–1500 days back: the draw keeps its place in the
 * window between the earliest possible day (the mall's opening, the brand's founding, 1500 days
 * back) and 10 days back. A mall still in preparation has no past: its brands open with it.
 */
function settledDay(daysBack: number, mallOpenDay: number, foundedYear: number) {
  if (mallOpenDay > 0) return mallOpenDay;
  const latest = -10;
  const founded = Math.ceil((Date.UTC(foundedYear, 0, 1) - SEED_EPOCH) / 86400000);
  const earliest = Math.max(mallOpenDay, founded, -1500);
  if (earliest >= latest) return latest;
  return Math.round(latest - ((daysBack - 10) / 1490) * (latest - earliest));
}

function agreementText(kind: string, version: string) {
  return [
    `商铺汇${kind}（版本：${version}）`,
    `一、总则。欢迎使用商铺汇。本${kind}说明您在使用商铺汇网站、小程序及相关服务时的权利与义务。`,
    '二、账号。您使用手机号码及短信验证码登录，应妥善保管账号，不得转让或出借。',
    '三、信息收集与使用。我们仅为提供找铺、预约顾问、合作对接等服务收集必要信息，并采取加密存储、访问控制等措施保护您的信息安全。',
    '四、留资与顾问服务。您提交的品牌与联系方式将由商铺汇顾问在1个工作日内跟进。',
    '五、账号注销。您可在个人中心申请注销账号，注销后我们将删除或匿名化处理您的个人信息。',
    '六、联系我们。如有疑问，请通过客服电话或邮箱与我们联系。',
  ].join('\n\n');
}
