import { openingStatusesOf, type ShopFilter } from '@shp/contracts';

/**
 * A city's published units counted by grade and area band (decision 014), so that most list
 * totals are added up from a few hundred numbers instead of counted row by row up to COUNT_CAP.
 */

/**
 * Bounds of the area bands (㎡), ascending: band 0 is below the first (no unit has a negative
 * area), band i is [AREA_BOUNDS[i-1], AREA_BOUNDS[i]), the last band is open above. Narrow where
 * units are common, so a range typed by hand leaves only small bands to count; every chip of
 * SHOP_AREA_RANGES falls on a bound.
 */
export const AREA_BOUNDS: readonly number[] = [
  0,
  ...Array.from({ length: 50 }, (_, i) => (i + 1) * 10), // 10 … 500
  ...Array.from({ length: 30 }, (_, i) => 550 + i * 50), // 550 … 2000
  ...Array.from({ length: 16 }, (_, i) => 2500 + i * 500), // 2500 … 10000
  20_000,
  50_000,
  100_000,
];

/**
 * Bounds of the monthly-rent bands (元/月), numbered like the area bands. Round budgets fall on a
 * bound, so a rent ceiling leaves at most the units at exactly that rent to count.
 */
export const RENT_BOUNDS: readonly number[] = [
  0,
  ...Array.from({ length: 10 }, (_, i) => (i + 1) * 1000), // 1000 … 10,000
  ...Array.from({ length: 8 }, (_, i) => 12_000 + i * 2000), // 12,000 … 26,000
  ...Array.from({ length: 15 }, (_, i) => 30_000 + i * 5000), // 30,000 … 100,000
  ...Array.from({ length: 8 }, (_, i) => 120_000 + i * 20_000), // 120,000 … 260,000
  300_000,
  400_000,
  500_000,
  700_000,
  1_000_000,
  2_000_000,
];

/** Published units of one kind and city with this grade and area band (as `width_bucket` numbers bands). */
export interface CountGroup {
  grade: string;
  band: number;
  n: number;
}

/**
 * A kind and city's summary: units by grade and band; the same for each format they carry; for
 * each first-level format, the units carrying any of its children (what choosing it matches); and
 * for each district, floor and opening status (a unit has one of each). A district's own summary
 * has the same shape, without `byDistrict`.
 */
export interface CitySummary {
  groups: CountGroup[];
  byFormat: Map<number, CountGroup[]>;
  byParent: Map<number, CountGroup[]>;
  byDistrict: Map<string, CountGroup[]>;
  byFloor: Map<string, CountGroup[]>;
  byOpening: Map<string, CountGroup[]>;
  /** By monthly-rent band (RENT_BOUNDS); a city's summary only, a district's has none. */
  byRent: Map<number, CountGroup[]>;
}

/** A filter's formats: `ids` expanded, and the first-level format whose children they are exactly, if any. */
export interface FormatChoice {
  ids: readonly number[];
  parentId?: number;
}

/**
 * Area `[lo, hi)` of a band; an open side is undefined. As a part of a total left to count, `rent`
 * narrows it to that monthly-rent range as well.
 */
export interface AreaSpan {
  lo?: number;
  hi?: number;
  rent?: { lo?: number; hi?: number };
}

export function bandSpan(band: number, bounds: readonly number[] = AREA_BOUNDS): { lo?: number; hi?: number } {
  return { lo: band === 0 ? undefined : bounds[band - 1], hi: band >= bounds.length ? undefined : bounds[band] };
}

/** The rent bands wholly within `rent <= max`, and the one it cuts (units on both sides of the ceiling), if any. */
export function rentBandsUpTo(max: number): { whole: number[]; cut?: number } {
  const whole: number[] = [];
  for (let band = 0; band <= RENT_BOUNDS.length; band += 1) {
    const { lo, hi } = bandSpan(band, RENT_BOUNDS);
    if (hi !== undefined && hi <= max) whole.push(band);
    else if (lo === undefined || lo <= max) return { whole, cut: band };
    else break;
  }
  return { whole };
}

/**
 * Whether a filter narrows only by what a summary records: kind, city, grades, area, districts,
 * floors, opening status and formats (planTotal takes one format, or one first-level format's
 * children: a unit counted under each of its formats cannot be added up for any other choice of
 * several; and only one of districts, floors, opening status and formats, as a city's summary does
 * not cross them; planByDistrict takes districts with one of the others).
 */
export function summaryApplies(f: ShopFilter): f is ShopFilter & { cityCode: string } {
  // Location, engineering conditions, power and a rent floor are not in the summary: counted in SQL.
  return (
    f.cityCode !== undefined &&
    f.mallId === undefined &&
    f.keyword === undefined &&
    f.location === undefined &&
    !f.facilities?.length &&
    f.powerMin === undefined &&
    f.rentMin === undefined
  );
}

