import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { changesOf } from './listing-changes.js';

const MODULES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../modules');

/** Writes of listing rows a saved search could hear of, drizzle or raw SQL. */
const LISTING_WRITE = /\.(insert|update)\((shops|malls|spaces)\)|\b(insert\s+into|update)\s+(shops|malls|spaces)\b/i;

/**
 * Modules that write listing rows without a change a saved search hears of, and why. Any other
 * module that writes units, malls or spaces must call `recordListingChanges` (decision 061).
 */
const NOT_A_SEARCHED_CHANGE: Record<string, string> = {
  // The `fresh` flag (信息可能已过期), 已核验, and hiding a reported listing then restoring it: a
  // restored listing was public before, so it is not new to a search, and no rent or status of use changes.
  trust: 'staleness, verification and report review',
};

function sourcesOf(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourcesOf(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

describe('listing changes', () => {
  it('are recorded by every module that writes units, malls or spaces', () => {
    const writers = new Set<string>();
    const recorders = new Set<string>();
    for (const file of sourcesOf(MODULES)) {
      const module = path.relative(MODULES, file).split(path.sep)[0];
      const text = fs.readFileSync(file, 'utf8');
      if (LISTING_WRITE.test(text)) writers.add(module);
      if (text.includes('recordListingChanges(')) recorders.add(module);
    }
    // The console writes through a generic repository (`insert(table)`), so it is named here.
    writers.add('admin-content');
    const forgotten = [...writers].filter((m) => !recorders.has(m) && !(m in NOT_A_SEARCHED_CHANGE));
    expect(forgotten, 'call recordListingChanges in the transaction of the write (decision 061)').toEqual([]);
  });

  it('names a new listing, a rent drop and 空置可租, only for published listings', () => {
    const before = { id: 1, status: 'published', monthlyRent: 9000, openingStatus: 'open' };
    expect(changesOf('shop', null, { ...before })).toEqual(['new']);
    expect(changesOf('shop', { ...before, status: 'draft' }, before)).toEqual(['new']);
    expect(changesOf('shop', before, { ...before, monthlyRent: 8000, openingStatus: 'vacant' })).toEqual(['rent_drop', 'vacant']);
    expect(changesOf('shop', before, { ...before, monthlyRent: 9500 })).toEqual([]);
    expect(changesOf('shop', before, { ...before, status: 'draft', monthlyRent: 1 })).toEqual([]);
    expect(changesOf('mall', { id: 2, status: 'published', rentMin: 8 }, { id: 2, status: 'published', rentMin: 7 })).toEqual(['rent_drop']);
    expect(changesOf('news', null, { id: 3, status: 'published' })).toEqual([]);
  });
});
