import type { SearchHit, SearchType } from '@shp/contracts';
import { MALL_OPEN_STATUS_LABELS } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import type { CallContext } from '../../lib/call-context.js';
import { pinyinOf, queryTerms, segment, termsQuery, tokens, type QueryTerm } from '../../lib/segment.js';
import { onContentChange } from '../../lib/content-events.js';
import { ResponseCache } from '../../lib/response-cache.js';
import * as repo from './search.repository.js';
import { lookups, type Lookups } from '../../lib/lookups.js';
import { rentText } from '../../lib/money.js';
import { excerpt, highlight } from '../../lib/highlight.js';
import { mapLimited } from '../../lib/map-limited.js';

const NEWS_CATEGORY: Record<string, string> = { news: '资讯', square: '广场服务', brand_story: '品牌故事', investment: '招商', policy: '政策' };
/** A suggestion shows "about N"; counting further is wasted work. */
const SUGGESTION_CAP = 200;
/** Word counts run two at a time: each holds a pooled connection, and other callers need the rest. */
const COUNT_FAN_OUT = 2;
/** How many hot words the home page and an empty search offer. */
const HOT_WORDS = 8;

/** Facts in the words of the item's own card (a mall's area as MallCard writes it: 8.5万㎡, not 9万㎡). */
function toHit(r: repo.HitRow, words: string[], lk: Lookups): SearchHit {
  const id = Number(r.id);
  const base = {
    type: r.type,
    id,
    missing: r.missing ?? [],
    title: highlight(r.title, words),
    summary: highlight(excerpt(r.body ?? '', words), words),
    coverUrl: r.cover,
    cityName: r.city_code ? lk.cityName(r.city_code) : null,
    rank: Number(r.rank),
  };
  switch (r.type) {
    case 'mall':
      return {
        ...base,
        url: `/shoppingMallDetail?id=${id}`,
        facts: [
          MALL_OPEN_STATUS_LABELS[r.a as keyof typeof MALL_OPEN_STATUS_LABELS] ?? '',
          `${(Number(r.b) / 10000).toFixed(1)}万㎡`,
          `日均客流${(Number(r.c) / 10000).toFixed(1)}万`,
        ].filter(Boolean),
      };
    case 'shop': {
      const [rent, unit] = String(r.b).split('|');
      return {
        ...base,
        url: `/shopDetail?id=${id}`,
        facts: [r.c === 'point' ? '点位' : '铺位', `${Number(r.a)}㎡`, rentText(Number(rent), unit === 'month' ? 'month' : 'day_sqm')],
      };
    }
    case 'brand':
      return { ...base, url: `/BrandDetail?id=${id}`, facts: [lk.formatName(Number(r.a)), `${r.b}家门店`, `店型${r.c}㎡`].filter(Boolean) };
    case 'news':
      return { ...base, url: `/articleDetail?id=${id}`, facts: [NEWS_CATEGORY[r.a ?? ''] ?? '资讯', String(r.b).slice(0, 10), r.c ?? ''].filter(Boolean) };
  }
}

/** A place word of a query ('上海', '朝阳', '静安区') and the regions it names. */
interface PlaceIndex {
  cities: Map<string, { code: string; name: string }>;
  districts: Map<string, { code: string; cityCode: string; name: string }[]>;
}

async function buildPlaces(db: Db): Promise<PlaceIndex> {
  const cities: PlaceIndex['cities'] = new Map();
  const districts: PlaceIndex['districts'] = new Map();
  for (const r of await repo.places(db)) {
    if (Number(r.level) === 2) {
      for (const k of [r.name, r.short_name]) cities.set(k, { code: r.code, name: r.short_name });
    } else if (r.parent_code) {
      const d = { code: r.code, cityCode: r.parent_code, name: r.name };
      // 朝阳区 is also called 朝阳; a one-character stem (东区 → 东) is no name.
      const stem = r.name.replace(/(区|县|市|旗)$/u, '');
      for (const k of new Set([r.name, stem.length > 1 ? stem : r.name])) districts.set(k, [...(districts.get(k) ?? []), d]);
    }
  }
  return { cities, districts };
}

