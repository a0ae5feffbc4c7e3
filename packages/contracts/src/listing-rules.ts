/**
 * What a unit's engineering conditions allow, and what makes a listing contradict itself
 * (issue 31). One rule for the demo-data seeder, the operator's save and smart site selection
 * (智能选址), so a unit's 推荐业态, its own text and its matches never disagree.
 */

/** The engineering conditions of a unit that decide which formats it can take. */
export interface UnitConditions {
  exhaust: boolean;
  gas: boolean;
  water: boolean;
  powerKw: number;
}

/** A format by its name and its first-level format's name (null for a first-level format). */
export interface FormatRef {
  name: string;
  parentName: string | null;
}

const CATERING_PARENT = '餐饮';
/** 重餐饮: open fire and fumes (中餐、火锅、烧烤 …). */
const HEAVY_CATERING_FORMATS = ['中式正餐', '中餐', '火锅', '烧烤', '西餐', '日韩料理'] as const;

export type Requirement = Partial<Record<'exhaust' | 'gas' | 'water', true>> & { powerKw: number };
/** The hard requirements (gates) of each kind of catering; other formats have none. */
export const FORMAT_REQUIREMENTS = {
  heavy: { exhaust: true, gas: true, water: true, powerKw: 60 },
  light: { water: true, powerKw: 20 },
} as const satisfies Record<string, Requirement>;
export type CateringKind = keyof typeof FORMAT_REQUIREMENTS;

/** 重餐饮, 轻餐饮 or no catering at all (null). */
export function cateringKind(f: FormatRef): CateringKind | null {
  if ((HEAVY_CATERING_FORMATS as readonly string[]).includes(f.name)) return 'heavy';
  if (f.parentName === CATERING_PARENT) return 'light';
  // A first-level 餐饮 covers heavy catering too, so it needs what heavy catering needs.
  if (f.parentName === null && f.name === CATERING_PARENT) return 'heavy';
  return null;
}

/** What the conditions lack for a requirement, in the words a leasing manager uses; empty when it has it all. */
export function requirementGaps(c: UnitConditions, kind: CateringKind): string[] {
  const r: Requirement = FORMAT_REQUIREMENTS[kind];
  return [
    r.exhaust && !c.exhaust && '排烟',
    r.water && !c.water && '上下水',
    r.gas && !c.gas && '燃气',
    c.powerKw < r.powerKw && `电量（需≥${r.powerKw}kW）`,
  ].filter((g): g is string => Boolean(g));
}

/** What a unit lacks to take a format (its gates); empty when nothing is missing. */
export function formatGaps(f: FormatRef, c: UnitConditions): string[] {
  const kind = cateringKind(f);
  return kind ? requirementGaps(c, kind) : [];
}

/**
 * 推荐业态 derived from the engineering conditions: of the formats proposed (by the seeder's draw or
 * the operator's choice), those the unit can take. Order is kept.
 */
export function allowedFormats<T extends FormatRef>(proposed: readonly T[], c: UnitConditions): T[] {
  return proposed.filter((f) => formatGaps(f, c).length === 0);
}

/** Words that place a unit inside a mall: a street shop described with them contradicts itself. */
const MALL_ONLY_WORDS = ['扶梯口', '中庭', '主力店', '主通道', '连廊', '商场内'] as const;

export interface ListingFacts {
  title: string;
  description: string;
  /** In a mall (false: a street unit). */
  inMall: boolean;
  conditions: UnitConditions;
  /** The unit's 推荐业态. */
  formats: FormatRef[];
  /** Every format there is (leaf formats at least), to find format words in the title and text. */
  allFormats: FormatRef[];
}

const quote = (words: readonly string[]) => words.map((w) => `「${w}」`).join('、');

/**
 * The contradictions of a listing, each a sentence an operator can act on; empty when the listing
 * agrees with itself.
 */
export function listingContradictions(l: ListingFacts): string[] {
  const out: string[] = [];
  const text = `${l.title}\n${l.description}`;
  if (!l.inMall) {
    const mallWords = MALL_ONLY_WORDS.filter((w) => text.includes(w));
    if (mallWords.length) out.push(`临街铺位的标题或描述用了商场内的说法${quote(mallWords)}`);
  }
  const own = new Set(l.formats.map((f) => f.name));
  for (const f of l.formats) {
    const gaps = formatGaps(f, l.conditions);
    if (gaps.length) out.push(`推荐业态「${f.name}」需要${gaps.join('、')}，本铺位不具备`);
  }
  // Longer names first, so 中式正餐 is not also read as 中餐.
  const named = [...l.allFormats].filter((f) => f.parentName !== null).sort((a, b) => b.name.length - a.name.length);
  let rest = text;
  const mentioned: FormatRef[] = [];
  for (const f of named) {
    if (rest.includes(f.name)) {
      mentioned.push(f);
      rest = rest.split(f.name).join(' ');
    }
  }
  for (const f of mentioned) {
    const gaps = formatGaps(f, l.conditions);
    if (gaps.length && !own.has(f.name)) out.push(`缺${gaps.join('、')}，标题或描述却推荐「${f.name}」`);
  }
  let titleRest = l.title;
  for (const f of named) {
    if (!titleRest.includes(f.name)) continue;
    titleRest = titleRest.split(f.name).join(' ');
    if (!own.has(f.name)) out.push(`标题写了「${f.name}」，推荐业态中没有它`);
  }
  return out;
}

/** How a unit's availability reads: a date that has passed (or is today) is 现可租. */
export function availabilityText(availableDate: string, today: string): string {
  return availableDate <= today ? '现可租' : `${availableDate}起可租`;
}
