import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SHOP_AREA_RANGES, openingStatusesOf, shopFilterSchema, type ShopFilter } from '@shp/contracts';
import {
  AREA_BOUNDS,
  RENT_BOUNDS,
  CountSummaries,
  bandSpan,
  rentBandsUpTo,
  filterDistricts,
  needsDistrictSummaries,
  planByDistrict,
  planTotal,
  type CitySummary,
  type CountGroup,
  type FormatChoice,
} from './count-summary.js';

interface Unit {
  grade: 'A' | 'B' | 'C';
  area: number;
  formats: number[];
  district: string;
  floor: string;
  opening: string;
  rent: number;
}

/** What PostgreSQL's width_bucket(value, bounds) answers, written out plainly. */
function bandOf(area: number, bounds: readonly number[] = AREA_BOUNDS): number {
  let band = 0;
  while (band < bounds.length && area >= bounds[band]) band += 1;
  return band;
}

function groupsOf(units: Unit[]): CountGroup[] {
  const m = new Map<string, CountGroup>();
  for (const u of units) {
    const band = bandOf(u.area);
    const g = m.get(`${u.grade}${band}`) ?? { grade: u.grade, band, n: 0 };
    g.n += 1;
    m.set(`${u.grade}${band}`, g);
  }
  return [...m.values()];
}

// Formats 1–5 under first-level formats 10–12 (12 has one child); 6 is a format no unit carries.
const PARENT: Record<number, number> = { 1: 10, 2: 10, 3: 11, 4: 11, 5: 12 };
const expand = (ids: number[]) => [
  ...new Set(
    ids.flatMap((id) =>
      id >= 10
        ? Object.keys(PARENT)
            .map(Number)
            .filter((c) => PARENT[c] === id)
        : [id],
    ),
  ),
];

/** As the service's formatChoice: expanded, and the first-level format they are exactly the children of. */
function choiceOf(f: ShopFilter): FormatChoice {
  const ids = expand(f.formatTypes ?? []);
  const parentId = PARENT[ids[0]];
  const siblings = parentId === undefined ? [] : expand([parentId]);
  return ids.length > 1 && siblings.length === ids.length && siblings.every((id) => ids.includes(id)) ? { ids, parentId } : { ids };
}

function summaryOf(units: Unit[]): CitySummary {
  const ids = [...new Set(units.flatMap((u) => u.formats))];
  return {
    groups: groupsOf(units),
    byFormat: new Map(ids.map((id) => [id, groupsOf(units.filter((u) => u.formats.includes(id)))])),
    byParent: new Map([10, 11, 12].map((p) => [p, groupsOf(units.filter((u) => u.formats.some((id) => PARENT[id] === p)))])),
    byDistrict: new Map([...new Set(units.map((u) => u.district))].map((d) => [d, groupsOf(units.filter((u) => u.district === d))])),
    byFloor: new Map([...new Set(units.map((u) => u.floor))].map((fl) => [fl, groupsOf(units.filter((u) => u.floor === fl))])),
    byOpening: new Map([...new Set(units.map((u) => u.opening))].map((o) => [o, groupsOf(units.filter((u) => u.opening === o))])),
    byRent: new Map(
      [...new Set(units.map((u) => bandOf(u.rent, RENT_BOUNDS)))].map((b) => [b, groupsOf(units.filter((u) => bandOf(u.rent, RENT_BOUNDS) === b))]),
    ),
  };
}

const matches = (f: ShopFilter, u: Unit) =>
  (!f.gradeList?.length || f.gradeList.includes(u.grade)) &&
  (f.area?.min === undefined || u.area >= f.area.min) &&
  (f.area?.max === undefined || u.area <= f.area.max) &&
  (!f.formatTypes?.length || expand(f.formatTypes).some((id) => u.formats.includes(id))) &&
  (f.region === undefined || u.district === f.region || Boolean(f.addressList?.includes(u.district))) &&
  (f.region !== undefined || !f.addressList?.length || f.addressList.includes(u.district)) &&
  (!f.floorList?.length || f.floorList.includes(u.floor as (typeof f.floorList)[number])) &&
  (f.openingStatus === undefined || openingStatusesOf(f.openingStatus).some((s) => s === u.opening)) &&
  (f.rentMax === undefined || u.rent <= f.rentMax);

/**
 * The total as the service forms it: the city's summary, or districts crossed with another choice
 * from each chosen district's own summary; plus the cut bands counted with the full filter, capped.
 */
