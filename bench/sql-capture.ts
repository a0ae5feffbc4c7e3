/**
 * Loaded into the API process with `--import` by bench/mix.ts for the database ceiling's capture
 * run, never in production: every statement the process sends through `pg` (text and values) is
 * appended as one JSON line to SHP_SQL_CAPTURE_FILE before it is sent, so the capture client, which
 * sends one request at a time, reads the lines added during each request as that request's SQL.
 * It observes only: the statement goes on to `pg` unchanged.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const file = process.env.SHP_SQL_CAPTURE_FILE;
if (file) {
  // The server's own `pg` (an external of the bundle), so the prototype patched is the one it uses.
  const pg = createRequire(path.resolve(import.meta.dirname, '../apps/api/dist/server.js'))('pg') as typeof import('pg');
  const fd = fs.openSync(file, 'a');
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  const replacer = (_k: string, v: unknown) => (typeof v === 'bigint' ? String(v) : Buffer.isBuffer(v) ? { $base64: v.toString('base64') } : v);
  pg.Client.prototype.query = function captured(this: unknown, ...args: unknown[]) {
    const [config, values] = args as [string | { text?: string; values?: unknown[]; rowMode?: string } | undefined, unknown];
    const text = typeof config === 'string' ? config : config?.text;
    if (text) {
      const vals = typeof config === 'string' ? (Array.isArray(values) ? values : undefined) : (config?.values ?? (Array.isArray(values) ? values : undefined));
      const array = typeof config === 'object' && config?.rowMode === 'array';
      fs.writeSync(fd, `${JSON.stringify({ text, values: vals, array }, replacer)}\n`);
    }
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}
