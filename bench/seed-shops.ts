/**
 * node --import tsx bench/seed-shops.ts --shops 1000000 [--from shp_bench] [--database-url postgres://…/shp_bench_1m]
 * A copy of a database seeded at --scale large (`from`, never ./data nor the test databases) with
 * its shops table grown or cut to N units, for the list at 10,000 vs 1,000,000 shops. Growing is one
 * INSERT … SELECT over generate_series (about a minute a million rows here, instead of JS rows);
 * copies vary traffic and rent so sorts do not meet ties. Cutting keeps every k-th unit so cities,
 * districts and grades keep their shares.
 */
import pg from 'pg';
import { arg } from './support.js';

const shops = Number(arg('shops', '1000000'));
const from = arg('from', 'shp_bench')!;
const target = new URL(
  arg('database-url', `postgres://postgres@127.0.0.1:5432/shp_bench_${shops >= 1_000_000 ? `${shops / 1_000_000}m` : `${Math.round(shops / 1000)}k`}`)!,
);
const name = target.pathname.slice(1);
if (!/^shp_bench_\w+$/.test(name)) throw new Error('the target database must be a scratch database named shp_bench_…');
if (!/^\w+$/.test(from)) throw new Error('--from: a database name');

const admin = new URL(target);
admin.pathname = '/postgres';
const a = new pg.Client({ connectionString: admin.toString() });
await a.connect();
await a.query(`drop database if exists ${name} with (force)`);
const started = Date.now();
await a.query(`create database ${name} template ${from}`);
await a.end();

const c = new pg.Client({ connectionString: target.toString() });
await c.connect();
await c.query(`set maintenance_work_mem = '512MB'`);
const count = async () => Number((await c.query('select count(*)::int as n from shops')).rows[0].n);
let n = await count();
if (shops < n) {
  const k = Math.floor(n / shops);
  if (k > 1) await c.query(`delete from shops where id % ${k} <> 0`);
  n = await count();
  if (n > shops) await c.query(`delete from shops where id in (select id from shops order by id desc limit ${n - shops})`);
} else if (shops > n) {
  const cols = (
    await c.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'shops' and column_name <> 'id' and is_generated = 'NEVER' order by ordinal_position`,
    )
  ).rows.map((r) => r.column_name);
  // Deterministic variation per copy (no random()): traffic ±50 %, rent ±20 %.
  const expr: Record<string, string> = {
    daily_traffic: `greatest(1, (s.daily_traffic * (0.5 + ((s.id * 7 + g * 13) % 100) / 100.0))::int)`,
    monthly_rent: `greatest(1, (s.monthly_rent * (0.8 + ((s.id * 11 + g * 17) % 40) / 100.0))::int)`,
  };
  const copies = Math.ceil((shops - n) / n);
  await c.query(
    `insert into shops (${cols.join(', ')})
     select ${cols.map((col) => expr[col] ?? `s.${col}`).join(', ')}
     from generate_series(1, ${copies}) g cross join shops s
     order by g, s.id limit ${shops - n}`,
  );
}
await c.query('vacuum analyze shops');
n = await count();
await c.end();
console.log(`${name}: ${n} shops and points in ${Math.round((Date.now() - started) / 1000)} s`);
