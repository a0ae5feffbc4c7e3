/**
 * The requests of `npm run bench:mix` (decision 065), drawn one at a time from a seeded generator so
 * that a run never cycles through a fixed list: the load worker draws them live, and the SQL
 * capture of the database ceiling draws the same first requests from the same seed.
 *
 * What is drawn, and from what (the world is read from the database once, by bench/mix.ts):
 *   - list pages: a city weighted by its units, often a district weighted by its units, a format,
 *     an area band, a rent ceiling or a grade; a sort; a page (mostly the first);
 *   - details: a unit or a mall by a Zipf popularity over a seeded shuffle of every id;
 *   - search: terms of real listings (bench/search-terms.ts, some mistyped) by a Zipf popularity;
 *   - map viewports: a 1440×900 screen over a top-bar city at zoom 10–17 (bench/map-draws.ts);
 *   - member calls with the tokens of members who have a session: unread count, collection
 *     counts and list, member info and level;
 *   - writes (about 2 %): leads, collections, chat messages.
 * Every request comes from one of a few thousand client addresses (X-Forwarded-For), as from users.
 */
import {
  SHOP_SORTS,
  branderSettledOp,
  chatSendOp,
  collectCountsOp,
  collectPageShopListOp,
  homeConfigByChannelOp,
  mapShopSearchOp,
  memberInfoOp,
  memberLevelOp,
  projectPageListOp,
  queryProjectDetailsOp,
  searchAllOp,
  shopDetailOp,
  shopPageListOp,
  storeUpOp,
  unreadCntOp,
} from '@shp/contracts';
import { randomFilter, rng, viewport, type CityBox } from './map-draws.js';
import type { Lookups } from '../apps/api/src/lib/lookups.js';
import type { SearchTerm } from './search-terms.js';

export interface MixWorld {
  /** Cities with units, weighted by their units, and their districts likewise. */
  cities: { code: string; weight: number; districts: { code: string; weight: number }[] }[];
  formats: { id: number; parentId: number | null }[];
  /** Published unit ids, most popular first (a seeded shuffle: popularity is not the id order). */
  shopIds: number[];
  mallIds: number[];
  /** Search terms, most asked first. */
  terms: SearchTerm[];
  boxes: CityBox[];
  members: { id: number; token: string }[];
  brandNames: string[];
}

export interface MixRequest {
  op: string;
  path: string;
  body: string;
  headers: Record<string, string>;
  write: boolean;
}

