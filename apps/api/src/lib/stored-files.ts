import { and, eq, getTableColumns, getTableName, inArray, is, sql, type SQL } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import * as schema from '../db/schema/index.js';
import { uploads } from '../db/schema/index.js';
import { keyOfUrl, UPLOAD_PREFIX, type StorageAdapter } from './file-storage.js';

/*
 * Stored files and the records that point at them (decision 048). A file is kept while any live
 * record names its URL; when a save or delete lets go of one, `releaseFiles` deletes the object
 * (local disk or bucket) and its `uploads` row unless another record still names it. Uploads no
 * record ever took (a form never saved) are swept by the nightly `uploads-sweep` job.
 */

interface FileColumn {
  table: PgTable;
  column: PgColumn;
  /** jsonb array of URLs (`images`), else one URL per row. */
  many: boolean;
  /** Soft-deleted rows (`deleted_at` set) no longer hold their files. */
  live: SQL | undefined;
}

/**
 * Every column that may hold a stored file's URL: text columns named `*_url` and jsonb columns
 * named `*images`, found in the schema itself so a new table is covered without a list to keep.
 * Audit history (`admin_audit_logs.before/after`) is not a reference: it records what was.
 */
export const FILE_COLUMNS: readonly FileColumn[] = (Object.values(schema) as unknown[])
  .filter((t): t is PgTable => is(t, PgTable))
  .flatMap((table): FileColumn[] => {
    const cols = Object.values(getTableColumns(table)) as PgColumn[];
    const deletedAt = cols.find((c) => c.name === 'deleted_at');
    const live = deletedAt ? sql`${deletedAt} is null` : undefined;
    return cols
      .filter(
        (c) =>
          (c.name.endsWith('_url') && (c.columnType === 'PgVarchar' || c.columnType === 'PgText')) || (c.name.endsWith('images') && c.columnType === 'PgJsonb'),
      )
      .filter(() => getTableName(table) !== 'uploads')
      .map((column) => ({ table, column, many: column.columnType === 'PgJsonb', live }));
  });

/** Upload URLs anywhere in a value (a row, a list of rows, a field): strings, arrays and objects are walked. */
export function uploadUrlsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (keyOfUrl(value)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) uploadUrlsIn(v, into);
  } else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const v of Object.values(value)) uploadUrlsIn(v, into);
  }
  return into;
}

/** The upload URLs `before` held that `after` no longer does (e.g. a row before and after its update). */
export function letGo(before: unknown, after: unknown): string[] {
  const kept = uploadUrlsIn(after);
  return [...uploadUrlsIn(before)].filter((u) => !kept.has(u));
}

// Upload URLs are checked by keyOfUrl ([\w./-] only), so the array literal needs no quoting.
const textArray = (urls: string[]) => sql`${`{${urls.join(',')}}`}::text[]`;

/**
 * Every URL live records name, as one `select url`: restricted to `urls` when given (a release), else
 * to every upload URL (the sweep). `?|` and the text match pick rows before arrays are spread out.
 */
function referencesQuery(urls?: string[]): SQL {
  const arr = urls ? textArray(urls) : undefined;
  const like = `${UPLOAD_PREFIX}%`;
  const parts = FILE_COLUMNS.map(({ table, column, many, live }) => {
    const where = live ? sql` and ${live}` : sql``;
    if (many) {
      const pick = arr ? sql`${column} ?| ${arr}` : sql`${column}::text like ${`%"${like}`}`;
      const match = arr ? sql`e.url = any(${arr})` : sql`e.url like ${like}`;
      return sql`(select e.url from ${table}, jsonb_array_elements_text(${column}) as e(url) where jsonb_typeof(${column}) = 'array' and ${pick}${where} and ${match})`;
    }
    return sql`(select ${column}::text as url from ${table} where ${arr ? sql`${column} = any(${arr})` : sql`${column} like ${like}`}${where})`;
  });
  return sql.join(parts, sql` union all `);
}

/** Which of `urls` some live record still names: one query over every file column. */
export async function referencedUrls(db: Db, urls: string[]): Promise<Set<string>> {
  const list = urls.filter((u) => keyOfUrl(u));
  if (!list.length) return new Set();
  const res = await db.execute(sql`select distinct url from (${referencesQuery(list)}) refs`);
  return new Set((res as unknown as { rows: { url: string }[] }).rows.map((r) => r.url));
}

/**
 * A save or delete let go of these URLs: each one no live record names any more loses its object
 * and its `uploads` row. Call it after the write has committed (a rolled-back write still needs its
 * files). A failed delete is logged, not thrown: the write stands, and the row left behind lets the
 * nightly sweep try again.
 */
export async function releaseFiles(
  db: Db,
  storage: StorageAdapter,
  urls: Iterable<string | null | undefined>,
  opts: { log?: Pick<FastifyBaseLogger, 'warn'>; owner?: number } = {},
): Promise<string[]> {
  const log = opts.log;
  let candidates = [...new Set([...urls].filter((u): u is string => typeof u === 'string' && keyOfUrl(u) !== null))];
  if (!candidates.length) return [];
  if (opts.owner !== undefined) {
    // A member's save deletes only that member's own uploads; a file of someone else's the record
    // pointed at is left to the nightly sweep, which deletes it only once no record names it.
    const own = await db
      .select({ url: uploads.url })
      .from(uploads)
      .where(and(eq(uploads.memberId, opts.owner), inArray(uploads.url, candidates)));
    const mine = new Set(own.map((r) => r.url));
    candidates = candidates.filter((u) => mine.has(u));
    if (!candidates.length) return [];
  }
  const kept = await referencedUrls(db, candidates);
  const gone: string[] = [];
  for (const url of candidates.filter((u) => !kept.has(u))) {
    try {
      await storage.remove(url);
      await db.delete(uploads).where(eq(uploads.url, url));
      gone.push(url);
    } catch (err) {
      log?.warn({ err, url }, 'stored file not deleted; the nightly sweep retries');
    }
  }
  return gone;
}

/** An upload stays this long without a record naming it: the form it was made for may still be open. */
export const ORPHAN_GRACE_MS = 24 * 3600_000;

/**
 * Nightly: uploads older than the grace period that no live record names (uploaded, then the form
 * was left; or a delete whose object removal failed) lose their object and row. Idempotent.
 */
export async function sweepOrphanUploads(db: Db, storage: StorageAdapter, now: Date, log?: Pick<FastifyBaseLogger, 'warn'>) {
  const before = new Date(now.getTime() - ORPHAN_GRACE_MS);
  let removed = 0;
  let afterId = 0;
  for (;;) {
    // One anti-join against every reference at once: each table is read once per batch, however
    // many uploads there are.
    const res = await db.execute(sql`
      select u.id, u.url from ${uploads} u
      where u.created_at < ${before.toISOString()}::timestamptz and u.id > ${afterId}
        and not exists (select 1 from (${referencesQuery()}) refs where refs.url = u.url)
      order by u.id limit 500`);
    const batch = (res as unknown as { rows: { id: number | string; url: string }[] }).rows.map((r) => ({ id: Number(r.id), url: r.url }));
    if (!batch.length) break;
    afterId = batch[batch.length - 1].id;
    for (const o of batch) {
      try {
        await storage.remove(o.url);
      } catch (err) {
        log?.warn({ err, url: o.url }, 'orphan upload not deleted; the next sweep retries');
        continue;
      }
      await db.delete(uploads).where(eq(uploads.id, o.id));
      removed += 1;
    }
    if (batch.length < 500) break;
  }
  return { removed };
}
