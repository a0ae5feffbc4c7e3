import type PgBoss from 'pg-boss';
import { JOB_STATES, type JobItem, type JobState } from '@shp/contracts';
import { offsetOf } from '../../lib/paging.js';

type Row = Record<string, unknown>;
const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

/** What the console shows of a pg-boss job: the error's message only (never a stack). */
export function toJobItem(r: Row): JobItem {
  const output = r.output as { message?: unknown } | null;
  const state = r.state as JobState;
  return {
    id: String(r.id),
    queue: String(r.name),
    state,
    error: (state === 'failed' || state === 'retry') && output && typeof output.message === 'string' ? output.message.slice(0, 500) : null,
    retryCount: Number(r.retry_count ?? 0),
    retryLimit: Number(r.retry_limit ?? 0),
    data: (r.data as Record<string, unknown> | null) ?? {},
    createdOn: iso(r.created_on) as string,
    startedOn: iso(r.started_on),
    completedOn: iso(r.completed_on),
  };
}

const COLUMNS = 'id, name, state, output, retry_count, retry_limit, data, created_on, started_on, completed_on';

/** Counts by queue and state, read from pg-boss's own table (internal queues left out). */
export async function countsByQueue(boss: PgBoss) {
  const { rows } = await boss
    .getDb()
    .executeSql(`select name, state, count(*)::int as n from pgboss.job where name not like '\\_\\_pgboss%' group by name, state`, []);
  const out = new Map<string, Record<JobState, number>>();
  for (const r of rows as { name: string; state: JobState; n: number }[]) {
    const counts = out.get(r.name) ?? (Object.fromEntries(JOB_STATES.map((s) => [s, 0])) as Record<JobState, number>);
    counts[r.state] = Number(r.n);
    out.set(r.name, counts);
  }
  return out;
}

export async function listJobs(boss: PgBoss, f: { queue?: string; state: JobState }, page: { pageNum: number; pageSize: number }) {
  const where = `state = $1 and name not like '\\_\\_pgboss%'${f.queue ? ' and name = $2' : ''}`;
  const params: unknown[] = f.queue ? [f.state, f.queue] : [f.state];
  const db = boss.getDb();
  const [list, total] = await Promise.all([
    db.executeSql(
      `select ${COLUMNS} from pgboss.job where ${where} order by coalesce(completed_on, started_on, created_on) desc, id limit ${page.pageSize} offset ${offsetOf(page).offset}`,
      params,
    ),
    db.executeSql(`select count(*)::int as n from pgboss.job where ${where}`, params),
  ]);
  return { rows: list.rows.map(toJobItem), total: Number((total.rows[0] as { n: number } | undefined)?.n ?? 0) };
}

export async function findJob(boss: PgBoss, queue: string, id: string) {
  const { rows } = await boss.getDb().executeSql(`select ${COLUMNS} from pgboss.job where name = $1 and id = $2`, [queue, id]);
  return rows[0] ? toJobItem(rows[0] as Row) : null;
}