/**
 * How a filter's total follows from its city's groups: `counted` units certainly match (bands
 * wholly inside the area range, grade matching), and `edges` are the bands the range cuts, whose
 * units are still counted in SQL with the full filter.
 */
export interface TotalPlan {
  counted: number;
  edges: AreaSpan[];
}

/** The districts a filter chooses: `region` (one) and `addressList` (several) together, as the list query reads them. */
export function filterDistricts(f: ShopFilter): string[] {
  return [...new Set([...(f.region ? [f.region] : []), ...(f.addressList ?? [])])];
}

export function planTotal(f: ShopFilter, summary: CitySummary, formats: FormatChoice = { ids: [] }): TotalPlan | undefined {
  if (!summaryApplies(f) || Boolean(f.formatTypes?.length) !== formats.ids.length > 0) return undefined;
  // A unit has one district, floor and opening status, so the chosen values' units add up without overlap.
  const chosen = [
    { values: filterDistricts(f), by: summary.byDistrict },
    { values: [...new Set(f.floorList ?? [])], by: summary.byFloor },
    // 在租 (decision 017) is two statuses, added up like two floors.
    { values: f.openingStatus ? [...openingStatusesOf(f.openingStatus)] : [], by: summary.byOpening },
  ].filter((c) => c.values.length);
  // A rent ceiling is one more choice: the rent bands wholly under it, added up.
  const rent = f.rentMax === undefined ? undefined : rentBandsUpTo(f.rentMax);
  if (chosen.length + (formats.ids.length ? 1 : 0) + (rent ? 1 : 0) > 1) return undefined;
  let groups = summary.groups;
  if (rent) groups = rent.whole.flatMap((b) => summary.byRent.get(b) ?? []);
  else if (chosen.length) groups = chosen[0].values.flatMap((v) => chosen[0].by.get(v) ?? []);
  else if (formats.ids.length === 1) groups = summary.byFormat.get(formats.ids[0]) ?? [];
  else if (formats.ids.length > 1) {
    if (formats.parentId === undefined) return undefined;
    groups = summary.byParent.get(formats.parentId) ?? [];
  }
  const min = f.area?.min ?? -Infinity;
  const max = f.area?.max ?? Infinity;
  const grades = f.gradeList?.length ? new Set<string>(f.gradeList) : undefined;
  let counted = 0;
  const edges = new Map<number, AreaSpan>();
  // The cut rent band's units are not added up, but the area bands they lie in must be counted too.
  const cutRent = rent?.cut === undefined ? [] : (summary.byRent.get(rent.cut) ?? []).map((g) => ({ ...g, cut: true }));
  let cutInWhole = false;
  for (const g of [...groups, ...cutRent]) {
    if (grades && !grades.has(g.grade)) continue;
    const span = bandSpan(g.band);
    const lo = span.lo ?? -Infinity;
    const hi = span.hi ?? Infinity;
    // Every area in [lo, hi) is within [min, max] (the range's max is inclusive, the band's hi not).
    if (lo >= min && hi <= max) {
      if ('cut' in g) cutInWhole = true;
      else counted += g.n;
    } else if (lo <= max && hi > min) edges.set(g.band, span);
  }
  const spans: AreaSpan[] = [...edges].sort(([a], [b]) => a - b).map(([, span]) => span);
  if (rent?.cut !== undefined) {
    // The cut rent band's units in the area bands counted whole above (those in cut area bands are
    // in `spans` already, whatever their rent): none is counted twice.
    const inner = wholeAreaRange(min, max);
    if (inner && cutInWhole) spans.push({ ...inner, rent: bandSpan(rent.cut, RENT_BOUNDS) });
  }
  return { counted, edges: spans };
}

/** The union of the area bands wholly within [min, max] (open sides undefined), or null when none is. */
function wholeAreaRange(min: number, max: number): { lo?: number; hi?: number } | null {
  const lo = min === -Infinity ? undefined : AREA_BOUNDS.find((b) => b >= min);
  const below = AREA_BOUNDS.filter((b) => b <= max);
  const hi = max === Infinity ? undefined : below[below.length - 1];
  if (min !== -Infinity && lo === undefined) return null; // above the last bound: only the open band, which is cut
  if (max !== Infinity && hi === undefined) return null;
  if (lo !== undefined && hi !== undefined && lo >= hi) return null;
  return { lo, hi };
}

const NO_GROUPS: CitySummary = {
  groups: [],
  byFormat: new Map(),
  byParent: new Map(),
  byDistrict: new Map(),
  byFloor: new Map(),
  byOpening: new Map(),
  byRent: new Map(),
};

