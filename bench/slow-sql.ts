/**
 * node --import tsx bench/slow-sql.ts --database-url postgres://… --capture FILE [--ops "mall list,map,shop list"] [--top 5] [--explain 3]
 *
 * Reads a bench:mix capture (--capture-out: one JSON line a request with its op and statements),
 * runs every statement of the chosen ops once more, one at a time, and prints per op the p50 / p95
 * of a request's summed statement time and the slowest statement shapes (text with its values
 * elided, so one shape gathers every city and page). For the slowest few it prints
 * EXPLAIN (ANALYZE, BUFFERS) of the slowest instance, to see what an index or rewrite would change.
 */
import fs from 'node:fs';
import pg from 'pg';
import { arg } from './support.js';

interface Statement {
  text: string;
  values?: unknown[];
  array?: boolean;
}
const databaseUrl = arg('database-url')!;
const file = arg('capture')!;
const ops = (arg('ops') ?? 'mall list,map,shop list').split(',');
const top = Number(arg('top', '5'));
const explainCount = Number(arg('explain', '3'));

const revive = (v: unknown): unknown => (v && typeof v === 'object' && '$base64' in v ? Buffer.from(String((v as { $base64: string }).$base64), 'base64') : v);
const requests = fs
  .readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as { op: string; ms: number; statements: Statement[] })
  .filter((r) => ops.includes(r.op));

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]! * 10) / 10 : null;
};
// The shape of a statement: its text with the numbers of a box or list folded away.
const shapeOf = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\$\d+(, \$\d+)*/g, '$n')
    .slice(0, 200);

for (const op of ops) {
  const mine = requests.filter((r) => r.op === op);
  const perRequest: number[] = [];
  const shapes = new Map<string, { ms: number[]; worst: { ms: number; s: Statement } }>();
  for (const r of mine) {
    let total = 0;
    for (const s of r.statements) {
      const values = s.values?.map(revive);
      const t = performance.now();
      await client.query({ text: s.text, values });
      const ms = performance.now() - t;
      total += ms;
      const k = shapeOf(s.text);
      const x = shapes.get(k) ?? { ms: [], worst: { ms: -1, s } };
      x.ms.push(ms);
      if (ms > x.worst.ms) x.worst = { ms, s };
      shapes.set(k, x);
    }
    perRequest.push(total);
  }
  console.log(
    `\n== ${op}: ${mine.length} requests; summed statement time p50 ${pct(perRequest, 0.5)} ms, p95 ${pct(perRequest, 0.95)} ms (server-side, as captured: p95 ${pct(
      mine.map((r) => r.ms),
      0.95,
    )} ms)`,
  );
  const ranked = [...shapes].sort((a, b) => b[1].ms.reduce((n, x) => n + x, 0) - a[1].ms.reduce((n, x) => n + x, 0));
  console.table(
    ranked.slice(0, top).map(([k, x]) => ({
      shape: k.slice(0, 120),
      n: x.ms.length,
      'sum ms': Math.round(x.ms.reduce((n, y) => n + y, 0)),
      'p50 ms': pct(x.ms, 0.5),
      'p95 ms': pct(x.ms, 0.95),
      'max ms': Math.round(x.worst.ms),
    })),
  );
  for (const [k, x] of ranked.slice(0, explainCount)) {
    const plan = await client.query({ text: `explain (analyze, buffers) ${x.worst.s.text}`, values: x.worst.s.values?.map(revive) });
    console.log(`\n-- slowest of ${k.slice(0, 100)} (${Math.round(x.worst.ms)} ms)\n${x.worst.s.text}\n${JSON.stringify(x.worst.s.values)}`);
    console.log(plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
  }
}
await client.end();
