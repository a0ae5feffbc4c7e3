import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Prometheus metrics of this process (decision 056). Counters of what happened (requests, renders,
 * cache lookups, SMS sends, logins, leads) live in one registry per process: Prometheus adds them up
 * across processes itself. Gauges read from an app's own pool, Redis and job queue are registered
 * per app (plugins/metrics.ts) and merged with these when scraped.
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, prefix: 'shp_' });

/** Latency buckets in seconds: the p99 target of the API is 100 ms, so most buckets sit below 1 s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: 'shp_http_requests_total',
  help: 'Answered requests by operation (route pattern), method and status code class',
  labelNames: ['op', 'method', 'status'] as const,
  registers: [processRegistry],
});

export const httpDuration = new Histogram({
  name: 'shp_http_request_duration_seconds',
  help: 'Time from the request arriving to the answer being sent, by operation',
  labelNames: ['op', 'method'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [processRegistry],
});

export const ssrRenderDuration = new Histogram({
  name: 'shp_ssr_render_seconds',
  help: 'Server rendering of a page until its headers are ready, by page route',
  labelNames: ['route'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [processRegistry],
});

export const cacheLookups = new Counter({
  name: 'shp_response_cache_lookups_total',
  help: 'Response cache lookups of public reads by result (hit or miss)',
  labelNames: ['result'] as const,
  registers: [processRegistry],
});

export const smsSends = new Counter({
  name: 'shp_sms_sends_total',
  help: 'SMS code sends by result: sent, a provider refusal reason, or a limit of ours',
  labelNames: ['result'] as const,
  registers: [processRegistry],
});

export const logins = new Counter({
  name: 'shp_logins_total',
  help: 'Successful member logins by way (sms, lead, auto, qr, wechat)',
  labelNames: ['method'] as const,
  registers: [processRegistry],
});

export const leadsCreated = new Counter({
  name: 'shp_leads_created_total',
  help: 'Leads written, by kind',
  labelNames: ['kind'] as const,
  registers: [processRegistry],
});

/** Statements of public reads by where they ran (DATABASE_READ_URL, decision 066). */
export const databaseReads = new Counter({
  name: 'shp_db_public_reads_total',
  help: 'Statements of public reads by server: replica, primary (replica not serving or behind the caller), fallback (the replica failed mid-call)',
  labelNames: ['target'] as const,
  registers: [processRegistry],
});

/** The label of a page route: its first path segment, so the label set stays that of the route table. */
export function pageRouteLabel(pathname: string, status: number): string {
  if (status === 404) return 'not_found';
  const first = pathname.replace(/\.data$/, '').split('/')[1] ?? '';
  return first === '' || first === '_root' ? '/' : `/${first}`;
}