/** The filter without its districts: what each chosen district's own summary is asked. */
function withoutDistricts(f: ShopFilter): ShopFilter {
  return { ...f, region: undefined, addressList: undefined };
}

/**
 * Whether a filter crosses districts with a format, floors or an opening status, which a city's
 * summary cannot add up but the chosen districts' own summaries can (whether a plan exists does not
 * depend on the numbers, so an empty summary answers it).
 */
export function needsDistrictSummaries(f: ShopFilter, formats: FormatChoice = { ids: [] }): boolean {
  // A district's summary has no rent bands: districts with a rent ceiling are counted in SQL.
  if (f.rentMax !== undefined) return false;
  return filterDistricts(f).length > 0 && !planTotal(f, NO_GROUPS, formats) && Boolean(planTotal(withoutDistricts(f), NO_GROUPS, formats));
}

/**
 * The total of a filter with districts from each chosen district's own summary (a unit lies in one
 * district, so they add up without overlap); the bands the range cuts are counted once, with the
 * full filter, for all the districts together.
 */
export function planByDistrict(f: ShopFilter, districtSummaries: readonly CitySummary[], formats: FormatChoice = { ids: [] }): TotalPlan | undefined {
  const rest = withoutDistricts(f);
  let counted = 0;
  const edges = new Map<number, AreaSpan>();
  for (const summary of districtSummaries) {
    const plan = planTotal(rest, summary, formats);
    if (!plan) return undefined;
    counted += plan.counted;
    for (const span of plan.edges) edges.set(span.lo ?? -Infinity, span);
  }
  return { counted, edges: [...edges].sort(([a], [b]) => a - b).map(([, span]) => span) };
}

/** A build that failed (a database outage) is not tried again for this long. */
const RETRY_MS = 5000;

interface Entry {
  summary: CitySummary;
  builtAt: number;
}

/**
 * Each kind and city's groups, built in the background on first use (that request counts in SQL
 * meanwhile) and used for `ttlMs` from when the build began reading; rebuilt once three quarters
 * of that has passed while the city is being listed, so a busy list never waits for one.
 * `clear()` (operator content changes) drops every summary at once, and a build that was running
 * then is not kept.
 */
export class CountSummaries {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<void>>();
  /** Every build still running, including those a clear() orphaned, for settled(). */
  private readonly running = new Set<Promise<void>>();
  private readonly failedAt = new Map<string, number>();
  private epoch = 0;
  private closed = false;

  constructor(
    private readonly load: (kind: string, cityCode: string, districtCode?: string) => Promise<CitySummary>,
    private readonly opts: { ttlMs: number; maxEntries: number; onError?: (err: unknown) => void; now?: () => number },
  ) {}

  /** The summary of a kind and city (or one of its districts) if one younger than the TTL exists; starts a build when one is due. */
  current(kind: string, cityCode: string, districtCode?: string): CitySummary | undefined {
    const key = `${kind}\u0000${cityCode}\u0000${districtCode ?? ''}`;
    const now = (this.opts.now ?? Date.now)();
    const entry = this.entries.get(key);
    const age = entry ? now - entry.builtAt : Infinity;
    if (age > this.opts.ttlMs * 0.75) this.build(key, now, kind, cityCode, districtCode);
    return entry && age <= this.opts.ttlMs ? entry.summary : undefined;
  }

  private build(key: string, startedAt: number, kind: string, cityCode: string, districtCode?: string) {
    if (this.closed || this.building.has(key) || startedAt - (this.failedAt.get(key) ?? -Infinity) < RETRY_MS) return;
    const epoch = this.epoch;
    const run = this.load(kind, cityCode, districtCode)
      .then((summary) => {
        this.failedAt.delete(key);
        if (epoch !== this.epoch || this.closed) return;
        this.entries.delete(key);
        this.entries.set(key, { summary, builtAt: startedAt });
        // The map keeps insertion order and a rebuild re-inserts: the least recently built leave first.
        for (const old of this.entries.keys()) {
          if (this.entries.size <= this.opts.maxEntries) break;
          this.entries.delete(old);
        }
      })
      .catch((err: unknown) => {
        if (this.failedAt.size >= this.opts.maxEntries) this.failedAt.clear();
        this.failedAt.set(key, startedAt);
        this.opts.onError?.(err);
      })
      .finally(() => {
        if (this.building.get(key) === run) this.building.delete(key);
        this.running.delete(run);
      });
    this.building.set(key, run);
    this.running.add(run);
  }

  clear() {
    this.epoch += 1;
    this.entries.clear();
    this.building.clear();
    this.failedAt.clear();
  }

  /** Resolves when every build running now has finished (shutdown, tests). */
  async settled(): Promise<void> {
    await Promise.all([...this.running]);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.settled();
  }
}
