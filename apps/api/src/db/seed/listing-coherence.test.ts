import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { allowedFormats, listingContradictions, type FormatRef } from '@shp/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { formats, shops } from '../schema/index.js';

// Every seeded listing must agree with itself (issue 31): a brand reading a unit's title, text and
// 推荐业态 must find the same unit its engineering conditions describe.

let t: TestApp;
let rows: (typeof shops.$inferSelect)[];
let byId: Map<number, FormatRef>;
let all: FormatRef[];

beforeAll(async () => {
  t = await createTestApp();
  const fmts = await t.database.db.select().from(formats);
  const names = new Map(fmts.map((f) => [f.id, f.name]));
  byId = new Map(fmts.map((f) => [f.id, { name: f.name, parentName: f.parentId === null ? null : (names.get(f.parentId) ?? null) }]));
  all = [...byId.values()];
  rows = await t.database.db.select().from(shops).orderBy(asc(shops.id));
});
afterAll(() => t.close());

const conditionsOf = (s: typeof shops.$inferSelect) => ({ exhaust: s.exhaust, gas: s.gas, water: s.water, powerKw: s.powerKw });
const formatsOf = (s: typeof shops.$inferSelect) => s.formatIds.map((id) => byId.get(id)!);

describe('seeded listings agree with themselves', () => {
  it('no seeded unit has a contradiction (mall words on a street, formats its conditions refuse, title formats not its own)', () => {
    expect(rows.length).toBeGreaterThan(300);
    const wrong = rows
      .map((s) => ({
        s,
        c: listingContradictions({
          title: s.title,
          description: s.description,
          inMall: s.mallId !== null,
          conditions: conditionsOf(s),
          formats: formatsOf(s),
          allFormats: all,
        }),
      }))
      .filter((x) => x.c.length)
      .map((x) => `${x.s.id} ${x.s.title}: ${x.c.join('；')}`);
    expect(wrong).toEqual([]);
  });

  it('推荐业态 are what the conditions allow: no unit without 排烟 offers or mentions 火锅', () => {
    const noExhaust = rows.filter((s) => !s.exhaust);
    expect(noExhaust.length).toBeGreaterThan(0);
    expect(noExhaust.filter((s) => `${s.title}${s.description}`.includes('火锅') || formatsOf(s).some((f) => f.name === '火锅')).map((s) => s.id)).toEqual([]);
    expect(rows.filter((s) => allowedFormats(formatsOf(s), conditionsOf(s)).length !== s.formatIds.length).map((s) => s.id)).toEqual([]);
    expect(rows.every((s) => s.formatIds.length > 0)).toBe(true);
  });

  it('the data holds both kinds of unit, so each rule is exercised', () => {
    const street = rows.filter((s) => s.kind === 'shop' && s.mallId === null);
    expect(street.length).toBeGreaterThan(0);
    expect(rows.some((s) => s.kind === 'shop' && s.mallId !== null && s.description.includes('扶梯口'))).toBe(true);
    expect(rows.some((s) => formatsOf(s).some((f) => f.name === '火锅'))).toBe(true);
  });
});