function totalFromPlan(f: ShopFilter, units: Unit[], cap: number): number | undefined {
  const choice = choiceOf(f);
  let plan = planTotal(f, summaryOf(units), choice);
  if (!plan && needsDistrictSummaries(f, choice)) {
    plan = planByDistrict(
      f,
      filterDistricts(f).map((d) => summaryOf(units.filter((u) => u.district === d))),
      choice,
    );
    expect(plan).toBeDefined();
  }
  if (!plan) return undefined;
  if (plan.counted >= cap) return cap;
  const inSpan = (u: Unit, s: (typeof plan.edges)[number]) =>
    (s.lo === undefined || u.area >= s.lo) &&
    (s.hi === undefined || u.area < s.hi) &&
    (s.rent?.lo === undefined || u.rent >= s.rent.lo) &&
    (s.rent?.hi === undefined || u.rent < s.rent.hi);
  // Each part is counted once in SQL: a unit in two parts would be counted twice.
  const inEdges = units.filter((u) => matches(f, u)).flatMap((u) => plan.edges.filter((s) => inSpan(u, s)));
  return plan.counted + Math.min(cap - plan.counted, inEdges.length);
}

// Areas as stored (two decimals): mostly within a few bands, so units fall on both sides of a
// range's ends inside one band; some on and beside band bounds; a few anywhere.
const area = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 6_000 }).map((c) => c / 100), weight: 3 },
  { arbitrary: fc.constantFrom(...AREA_BOUNDS).chain((b) => fc.constantFrom(b, Math.max(0, b - 0.01), b + 0.01)), weight: 1 },
  { arbitrary: fc.integer({ min: 0, max: 12_000_000 }).map((c) => c / 100), weight: 1 },
);
// The contract takes 0–100000 ㎡ for a range (stored areas may exceed it), typed to any precision.
const bound = fc.oneof(
  area.filter((a) => a <= 100_000),
  fc.integer({ min: 0, max: 60_000 }).map((c) => c / 1000),
);
// Rent bounds the generated rents and ceilings share.
const RENT_SAMPLE = [0, 1000, 10_000, 30_000, 35_000, 300_000, 2_000_000];
// The last is a district no unit lies in (or another city's).
const DISTRICTS = ['310101', '310104', '310105', '110101'];
const unit = fc.record({
  grade: fc.constantFrom('A' as const, 'B' as const, 'C' as const),
  area,
  formats: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }),
  district: fc.constantFrom(...DISTRICTS.slice(0, 3)),
  floor: fc.constantFrom('B1', '1F', '2F'),
  // Leased units too: 在租 (onMarket) must leave them out.
  opening: fc.constantFrom('vacant', 'vacant', 'leasing_soon', 'leased'),
  // Monthly rents as stored (two decimals): on, beside and inside a few band bounds (the ceilings
  // below pick the same ones, so units fall on both sides of a ceiling within its band), and anywhere.
  rent: fc.oneof(
    { arbitrary: fc.constantFrom(...RENT_SAMPLE).chain((b) => fc.constantFrom(b, Math.max(0, b - 0.01), b + 0.01, b + 400, b + 500, b + 600)), weight: 3 },
    { arbitrary: fc.integer({ min: 0, max: 300_000_000 }).map((c) => c / 100), weight: 1 },
  ),
});
const filter = fc
  .record({
    gradeList: fc.option(fc.subarray(['A', 'B', 'C'] as const), { nil: undefined }),
    formatTypes: fc.option(fc.uniqueArray(fc.constantFrom(1, 2, 3, 4, 5, 6, 10, 11, 12), { minLength: 1, maxLength: 2 }), { nil: undefined }),
    a: fc.option(bound, { nil: undefined }),
    b: fc.option(bound, { nil: undefined }),
    region: fc.option(fc.constantFrom(...DISTRICTS), { nil: undefined, freq: 3 }),
    addressList: fc.option(fc.subarray(DISTRICTS), { nil: undefined, freq: 2 }),
    // 3F is a floor no unit is on.
    floorList: fc.option(fc.subarray(['B1', '1F', '2F', '3F'] as const), { nil: undefined, freq: 2 }),
    openingStatus: fc.option(fc.constantFrom('onMarket', 'vacant', 'leasing_soon', 'leased'), { nil: undefined, freq: 2 }),
    // The contract takes whole yuan: round budgets (on a bound) and any other.
    rentMax: fc.option(
      fc.oneof(
        fc.constantFrom(...RENT_SAMPLE).chain((b) => fc.constantFrom(b, b + 500)),
        fc.integer({ min: 0, max: 3_000_000 }),
      ),
      { nil: undefined, freq: 2 },
    ),
  })
  .map(({ gradeList, formatTypes, a, b, region, addressList, floorList, openingStatus, rentMax }) => {
    const [min, max] = a !== undefined && b !== undefined && a > b ? [b, a] : [a, b];
    return shopFilterSchema.parse({
      kind: 'shop',
      cityCode: '310000',
      gradeList,
      formatTypes,
      region,
      addressList,
      floorList,
      openingStatus,
      rentMax,
      area: min === undefined && max === undefined ? undefined : { min, max },
    });
  });