/**
 * Reads the place words of a query as filters. A word that names a district of the city the query
 * names, or else of the chosen city, filters by that district (朝阳 in 北京); a city word sets the
 * city over the chosen one (上海); a district of another city, its own city when only one has it.
 * A query of place words only is searched as text, as before.
 */
export function readPlaces(terms: QueryTerm[], chosenCity: string | undefined, idx: PlaceIndex) {
  const isPlace = (t: QueryTerm) => idx.cities.has(t.word) || idx.districts.has(t.word);
  if (!terms.some(isPlace) || terms.every(isPlace)) return { text: terms, place: { cityCode: chosenCity } as repo.Place, placeWords: [] as string[] };
  const districtsIn = (word: string, city: string | undefined) => (city ? (idx.districts.get(word) ?? []).filter((d) => d.cityCode === city) : []);
  const cityTerm = terms.find((t) => idx.cities.has(t.word) && !districtsIn(t.word, chosenCity).length);
  const named = cityTerm ? idx.cities.get(cityTerm.word) : undefined;
  let cityCode = named?.code ?? chosenCity;
  const districtCodes: string[] = [];
  for (const t of terms) {
    const local = districtsIn(t.word, cityCode);
    if (local.length) districtCodes.push(...local.map((d) => d.code));
    else if (!idx.cities.has(t.word) && idx.districts.has(t.word) && !named) {
      const list = idx.districts.get(t.word)!;
      const owners = new Set(list.map((d) => d.cityCode));
      cityCode = owners.size === 1 ? [...owners][0] : undefined;
      districtCodes.push(...list.map((d) => d.code));
    }
  }
  const placeWords = terms.filter(isPlace).map((t) => t.word);
  return {
    text: terms.filter((t) => !isPlace(t)),
    place: { cityCode, districtCodes: districtCodes.length ? districtCodes : undefined } as repo.Place,
    placeWords,
  };
}

/** Words people search by, each with its pinyin, to correct a misspelt or mistyped query word. */
interface Vocabulary {
  words: Set<string>;
  byPinyin: Map<string, string>;
  trigrams: Map<string, Set<string>>;
}

