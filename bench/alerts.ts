/**
 * npm run bench:alerts -- [--server postgres://postgres@127.0.0.1:5432/postgres] [--searches 100000] [--changes 1000] [--db shp_bench_alerts]
 *
 * Saved-search alerts (issue 37, decision 061): a scratch database (`--db`, default `shp_bench_alerts`) is created
 * and migrated, then filled with --searches saved searches (5 per member over the 12 top-bar cities,
 * the four kinds, districts, formats, area and rent ranges, map boxes and drawn areas in the
 * proportions below) and --changes listing changes, written as the operator console writes them
 * (one `listing_changes` row per change). The clock starts when the first change is written and
 * stops when every change is matched and every alert and message-centre entry is written: the
 * `subscriptions-match` job's handler (matchAllPending) run as the worker runs it. Prints
 * the time, the alerts and messages written and the EXPLAIN of one batch (it fails on a
 * sequential scan of saved_searches).
 */
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { TOP_BAR_CITIES } from '@shp/contracts';
import { arg, root } from './support.js';
import { openDatabase, queryRows } from '../apps/api/src/db/client.js';
import { matchAllPending } from '../apps/api/src/modules/subscriptions/subscriptions.service.js';

const server = arg('server', 'postgres://postgres@127.0.0.1:5432/postgres')!;
const SEARCHES = Number(arg('searches', '100000'));
const CHANGES = Number(arg('changes', '1000'));
const NAME = arg('db', 'shp_bench_alerts')!;

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const rand = rng(37);
const pick = <T>(a: readonly T[]) => a[Math.floor(rand() * a.length)];
const KINDS = ['shop', 'point', 'mall', 'space'] as const;
/** A rough centre per city: the boxes and points fall around it. */
const centre = (i: number) => ({ lng: 104 + (i % 6) * 3, lat: 24 + Math.floor(i / 6) * 8 });
const CITIES = TOP_BAR_CITIES.map((c, i) => ({
  code: c.cityCode,
  ...centre(i),
  districts: Array.from({ length: 10 }, (_, d) => `${c.cityCode.slice(0, 4)}${String(d + 1).padStart(2, '0')}`),
}));
const rentOf = (kind: string) => (kind === 'mall' ? 3 + rand() * 20 : kind === 'space' ? 500 + rand() * 8000 : 5000 + rand() * 80000);

async function main() {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`drop database if exists ${NAME} with (force)`);
  await admin.query(`create database ${NAME}`);
  await admin.end();
  const u = new URL(server);
  u.pathname = `/${NAME}`;
  const database = await openDatabase({ url: u.toString(), poolSize: 4 });
  const db = database.db;
  try {
    await database.migrate(path.join(root, 'apps/api/drizzle'));
    console.log(`saved searches: ${SEARCHES}, listing changes: ${CHANGES}`);
    const rows: string[] = [];
    for (let i = 0; i < SEARCHES; i += 1) {
      const kind = pick(KINDS);
      const city = pick(CITIES);
      // Half choose districts (one to three), 40 % formats (one or two), as the list filters allow.
      const districts = rand() < 0.5 ? Array.from({ length: 1 + Math.floor(rand() * 3) }, () => pick(city.districts)) : null;
      const formats = rand() < 0.4 ? Array.from({ length: 1 + Math.floor(rand() * 2) }, () => 1 + Math.floor(rand() * 40)) : null;
      const area =
        rand() < 0.5
          ? (() => {
              const a = 20 + rand() * 300;
              return [a, a * (1.5 + rand() * 3)];
            })()
          : null;
      const rent =
        rand() < 0.5
          ? (() => {
              const r = rentOf(kind);
              return [r * 0.5, r * 1.5];
            })()
          : null;
      const g = rand();
      const w = city.lng + rand() * 1.5 - 0.75;
      const s = city.lat + rand() * 1.5 - 0.75;
      const box = g < 0.2 ? `box(point(${w},${s}),point(${w + 0.3},${s + 0.3}))` : g < 0.25 ? `box(point(${w},${s}),point(${w + 0.2},${s + 0.2}))` : 'null';
      const poly = g >= 0.2 && g < 0.25 ? `'((${w},${s}),(${w + 0.2},${s}),(${w + 0.1},${s + 0.2}))'::polygon` : 'null';
      rows.push(
        `(${1 + Math.floor(i / 5)}, 'bench ${i}', '${kind}', '${city.code}', ${districts ? `'{${districts.join(',')}}'` : 'null'}, ${formats ? `'{${formats.join(',')}}'` : 'null'}, ${area ? area[0].toFixed(2) : 'null'}, ${area ? area[1].toFixed(2) : 'null'}, ${rent ? rent[0].toFixed(2) : 'null'}, ${rent ? rent[1].toFixed(2) : 'null'}, ${box}, ${poly}, '/findShopList', ${rand() < 0.3})`,
      );
      if (rows.length === 5000 || i === SEARCHES - 1) {
        await db.execute(
          sql.raw(
            `insert into saved_searches (member_id, name, kind, city_code, district_codes, format_ids, area_min, area_max, rent_min, rent_max, geo_box, geo_polygon, link, sms_digest) values ${rows.join(',')}`,
          ),
        );
        rows.length = 0;
      }
    }
    await db.execute(sql`vacuum analyze saved_searches`);
    const changes: string[] = [];
    for (let i = 0; i < CHANGES; i += 1) {
      const kind = pick(KINDS);
      const city = pick(CITIES);
      const formats = [1 + Math.floor(rand() * 40), 1 + Math.floor(rand() * 40)];
      changes.push(
        `('${kind}', ${i + 1}, '${pick(['new', 'rent_drop', 'vacant'])}', '基准房源${i}', '/shopDetail?id=${i + 1}', '${city.code}', '${pick(city.districts)}', '{${formats.join(',')}}', ${(20 + rand() * 500).toFixed(2)}, ${rentOf(kind).toFixed(2)}, ${city.lng + rand() * 1.5 - 0.75}, ${city.lat + rand() * 1.5 - 0.75})`,
      );
    }
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      db,
      sql.raw(`explain select s.id from listing_changes c join saved_searches s on s.kind = c.kind and s.city_code = c.city_code and not s.paused
        and (s.district_codes is null or c.district_code = any(s.district_codes)) where c.matched_at is null`),
    );

    const started = Date.now();
    // Written as the console writes them: one change per statement, as operators save.
    for (const c of changes)
      await db.execute(
        sql.raw(`insert into listing_changes (kind, listing_id, change, title, link, city_code, district_code, format_ids, area, rent, lng, lat) values ${c}`),
      );
    const written = Date.now() - started;
    const total = await matchAllPending(db);
    const ms = Date.now() - started;
    console.log(`changes written in ${(written / 1000).toFixed(1)} s; all alerts written after ${(ms / 1000).toFixed(1)} s`);
    console.log(`matched ${total.changes} changes: ${total.alerts} alerts, ${total.messages} message-centre entries`);
    console.log('plan of the match join:');
    for (const p of plan) console.log(`  ${p['QUERY PLAN']}`);
    if (plan.some((p) => /Seq Scan on saved_searches/.test(p['QUERY PLAN']))) {
      console.error('FAIL: sequential scan of saved_searches');
      process.exitCode = 1;
    }
    if (ms > 60_000) {
      console.error('FAIL: over the 60 s target');
      process.exitCode = 1;
    }
  } finally {
    await database.close();
    const a = new pg.Client({ connectionString: server });
    await a.connect();
    await a.query(`drop database if exists ${NAME} with (force)`);
    await a.end();
  }
}

await main();
