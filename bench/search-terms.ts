/**
 * Search terms as people type them, drawn from real listings: shared by bench/search.ts (the search
 * service alone) and bench/mix.ts (the load mix). Each term is 2–3 words of one unit (its title,
 * format and mall words), sometimes with its district or city, one in ten with a word in pinyin;
 * with `typos`, that share of terms also has one word mistyped (a character dropped, doubled or two
 * swapped), so some searches find only partial matches or none.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../apps/api/src/db/client.js';
import { pinyinOf, tokens } from '../apps/api/src/lib/segment.js';

export interface SearchTerm {
  keyword: string;
  cityCode?: string;
}

function mistype(word: string, rand: () => number): string {
  const chars = [...word];
  if (chars.length < 2) return word + word;
  const i = Math.floor(rand() * chars.length);
  const how = rand();
  if (how < 0.4) chars.splice(i, 1);
  else if (how < 0.7) chars.splice(i, 0, chars[i]!);
  else {
    const j = i === chars.length - 1 ? i - 1 : i + 1;
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

export async function searchTerms(db: Db, count: number, rand: () => number, opts: { typos?: number; every?: number } = {}): Promise<SearchTerm[]> {
  const pick = <T>(list: T[]): T => list[Math.floor(rand() * list.length)]!;
  // One sample unit per term, spread over the table.
  const sample = await queryRows<{ title: string; district: string | null; mall: string | null; city: string | null; city_code: string; formats: string[] }>(
    db,
    sql`select s.title, d.name as district, m.name as mall, c.short_name as city, s.city_code,
        array(select f.name from formats f where f.id = any(s.format_ids)) as formats
      from shops s left join regions d on d.code = s.district_code left join malls m on m.id = s.mall_id left join regions c on c.code = s.city_code
      where s.status = 'published' and s.id % ${opts.every ?? 97} = 0 order by s.id limit ${count}`,
  );
  const isWord = (w: string) => w.length > 1 && !/[\d㎡]/.test(w);
  return sample.map((s) => {
    const words = [...new Set([...tokens(s.title), ...s.formats.flatMap((f) => tokens(f)), ...(s.mall ? tokens(s.mall) : [])].filter(isWord))];
    const chosen: string[] = [];
    const n = rand() < 0.5 ? 2 : 3;
    while (chosen.length < Math.min(n, words.length)) {
      const w = pick(words);
      if (!chosen.includes(w)) chosen.push(w);
    }
    const r = rand();
    if (r < 0.2 && s.district) chosen.push(s.district.replace(/(区|县|市)$/u, ''));
    else if (r < 0.35 && s.city) chosen.push(s.city);
    // One term in ten types a word in pinyin.
    if (rand() < 0.1) {
      const i = Math.floor(rand() * chosen.length);
      const p = pinyinOf(chosen[i]!);
      if (p) chosen[i] = p.full;
    }
    if (opts.typos && chosen.length && rand() < opts.typos) {
      const i = Math.floor(rand() * chosen.length);
      chosen[i] = mistype(chosen[i]!, rand);
    }
    return { keyword: chosen.join(' ').slice(0, 50), cityCode: rand() < 0.5 ? s.city_code : undefined };
  });
}