const trigramsOf = (s: string) => {
  const padded = `  ${s} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
};

export function buildVocabulary(names: string[]): Vocabulary {
  const freq = new Map<string, number>();
  for (const name of names) {
    for (const w of new Set([...tokens(name), ...segment(name)])) if (pinyinOf(w)) freq.set(w, (freq.get(w) ?? 0) + 1);
  }
  const byPinyin = new Map<string, string>();
  for (const [w] of [...freq].sort((a, b) => b[1] - a[1])) {
    const p = pinyinOf(w)!.full;
    if (!byPinyin.has(p)) byPinyin.set(p, w);
  }
  const trigrams = new Map<string, Set<string>>();
  for (const p of byPinyin.keys()) for (const g of trigramsOf(p)) trigrams.set(g, (trigrams.get(g) ?? new Set()).add(p));
  return { words: new Set(freq.keys()), byPinyin, trigrams };
}

/** The pinyin of the vocabulary nearest to `p` by trigram similarity (pg_trgm's measure), if close. */
function nearestPinyin(v: Vocabulary, p: string, min = 0.45): string | null {
  const mine = trigramsOf(p);
  const shared = new Map<string, number>();
  for (const g of mine) for (const q of v.trigrams.get(g) ?? []) shared.set(q, (shared.get(q) ?? 0) + 1);
  let best: string | null = null;
  let bestScore = min;
  for (const [q, n] of shared) {
    const score = n / (mine.size + trigramsOf(q).size - n);
    if (score > bestScore || (score === bestScore && best !== null && q < best)) [best, bestScore] = [q, score];
  }
  return best;
}

/**
 * The word a query word was likely meant as: a known word of the same pinyin (万大 → 万达), the word
 * typed in pinyin (wanda → 万达), or, when `fuzzy`, the known word nearest in pinyin (huoguoo → 火锅).
 */
export function correct(v: Vocabulary, word: string, fuzzy: boolean): string | null {
  if (v.words.has(word)) return null;
  const han = pinyinOf(word);
  const key = han ? han.full : /^[a-z]{3,}$/.test(word) ? word : null;
  if (!key) return null;
  const exact = v.byPinyin.get(key);
  if (exact && exact !== word) return exact;
  if (!fuzzy) return null;
  const near = nearestPinyin(v, key);
  return near ? (v.byPinyin.get(near) ?? null) : null;
}

export function createSearchService(db: Db) {
  // Every query without results counts the same hot words again: keep those counts for a minute
  // (dropped when operators change content, like the response cache).
  const suggestionCounts = new ResponseCache({ maxBytes: 1 << 20 });
  let places: { at: number; p: Promise<PlaceIndex> } | null = null;
  let vocabulary: { at: number; v: Promise<Vocabulary> } | null = null;
  const stopListening = onContentChange(() => {
    suggestionCounts.clear();
    vocabulary = null;
    places = null;
  });
  const placeIndex = () => {
    // Places with listings change when listings open in a new city or district: rebuilt every 10 minutes.
    if (!places || Date.now() - places.at > 600_000) {
      const p = buildPlaces(db);
      p.catch(() => (places = null));
      places = { at: Date.now(), p };
    }
    return places.p;
  };
  const vocab = () => {
    // Names change when operators edit content (dropped at once) or sellers add listings: rebuilt every 10 minutes.
    if (!vocabulary || Date.now() - vocabulary.at > 600_000) {
      const v = repo.vocabularyNames(db).then(buildVocabulary);
      v.catch(() => (vocabulary = null));
      vocabulary = { at: Date.now(), v };
    }
    return vocabulary.v;
  };

  /** What a query asks: its text words (all needed), its place filters and its place words. */
  async function parse(keyword: string, cityCode: string | undefined) {
    return readPlaces(queryTerms(keyword), cityCode, await placeIndex());
  }

  async function countFor(keyword: string, cityCode: string | undefined): Promise<{ total: number; capped: boolean }> {
    const text = await suggestionCounts.getOrCompute(`${cityCode ?? ''}\n${keyword}`, 60, async () => {
      const { text: terms, place } = await parse(keyword, cityCode);
      const q = termsQuery(terms);
      const c = q ? await repo.withTextIndexes(db, (tx) => repo.counts(tx, q, place, SUGGESTION_CAP)) : null;
      const parts = c ? [c.mall, c.shop, c.brand, c.news] : [];
      return JSON.stringify({ total: parts.reduce((a, b) => a + b, 0), capped: parts.some((n) => n >= SUGGESTION_CAP) });
    });
    return JSON.parse(text) as { total: number; capped: boolean };
  }

  /**
   * Hot words that find listings: the operator's words (home page settings) first, then the
   * catalogue's formats with the most listings; a word that finds nothing is not offered.
   */
  async function hotWords(cityCode?: string, configuredWords?: string[]): Promise<string[]> {
    const configured = configuredWords ?? (await repo.hotWords(db));
    const candidates = [...new Set([...configured, ...(await repo.formatNames(db))])];
    const scored = await mapLimited(candidates, COUNT_FAN_OUT, async (w, i) => ({
      w,
      i,
      configured: configured.includes(w),
      ...(await countFor(w, cityCode)),
    }));
    return scored
      .filter((s) => s.total > 0)
      .sort((a, b) => Number(b.configured) - Number(a.configured) || (a.configured ? a.i - b.i : b.total - a.total || a.i - b.i))
      .slice(0, HOT_WORDS)
      .map((s) => s.w);
  }

  return {
    hotWords,
    dispose: () => stopListening(),

    async all(input: { keyword: string; type: SearchType; cityCode?: string }, ctx: CallContext) {
      const { pageNum, pageSize } = ctx.pageParam;
      const { text: terms, place, placeWords } = await parse(input.keyword, input.cityCode);
      const words = [...new Set([...segment(input.keyword).filter((w) => !placeWords.includes(w)), ...terms.map((t) => t.word)])];
      const empty = { mall: 0, shop: 0, brand: 0, news: 0 };
      const lk = await lookups(db);
      const types = input.type === 'all' ? repo.HIT_TYPES : [input.type];
      const offset = (pageNum - 1) * pageSize;
      // The page and each type's pool size (one past the rank pool: whether a tab has more than it lists).
      const run = async (ask: repo.Ask) => {
        const r = await repo.withTextIndexes(db, (tx) => repo.search(tx, ask, types, pageSize, offset));
        return [r.rows, r.pools] as const;
      };
      const q = termsQuery(terms);
      let [rows, matched] = q ? await run({ q, keyword: input.keyword, place }) : [[] as repo.HitRow[], empty];
      // Nothing holds all the words: the rows that hold most of them, marked as partial matches.
      let partial = false;
      if (q && terms.length > 1 && repo.HIT_TYPES.every((t) => matched[t] === 0)) {
        partial = true;
        [rows, matched] = await run({ q: terms.map((t) => t.query).join(' | '), keyword: input.keyword, place, partialTerms: terms });
      }
      const counts = { ...empty };
      const countsCapped = { mall: false, shop: false, brand: false, news: false };
      for (const t of repo.HIT_TYPES) {
        counts[t] = Math.min(matched[t], repo.RANK_POOL);
        countsCapped[t] = matched[t] > repo.RANK_POOL;
      }
      const total = types.reduce((n, t) => n + counts[t], 0);
      const nothing = repo.HIT_TYPES.every((t) => counts[t] === 0);

      // 您是不是要找: the query with each misspelt word corrected, when that finds something.
      let didYouMean: { keyword: string; total: number; capped: boolean } | null = null;
      if (terms.length) {
        const v = await vocab();
        let fixed = input.keyword;
        for (const t of terms) {
          const c = correct(v, t.word, nothing || partial);
          if (c) fixed = fixed.replace(new RegExp(t.word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'), c);
        }
        if (fixed !== input.keyword) {
          const n = await countFor(fixed, input.cityCode);
          if (n.total > 0) didYouMean = { keyword: fixed, ...n };
        }
      }

      let suggestions: { keyword: string; total: number; capped: boolean }[] = [];
      // A tab without results while other tabs have some points to those tabs, not to other words.
      if (nothing) {
        // Nothing for the whole query: offer its single words and the hot words that do give results.
        const candidates = [...new Set([...(words.length > 1 ? words.filter((w) => w.length > 1) : []), ...(await hotWords(place.cityCode))])]
          .filter((w) => w !== input.keyword && w !== didYouMean?.keyword)
          .slice(0, 8);
        const scored = await mapLimited(candidates, COUNT_FAN_OUT, async (keyword) => ({ keyword, ...(await countFor(keyword, input.cityCode)) }));
        suggestions = scored.filter((s) => s.total > 0).slice(0, 6);
      }
      const cityCode = place.cityCode ?? null;
      return {
        list: rows.map((r) => toHit(r, words, lk)),
        total,
        pageNum,
        pageSize,
        counts,
        countsCapped,
        words,
        suggestions,
        partial,
        didYouMean,
        place: {
          cityCode,
          cityName: cityCode ? lk.cityName(cityCode) || null : null,
          districts: [...new Set((place.districtCodes ?? []).map((c) => lk.districtName(c)))],
          words: placeWords,
        },
      };
    },
  };
}