/** Index 0…n-1 with P(k) ∝ 1/(k+1)^s, by binary search over the cumulative weights. */
export function zipf(n: number, s: number): (r: number) => number {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) cdf[k] = sum += 1 / (k + 1) ** s;
  return (r) => {
    const x = r * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

function weighted<T extends { weight: number }>(items: T[]): (r: number) => T {
  const total = items.reduce((n, i) => n + i.weight, 0);
  return (r) => {
    let x = r * total;
    for (const i of items) if ((x -= i.weight) < 0) return i;
    return items[items.length - 1]!;
  };
}

/** Shares of the mix in percent; `write` ones are the writes (about 2 % in all). */
export const MIX_SHARES: { op: string; share: number; write?: boolean }[] = [
  { op: 'shop list', share: 26 },
  { op: 'mall list', share: 6 },
  { op: 'shop detail', share: 20 },
  { op: 'mall detail', share: 5 },
  { op: 'search', share: 12 },
  { op: 'map', share: 8 },
  { op: 'home config', share: 3 },
  { op: 'unread count', share: 7 },
  { op: 'collection counts', share: 3 },
  { op: 'collected units', share: 3 },
  { op: 'member info', share: 3 },
  { op: 'member level', share: 2 },
  { op: 'lead', share: 0.7, write: true },
  { op: 'collect', share: 0.9, write: true },
  { op: 'chat message', share: 0.4, write: true },
];

const AREA_BANDS = [{ max: 50 }, { min: 50, max: 100 }, { min: 100, max: 200 }, { min: 200, max: 500 }, { min: 500 }];
const RENT_CEILINGS = [5000, 10000, 20000, 30000, 50000, 100000];
const SORT_WEIGHTS: Record<(typeof SHOP_SORTS)[number], number> = { default: 60, newest: 12, rentAsc: 10, rentDesc: 3, areaAsc: 5, areaDesc: 5, traffic: 5 };
const MALL_SORTS = ['default', 'traffic', 'newest', 'rentAsc', 'area'] as const;
const CHAT_OPENERS = ['请问这个铺位还在租吗', '想了解一下租金能不能谈', '这个商场的客流怎么样', '可以约时间看铺吗', '转让费是多少', '有没有更大面积的'];
const CHAT_ENDINGS = ['？', '，谢谢', '，麻烦回复一下', '。', '，周末可以吗？', '，我做餐饮'];

export function mixDrawer(world: MixWorld, seed: number): () => MixRequest {
  const r = rng(seed);
  const city = weighted(world.cities);
  const share = weighted(MIX_SHARES.map((s) => ({ ...s, weight: s.share })));
  const shopRank = zipf(world.shopIds.length, 1.05);
  const mallRank = zipf(world.mallIds.length, 1.05);
  const termRank = zipf(world.terms.length, 0.9);
  const sorts = weighted(SHOP_SORTS.map((s) => ({ s, weight: SORT_WEIGHTS[s] })));
  const topFormats = world.formats.filter((f) => f.parentId === null);
  const lk = { formats: world.formats } as unknown as Lookups; // randomFilter reads only the formats
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  /** Page 1 most of the time, then fewer and fewer. */
  const page = () => {
    const x = r();
    return x < 0.62 ? 1 : x < 0.8 ? 2 : x < 0.9 ? 3 : 4 + Math.floor(r() * 7);
  };
  const envelope = (data: unknown, pageParam?: { pageNum: number; pageSize: number }) =>
    JSON.stringify({ channelCode: 'ch_web', data, ...(pageParam ? { pageParam } : {}) });
  let n = 0;

  return () => {
    n += 1;
    const s = share(r());
    // A few thousand users' addresses: the per-address limits see users, not the load generator.
    const addr = Math.floor(r() * 4000);
    const headers: Record<string, string> = { 'x-forwarded-for': `10.${20 + (addr >> 8)}.${addr & 255}.${1 + (n % 250)}` };
    const member = () => {
      const m = pick(world.members);
      headers['member-token'] = m.token;
      return m;
    };
    const req = (path: string, body: string): MixRequest => ({ op: s.op, path, body, headers, write: Boolean(s.write) });
    switch (s.op) {
      case 'shop list': {
        const c = city(r());
        const f: Record<string, unknown> = { kind: r() < 0.8 ? 'shop' : 'point', cityCode: c.code };
        if (c.districts.length && r() < 0.45) f.region = weighted(c.districts)(r()).code;
        if (r() < 0.35) {
          const top = pick(topFormats);
          const children = world.formats.filter((x) => x.parentId === top.id);
          f.formatTypes = [children.length && r() < 0.4 ? pick(children).id : top.id];
        }
        if (r() < 0.4) f.area = pick(AREA_BANDS);
        if (r() < 0.15) f.rentMax = pick(RENT_CEILINGS);
        if (r() < 0.1) f.gradeList = r() < 0.5 ? ['A'] : ['A', 'B'];
        if (r() < 0.2) f.openingStatus = 'onMarket';
        f.sort = sorts(r()).s;
        return req(shopPageListOp.path, envelope(f, { pageNum: page(), pageSize: 20 }));
      }
      case 'mall list': {
        const c = city(r());
        const f: Record<string, unknown> = { cityCode: c.code };
        if (c.districts.length && r() < 0.35) f.districtCode = weighted(c.districts)(r()).code;
        if (r() < 0.25) f.formatId = pick(topFormats).id;
        f.sort = r() < 0.7 ? 'default' : pick(MALL_SORTS);
        return req(projectPageListOp.path, envelope(f, { pageNum: page(), pageSize: 20 }));
      }
      case 'shop detail':
        return req(shopDetailOp.path, envelope({ id: world.shopIds[shopRank(r())] }));
      case 'mall detail':
        return req(queryProjectDetailsOp.path, envelope({ id: world.mallIds[mallRank(r())] }));
      case 'search': {
        const t = world.terms[termRank(r())]!;
        return req(
          searchAllOp.path,
          envelope({ keyword: t.keyword, type: 'all', ...(t.cityCode ? { cityCode: t.cityCode } : {}) }, { pageNum: 1, pageSize: 20 }),
        );
      }
      case 'map': {
        const box = pick(world.boxes);
        const zoom = 10 + Math.floor(r() * 8);
        const filter = randomFilter(box, lk, r);
        return req(mapShopSearchOp.path, envelope({ filter, area: { bbox: viewport(box, zoom, r), zoom } }, { pageNum: 1, pageSize: 10 }));
      }
      case 'home config':
        return req(homeConfigByChannelOp.path, envelope({}));
      case 'unread count':
        member();
        return req(unreadCntOp.path, envelope({}));
      case 'collection counts':
        member();
        return req(collectCountsOp.path, envelope({}));
      case 'collected units':
        member();
        return req(collectPageShopListOp.path, envelope({}, { pageNum: r() < 0.8 ? 1 : 2, pageSize: 10 }));
      case 'member info':
        member();
        return req(memberInfoOp.path, envelope({}));
      case 'member level':
        member();
        return req(memberLevelOp.path, envelope({}));
      case 'lead': {
        const m = member();
        return req(
          branderSettledOp.path,
          envelope({ useBrandName: pick(world.brandNames), liaison: `压测${m.id}`, isOpenShop: r() < 0.6 ? 'Y' : 'N', sourceType: '2' }),
        );
      }
      case 'collect':
        member();
        return req(storeUpOp.path, envelope({ targetType: 'shop', targetId: world.shopIds[shopRank(r())] }));
      case 'chat message':
        member();
        return req(chatSendOp.path, envelope({ content: `${pick(CHAT_OPENERS)}${pick(CHAT_ENDINGS)}（${n}）` }));
      default:
        throw new Error(`no draw for ${s.op}`);
    }
  };
}