describe('planTotal', () => {
  it('gives the same capped total as counting every unit, for any units, grades, format, districts, floors, opening status, rent ceiling and area range', () => {
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 300 }), filter, fc.integer({ min: 1, max: 400 }), (units, f, cap) => {
        const total = totalFromPlan(f, units, cap);
        const choice = choiceOf(f);
        const crossed =
          [Boolean(f.floorList?.length), f.openingStatus !== undefined, choice.ids.length > 0, f.rentMax !== undefined].filter(Boolean).length > 1;
        // A rent ceiling is added up in a city's summary only, never with districts.
        const rentWithDistricts = f.rentMax !== undefined && filterDistricts(f).length > 0;
        // Several formats not making up one first-level format: a unit may carry more than one of
        // them, so nothing adds them up; and floors, opening status and formats are not crossed in a
        // summary (districts are, with one of them, district by district).
        if ((choice.ids.length > 1 && choice.parentId === undefined) || crossed || rentWithDistricts) expect(total).toBeUndefined();
        else expect(total).toBe(Math.min(cap, units.filter((u) => matches(f, u)).length));
      }),
      { numRuns: 3000 },
    );
  });

  it('leaves only the units of exactly a chip’s upper bound to count, and nothing for a city without a range', () => {
    const units: Unit[] = Array.from({ length: 2000 }, (_, i) => ({
      grade: (['A', 'B', 'C'] as const)[i % 3],
      area: (i * 7.31) % 1500,
      formats: [],
      district: '310101',
      floor: '1F',
      opening: 'vacant',
      rent: 20_000,
    }));
    for (const r of [...SHOP_AREA_RANGES, undefined]) {
      const f = shopFilterSchema.parse({ cityCode: '310000', gradeList: ['A', 'B'], area: r && { min: r.min, max: r.max } });
      const plan = planTotal(f, summaryOf(units));
      // The range's max is inclusive: a unit of exactly 100 ㎡ is in 50-100㎡, and its band starts there.
      expect(plan?.edges.every((e) => e.lo === r?.max && e.lo !== undefined)).toBe(true);
      expect(totalFromPlan(f, units, 10_000)).toBe(units.filter((u) => matches(f, u)).length);
    }
  });

  it('does not apply without a city or with a filter the summary does not record', () => {
    const g = summaryOf([{ grade: 'A', area: 80, formats: [3, 4], district: '310101', floor: '1F', opening: 'vacant', rent: 20_000 }]);
    expect(planTotal(shopFilterSchema.parse({ cityCode: '310000' }), g, { ids: [3] })).toBeUndefined();
    expect(planTotal(shopFilterSchema.parse({}), g)).toBeUndefined();
    for (const extra of [{ mallId: 3 }, { keyword: '旺铺' }]) {
      expect(planTotal(shopFilterSchema.parse({ cityCode: '310000', ...extra }), g), JSON.stringify(extra)).toBeUndefined();
    }
    // Districts are added up, but not crossed with formats.
    expect(planTotal(shopFilterSchema.parse({ cityCode: '310000', region: '310101', addressList: ['310101', '310104'] }), g)).toEqual({
      counted: 1,
      edges: [],
    });
    expect(planTotal(shopFilterSchema.parse({ cityCode: '310000', addressList: ['310104'] }), g)).toEqual({ counted: 0, edges: [] });
    expect(planTotal(shopFilterSchema.parse({ cityCode: '310000', region: '310101', formatTypes: [3] }), g, { ids: [3] })).toBeUndefined();
    // Floors likewise, crossed with neither.
    expect(planTotal(shopFilterSchema.parse({ cityCode: '310000', floorList: ['1F', 'B1', '1F'] }), g)).toEqual({ counted: 1, edges: [] });
    expect(planTotal(shopFilterSchema.parse({ cityCode: '310000', floorList: ['2F'] }), g)).toEqual({ counted: 0, edges: [] });
    expect(planTotal(shopFilterSchema.parse({ cityCode: '310000', floorList: ['1F'], region: '310101' }), g)).toBeUndefined();
    expect(planTotal(shopFilterSchema.parse({ cityCode: '310000', floorList: ['1F'], formatTypes: [3] }), g, { ids: [3] })).toBeUndefined();
    expect(planTotal(shopFilterSchema.parse({ cityCode: '310000', openingStatus: 'vacant' }), g)).toEqual({ counted: 1, edges: [] });
    expect(planTotal(shopFilterSchema.parse({ cityCode: '310000', openingStatus: 'leased' }), g)).toEqual({ counted: 0, edges: [] });
    expect(planTotal(shopFilterSchema.parse({ cityCode: '310000', openingStatus: 'vacant', floorList: ['1F'] }), g)).toBeUndefined();
    // 在租 (decision 017) adds up vacant and leasing_soon, never leased, like two floors.
    const market = summaryOf([
      { grade: 'A', area: 80, formats: [], district: '310101', floor: '1F', opening: 'vacant', rent: 20_000 },
      { grade: 'B', area: 85, formats: [], district: '310101', floor: '1F', opening: 'leasing_soon', rent: 20_000 },
      { grade: 'A', area: 90, formats: [], district: '310101', floor: '1F', opening: 'leased', rent: 20_000 },
    ]);
    expect(planTotal(shopFilterSchema.parse({ cityCode: '310000', openingStatus: 'onMarket' }), market)).toEqual({ counted: 2, edges: [] });
    expect(planTotal(shopFilterSchema.parse({ cityCode: '310000', openingStatus: 'onMarket', area: { max: 82 } }), market)).toEqual({
      counted: 0,
      edges: [{ lo: 80, hi: 90 }],
    });
    expect(planTotal(shopFilterSchema.parse({ cityCode: '310000', openingStatus: 'onMarket', floorList: ['1F'] }), market)).toBeUndefined();
    // A rent ceiling adds up the rent bands under it; on a bound only the units at
    // exactly that rent are left to count, and only in the area bands counted whole.
    const rents = summaryOf([
      { grade: 'A', area: 80, formats: [], district: '310101', floor: '1F', opening: 'vacant', rent: 29_999.99 },
      { grade: 'A', area: 80, formats: [], district: '310101', floor: '1F', opening: 'vacant', rent: 30_000 },
      { grade: 'A', area: 80, formats: [], district: '310101', floor: '1F', opening: 'vacant', rent: 31_000 },
    ]);
    expect(planTotal(shopFilterSchema.parse({ cityCode: '310000', rentMax: 30_000 }), rents)).toEqual({
      counted: 1,
      edges: [{ lo: undefined, hi: undefined, rent: { lo: 30_000, hi: 35_000 } }],
    });
    expect(planTotal(shopFilterSchema.parse({ cityCode: '310000', rentMax: 30_000, area: { min: 50, max: 85 } }), rents)).toEqual({
      counted: 0,
      edges: [{ lo: 80, hi: 90 }],
    });
    expect(planTotal(shopFilterSchema.parse({ cityCode: '310000', rentMax: 20_000 }), rents)).toEqual({ counted: 0, edges: [] });
    expect(planTotal(shopFilterSchema.parse({ cityCode: '310000', rentMax: 30_000, floorList: ['1F'] }), rents)).toBeUndefined();
    expect(needsDistrictSummaries(shopFilterSchema.parse({ cityCode: '310000', rentMax: 30_000, region: '310101' }))).toBe(false);
    expect(rentBandsUpTo(0)).toEqual({ whole: [0], cut: 1 });
    expect(rentBandsUpTo(2_000_000)).toEqual({ whole: RENT_BOUNDS.map((_, i) => i), cut: RENT_BOUNDS.length });
    // A sort does not change which units match.
    expect(planTotal(shopFilterSchema.parse({ cityCode: '310000', sort: 'rentAsc' }), g)).toEqual({ counted: 1, edges: [] });
    // One format, or the children of one first-level format, are added up; other choices of several are not.
    const byFormat = shopFilterSchema.parse({ cityCode: '310000', formatTypes: [1] });
    expect(planTotal(byFormat, g, { ids: [3] })).toEqual({ counted: 1, edges: [] });
    expect(planTotal(byFormat, g, { ids: [5] })).toEqual({ counted: 0, edges: [] });
    expect(planTotal(byFormat, g, { ids: [3, 4], parentId: 11 })).toEqual({ counted: 1, edges: [] });
    expect(planTotal(byFormat, g, { ids: [3, 4] })).toBeUndefined();
    expect(planTotal(byFormat, g, { ids: [] })).toBeUndefined();
  });

  it('adds districts crossed with a format, floors or an opening status up from each district’s summary, and nothing crossed further', () => {
    const units: Unit[] = [
      { grade: 'A', area: 80, formats: [3, 4], district: '310101', floor: '1F', opening: 'vacant', rent: 20_000 },
      { grade: 'B', area: 55, formats: [1], district: '310101', floor: '2F', opening: 'vacant', rent: 20_000 },
      { grade: 'A', area: 120, formats: [3], district: '310104', floor: '1F', opening: 'leasing_soon', rent: 20_000 },
    ];
    const each = (ds: string[]) => ds.map((d) => summaryOf(units.filter((u) => u.district === d)));
    const f = shopFilterSchema.parse({ cityCode: '310000', addressList: ['310101', '310104'], formatTypes: [3] });
    expect(needsDistrictSummaries(f, { ids: [3] })).toBe(true);
    expect(planByDistrict(f, each(['310101', '310104']), { ids: [3] })).toEqual({ counted: 2, edges: [] });
    // A range cutting the same band in both districts counts that band once, for both.
    const cut = shopFilterSchema.parse({ cityCode: '310000', region: '310101', addressList: ['310104'], floorList: ['1F'], area: { min: 85 } });
    expect(planByDistrict(cut, each(['310101', '310104']))).toEqual({ counted: 1, edges: [{ lo: 80, hi: 90 }] });
    expect(needsDistrictSummaries(shopFilterSchema.parse({ cityCode: '310000', region: '310101', openingStatus: 'vacant' }))).toBe(true);
    expect(needsDistrictSummaries(shopFilterSchema.parse({ cityCode: '310000', region: '310101', openingStatus: 'onMarket' }))).toBe(true);
    // Districts alone are the city's summary's; districts with two more choices, or several
    // formats of different first-level formats, are counted.
    expect(needsDistrictSummaries(shopFilterSchema.parse({ cityCode: '310000', region: '310101' }))).toBe(false);
    expect(needsDistrictSummaries(shopFilterSchema.parse({ cityCode: '310000', region: '310101', floorList: ['1F'], openingStatus: 'vacant' }))).toBe(false);
    expect(needsDistrictSummaries(shopFilterSchema.parse({ cityCode: '310000', region: '310101', formatTypes: [1, 3] }), { ids: [1, 3] })).toBe(false);
    expect(needsDistrictSummaries(shopFilterSchema.parse({ cityCode: '310000', region: '310101', mallId: 2, floorList: ['1F'] }))).toBe(false);
    expect(needsDistrictSummaries(shopFilterSchema.parse({ cityCode: '310000', floorList: ['1F'], openingStatus: 'vacant' }))).toBe(false);
  });

  it('numbers bands as width_bucket does, and every area chip falls on a bound', () => {
    expect(bandSpan(0)).toEqual({ lo: undefined, hi: 0 });
    expect(bandOf(0)).toBe(1);
    expect(bandSpan(1)).toEqual({ lo: 0, hi: 10 });
    expect(bandSpan(AREA_BOUNDS.length)).toEqual({ lo: 100_000, hi: undefined });
    expect([...AREA_BOUNDS].sort((a, b) => a - b)).toEqual(AREA_BOUNDS);
    for (const r of SHOP_AREA_RANGES) for (const b of [r.min, r.max ?? 0]) expect(AREA_BOUNDS).toContain(b);
  });
});

