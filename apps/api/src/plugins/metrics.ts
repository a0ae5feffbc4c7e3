import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge, Registry } from 'prom-client';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import { httpDuration, httpRequests, processRegistry } from '../lib/metrics.js';
import { notFound } from './errors.js';

/** Equal-time comparison: the token is the only lock on /metrics. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return given.length > 0 && crypto.timingSafeEqual(a, b);
}

/** Gauges of this app's own database pool, Redis and job queue, read when Prometheus scrapes. */
function appRegistry(app: FastifyInstance): Registry {
  const registry = new Registry();
  new Gauge({
    name: 'shp_db_pool_connections',
    help: 'Database pool connections by state: in_use, idle, and waiting (callers queued for one)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = app.db.poolStats?.();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'shp_redis_up',
    help: '1 while the Redis of limits answers, 0 while limits fall back to the database; absent without REDIS_URL',
    registers: [registry],
    collect() {
      if (app.redis) this.set(app.redis.status === 'ready' ? 1 : 0);
    },
  });
  new Gauge({
    name: 'shp_db_replica_lag_seconds',
    help: 'Replication lag of the read replica as last probed; -1 while it is down or not a standby; absent without DATABASE_READ_URL',
    registers: [registry],
    collect() {
      const replica = app.db.reads?.status();
      if (replica) this.set(replica.lagSeconds ?? -1);
    },
  });
  new Gauge({
    name: 'shp_db_replica_serving',
    help: '1 while public reads go to the read replica, 0 while they fall back to the primary (down or lagging); absent without DATABASE_READ_URL',
    registers: [registry],
    collect() {
      const replica = app.db.reads?.status();
      if (replica) this.set(replica.serving ? 1 : 0);
    },
  });
  new Gauge({
    name: 'shp_jobs',
    help: 'Background jobs by queue and state (created and retry are the queue depth; failed stay until archived)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const boss = app.jobs.boss;
      if (!boss) return;
      try {
        const { rows } = await boss
          .getDb()
          .executeSql(
            `select name, state, count(*)::int as n from pgboss.job where name not like '\\_\\_pgboss%' and state in ('created', 'retry', 'active', 'failed') group by name, state`,
            [],
          );
        for (const r of rows as { name: string; state: string; n: number }[]) this.set({ queue: r.name, state: r.state }, Number(r.n));
      } catch {
        // The database is down: shp_db_* and the error rate say so; no job figures this scrape.
      }
    },
  });
  new Gauge({
    name: 'shp_leads_overdue',
    help: 'Leads still new (nobody has contacted them) past their call-back deadline',
    registers: [registry],
    async collect() {
      try {
        // Answered by the index on (status, deadline_at).
        const [row] = await queryRows<{ n: number }>(app.db.db, sql`select count(*)::int as n from leads where status = 'new' and deadline_at < now()`);
        this.set(Number(row?.n ?? 0));
      } catch {
        // The database is down: no figure this scrape.
      }
    },
  });
  return registry;
}

/** The operation of a request: its route pattern, never its raw address (that would be unbounded). */
function opLabel(request: FastifyRequest): string {
  const url = request.routeOptions.url;
  if (!url) return 'unmatched';
  if (url === '*' || url === '/*') return 'page';
  return url;
}

/**
 * Request counts and latencies per operation, and `/metrics` for Prometheus behind METRICS_TOKEN
 * (decision 056). Without the token, or with a wrong one, /metrics is the ordinary 404.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const registry = Registry.merge([processRegistry, appRegistry(app)]);
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const op = opLabel(request);
    if (op === '/metrics') return;
    httpRequests.inc({ op, method: request.method, status: `${Math.floor(reply.statusCode / 100)}xx` });
    httpDuration.observe({ op, method: request.method }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = app.config.metricsToken;
    if (!token || !tokenMatches(request.headers.authorization, token)) return notFound(request, reply);
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
});
