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
 * (session 11) has the same shape, without `byDistrict`.
 */
export interface CitySummary {
  groups: CountGroup[];
  byFormat: Map<number, CountGroup[]>;
  byParent: Map<number, CountGroup[]>;
  byDistrict: Map<string, CountGroup[]>;
  byFloor: Map<string, CountGroup[]>;
  byOpening: Map<string, CountGroup[]>;
}

/** A filter's formats: `ids` expanded, and the first-level format whose children they are exactly, if any. */
export interface FormatChoice {
  ids: readonly number[];
  parentId?: number;
}

/** Area `[lo, hi)` of a band; an open side is undefined. */
export interface AreaSpan {
  lo?: number;
  hi?: number;
}

export function bandSpan(band: number): AreaSpan {
  return { lo: band === 0 ? undefined : AREA_BOUNDS[band - 1], hi: band >= AREA_BOUNDS.length ? undefined : AREA_BOUNDS[band] };
}

/**
 * Whether a filter narrows only by what a summary records: kind, city, grades, area, districts,
 * floors, opening status and formats (planTotal takes one format, or one first-level format's
 * children: a unit counted under each of its formats cannot be added up for any other choice of
 * several; and only one of districts, floors, opening status and formats, as a city's summary does
 * not cross them; planByDistrict takes districts with one of the others).
 */
export function summaryApplies(f: ShopFilter): f is ShopFilter & { cityCode: string } {
  return (
    f.cityCode !== undefined &&
    f.mallId === undefined &&
    f.rentMax === undefined &&
    f.keyword === undefined
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
  if (chosen.length + (formats.ids.length ? 1 : 0) > 1) return undefined;
  let groups = summary.groups;
  if (chosen.length) groups = chosen[0].values.flatMap((v) => chosen[0].by.get(v) ?? []);
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
  for (const g of groups) {
    if (grades && !grades.has(g.grade)) continue;
    const span = bandSpan(g.band);
    const lo = span.lo ?? -Infinity;
    const hi = span.hi ?? Infinity;
    // Every area in [lo, hi) is within [min, max] (the range's max is inclusive, the band's hi not).
    if (lo >= min && hi <= max) counted += g.n;
    else if (lo <= max && hi > min) edges.set(g.band, span);
  }
  return { counted, edges: [...edges].sort(([a], [b]) => a - b).map(([, span]) => span) };
}

const NO_GROUPS: CitySummary = { groups: [], byFormat: new Map(), byParent: new Map(), byDistrict: new Map(), byFloor: new Map(), byOpening: new Map() };

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