describe('CountSummaries', () => {
  function setup(opts: { maxEntries?: number } = {}) {
    let now = 1_000_000;
    const calls: string[] = [];
    const pending: { resolve: (g: CitySummary) => void; reject: (e: unknown) => void }[] = [];
    const errors: unknown[] = [];
    const s = new CountSummaries(
      (kind, city) => {
        calls.push(`${kind}:${city}`);
        return new Promise((resolve, reject) => pending.push({ resolve, reject }));
      },
      { ttlMs: 60_000, maxEntries: opts.maxEntries ?? 10, onError: (e) => errors.push(e), now: () => now },
    );
    return { s, calls, pending, errors, tick: (ms: number) => (now += ms) };
  }
  const groups: CitySummary = {
    groups: [{ grade: 'A', band: 3, n: 5 }],
    byFormat: new Map(),
    byParent: new Map(),
    byDistrict: new Map(),
    byFloor: new Map(),
    byOpening: new Map(),
    byRent: new Map(),
  };

  it('builds once in the background, answers from the build, and rebuilds ahead of expiry', async () => {
    const { s, calls, pending, tick } = setup();
    expect(s.current('shop', '310000')).toBeUndefined();
    expect(s.current('shop', '310000')).toBeUndefined();
    expect(calls).toEqual(['shop:310000']);
    pending[0].resolve(groups);
    await s.settled();
    expect(s.current('shop', '310000')).toBe(groups);
    expect(s.current('point', '310000')).toBeUndefined();
    tick(46_000);
    // Past three quarters of the TTL: still answered, and one rebuild started.
    expect(s.current('shop', '310000')).toBe(groups);
    expect(s.current('shop', '310000')).toBe(groups);
    expect(calls).toEqual(['shop:310000', 'point:310000', 'shop:310000']);
    tick(15_000);
    // Past the TTL with the rebuild still running: the old summary is not used.
    expect(s.current('shop', '310000')).toBeUndefined();
    const fresh: CitySummary = {
      groups: [{ grade: 'B', band: 1, n: 2 }],
      byFormat: new Map(),
      byParent: new Map(),
      byDistrict: new Map(),
      byFloor: new Map(),
      byOpening: new Map(),
      byRent: new Map(),
    };
    pending[2].resolve(fresh);
    pending[1].resolve({
      groups: [],
      byFormat: new Map(),
      byParent: new Map(),
      byDistrict: new Map(),
      byFloor: new Map(),
      byOpening: new Map(),
      byRent: new Map(),
    });
    await s.settled();
    // The rebuild's age runs from when it began reading (15 s ago), not from when it finished.
    expect(s.current('shop', '310000')).toBe(fresh);
    tick(30_000);
    expect(s.current('shop', '310000')).toBe(fresh);
    expect(calls).toHaveLength(3);
  });

  it('keeps nothing a clear() overtook, and close() waits for it', async () => {
    const { s, pending, calls } = setup();
    s.current('shop', '310000');
    s.clear();
    let done = false;
    const closing = s.close().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    pending[0].resolve(groups);
    await closing;
    expect(s.current('shop', '310000')).toBeUndefined();
    // Closed: nothing new is built.
    expect(calls).toHaveLength(1);
  });

  it('a clear() during a build lets the next request start a fresh one', async () => {
    const { s, pending, calls } = setup();
    s.current('shop', '310000');
    s.clear();
    s.current('shop', '310000');
    expect(calls).toHaveLength(2);
    pending[1].resolve(groups);
    pending[0].resolve({
      groups: [{ grade: 'C', band: 9, n: 1 }],
      byFormat: new Map(),
      byParent: new Map(),
      byDistrict: new Map(),
      byFloor: new Map(),
      byOpening: new Map(),
      byRent: new Map(),
    });
    await s.settled();
    expect(s.current('shop', '310000')).toBe(groups);
  });

  it('after a failed build, waits before trying again and reports the error', async () => {
    const { s, pending, calls, errors, tick } = setup();
    s.current('shop', '310000');
    pending[0].reject(new Error('database down'));
    await s.settled();
    expect(errors).toHaveLength(1);
    s.current('shop', '310000');
    expect(calls).toHaveLength(1);
    tick(5_000);
    s.current('shop', '310000');
    expect(calls).toHaveLength(2);
  });

  it('holds at most maxEntries summaries, the least recently built leaving first', async () => {
    const { s, pending } = setup({ maxEntries: 2 });
    for (const city of ['110000', '120000', '310000']) {
      s.current('shop', city);
      pending[pending.length - 1].resolve(groups);
      await s.settled();
    }
    expect(s.current('shop', '110000')).toBeUndefined();
    expect(s.current('shop', '120000')).toBe(groups);
    expect(s.current('shop', '310000')).toBe(groups);
  });
});
