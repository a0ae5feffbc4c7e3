import { createRequire } from 'node:module';
import { Jieba } from '@node-rs/jieba';
import { pinyin } from 'pinyin-pro';

const require = createRequire(import.meta.url);
let jieba: Jieba | null = null;

function instance(): Jieba {
  if (!jieba) {
    const { dict } = require('@node-rs/jieba/dict') as { dict: Uint8Array };
    jieba = Jieba.withDict(dict);
  }
  return jieba;
}

const isWord = (w: string) => Boolean(w) && !/^[\p{P}\p{S}\s]+$/u.test(w);
const HAN = /^\p{Script=Han}+$/u;

/** Splits Chinese text into words for a tsvector('simple') column or a query (ARCHITECTURE: Chinese search). */
export function segment(text: string): string[] {
  const words = instance().cutForSearch(text.toLowerCase(), true);
  return [...new Set(words.map((w) => w.trim()).filter(isWord))];
}

/** The words of a text as a person reads them (jieba's precise mode): 火锅店 stays one word. */
export function tokens(text: string): string[] {
  const words = instance().cut(text.toLowerCase(), true);
  return [...new Set(words.map((w) => w.trim()).filter(isWord))];
}

/** Full pinyin without tones (万达 → wanda) and initials (wd) of a Chinese word of 2+ characters. */
export function pinyinOf(word: string): { full: string; initials: string } | null {
  if (word.length < 2 || !HAN.test(word)) return null;
  const full = pinyin(word, { toneType: 'none', type: 'array', v: true }).join('');
  const initials = pinyin(word, { pattern: 'first', toneType: 'none', type: 'array' }).join('');
  return { full, initials };
}

/**
 * Text for to_tsvector('simple', …): the words of both jieba modes (a query cut in either mode finds
 * its words), and each Chinese word's full and initial pinyin, so that "wanda" and "万大" find 万达.
 */
export const searchText = (...parts: (string | null | undefined)[]) => {
  const text = parts.filter(Boolean).join(' ');
  const words = new Set([...segment(text), ...tokens(text)]);
  for (const w of [...words]) {
    const p = pinyinOf(w);
    if (p) {
      words.add(p.full);
      if (p.initials.length > 1) words.add(p.initials);
    }
  }
  return [...words].join(' ');
};

const clean = (w: string) => w.replace(/[':&|!()<>\\*]/g, '');

/**
 * One word of a query and the forms of it that count as the same word: its own search-mode pieces
 * (火锅店 → 火锅, 静安区 → 静安), or all of its characters when jieba cuts it into single ones
 * (快闪 in 中庭快闪), and, for a word outside jieba's dictionary, its pinyin (万大 → wanda, the
 * pinyin of 万达).
 */
export interface QueryTerm {
  word: string;
  /** tsquery text matching the word in any of its forms. */
  query: string;
}

export function queryTerms(query: string, limit = 8): QueryTerm[] {
  const terms: QueryTerm[] = [];
  for (const raw of tokens(query)) {
    const word = clean(raw);
    if (!word || terms.some((t) => t.word === word)) continue;
    const forms = new Set<string>([`'${word}'`]);
    const pieces = segment(word)
      .map(clean)
      .filter((p) => p && p !== word);
    const long = pieces.filter((p) => p.length > 1);
    for (const p of long) forms.add(`'${p}'`);
    // Without HMM, jieba cuts a word outside its dictionary into pieces, as it may do in a text.
    const unknown = HAN.test(word) && instance().cut(word, false).length > 1;
    if (!long.length && unknown) forms.add(`(${[...word].map((c) => `'${c}'`).join(' & ')})`);
    // A word the dictionary knows is in the texts as itself; one it does not may be a mistyped
    // homophone (万大 for 万达): its pinyin finds the word meant. Known words skip this, as each
    // pinyin alternative is one more index lookup as large as the word's own.
    const p = unknown ? pinyinOf(word) : null;
    if (p) forms.add(`'${p.full}'`);
    terms.push({ word, query: forms.size > 1 ? `(${[...forms].join(' | ')})` : [...forms][0] });
    if (terms.length >= limit) break;
  }
  return terms;
}

/** A tsquery that needs every word of the query, each in any of its forms (queryTerms), safe for any input. */
export function toTsQuery(query: string): string | null {
  return termsQuery(queryTerms(query));
}

export function termsQuery(terms: QueryTerm[]): string | null {
  return terms.length ? terms.map((t) => t.query).join(' & ') : null;
}
