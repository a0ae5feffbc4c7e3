/**
 * The database ceiling of bench/mix.ts (decision 065), in a process of its own: the SQL the server
 * sent for each captured request of the mix (bench/sql-capture.ts), replayed through `pg` by
 * `connections` loops over one pool of `pool` connections for `duration` seconds. Each loop takes the
 * next captured request and runs its statements in order on one connection (so a transaction stays
 * on its connection), as the server's handler would, minus everything that is not the database.
 * Prints one JSON line: requests/s, p50/p95/p99 of a request's statements, errors.
 */
import fs from 'node:fs';
import pg from 'pg';

interface Statement {
  text: string;
  values?: unknown[];
  array?: boolean;
}
const spec = JSON.parse(process.argv[2]!) as { databaseUrl: string; groupsFile: string; connections: number; pool: number; duration: number };
const groups = JSON.parse(fs.readFileSync(spec.groupsFile, 'utf8')) as Statement[][];
const revive = (v: unknown): unknown => (v && typeof v === 'object' && '$base64' in v ? Buffer.from((v as { $base64: string }).$base64, 'base64') : v);

const pool = new pg.Pool({ connectionString: spec.databaseUrl, max: spec.pool });
pool.on('error', () => {});
// Open the connections first, as the server's pool is open when its load starts.
await Promise.all(Array.from({ length: spec.pool }, () => pool.connect())).then((cs) => cs.forEach((c) => c.release()));

let next = 0;
let errors = 0;
let statements = 0;
const firstErrors = new Map<string, number>();
const times: number[] = [];
const started = performance.now();
const end = started + spec.duration * 1000;

async function loop() {
  while (performance.now() < end) {
    const group = groups[next++ % groups.length]!;
    const t = performance.now();
    if (group.length) {
      const client = await pool.connect();
      try {
        for (const s of group) {
          await client.query({ text: s.text, values: s.values?.map(revive), ...(s.array ? { rowMode: 'array' as const } : {}) });
          statements += 1;
        }
      } catch (e) {
        errors += 1;
        const msg = (e as Error).message.slice(0, 120);
        firstErrors.set(msg, (firstErrors.get(msg) ?? 0) + 1);
        await client.query('rollback').catch(() => {});
      } finally {
        client.release();
      }
    } else await new Promise((r) => setImmediate(r));
    times.push(performance.now() - t);
  }
}
await Promise.all(Array.from({ length: spec.connections }, loop));
const seconds = (performance.now() - started) / 1000;
await pool.end();
times.sort((a, b) => a - b);
const at = (p: number) => Math.round(times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]! * 10) / 10;
console.log(
  JSON.stringify({
    rps: Math.round(times.length / seconds),
    requests: times.length,
    statementsPerSecond: Math.round(statements / seconds),
    p50: at(50),
    p95: at(95),
    p99: at(99),
    errors,
    errorKinds: Object.fromEntries([...firstErrors].slice(0, 5)),
  }),
);
