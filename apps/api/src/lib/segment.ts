import { createRequire } from 'node:module';
import { Jieba } from '@node-rs/jieba';

const require = createRequire(import.meta.url);
let jieba: Jieba | null = null;

function instance(): Jieba {
  if (!jieba) {
    const { dict } = require('@node-rs/jieba/dict') as { dict: Uint8Array };
    jieba = Jieba.withDict(dict);
  }
  return jieba;
}

/** Splits Chinese text into words for a tsvector('simple') column or a query (ARCHITECTURE: Chinese search). */
export function segment(text: string): string[] {
  const words = instance().cutForSearch(text.toLowerCase(), true);
  return [...new Set(words.map((w) => w.trim()).filter((w) => w && !/^[\p{P}\p{S}\s]+$/u.test(w)))];
}

/** Text for to_tsvector('simple', …). */
export const searchText = (...parts: (string | null | undefined)[]) => segment(parts.filter(Boolean).join(' ')).join(' ');

/** A tsquery that needs every word of the query (prefix match on the last), safe for any input. */
export function toTsQuery(query: string): string | null {
  const words = segment(query)
    .map((w) => w.replace(/[':&|!()<>\\*]/g, ''))
    .filter(Boolean)
    .slice(0, 12);
  if (!words.length) return null;
  return words.map((w) => `'${w}'`).join(' & ');
}
