// Runs one autocannon measurement in its own process (so the load generator does not share the
// server's event loop) and prints the result as one JSON line.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { mixDrawer, type MixWorld } from './mix-draws.js';

const spec = JSON.parse(process.argv[2]) as {
  url: string;
  method: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  connections: number;
  duration: number;
  /** Give each request a distinct brand name (lead submit writes, not duplicates). */
  uniqueBrand?: boolean;
  /**
   * Give each request of a shop list a distinct minimum area (+0.001 ㎡ a request), so every
   * request is a filter set of its own and its total is counted, never reused.
   */
  distinctAreaMin?: boolean;
  /** Run autocannon as shipped: it appends every answer to a string (see below). */
  decodeBodies?: boolean;
  /**
   * Write each body as the web client does (api-client.ts buildWrapper): the channel, then a new
   * `time` and `traceId` on every request, then the rest.
   */
  browserWrapper?: boolean;
  /**
   * The load mix (bench/mix.ts): each request is drawn from the world in this file with this seed
   * (bench/mix-draws.ts); `url` is then the origin. Answers are counted per op by status.
   */
  mix?: { worldFile: string; seed: number };
};

/*
 * autocannon 8 appends each chunk of every answer to a string (`req.body += data`), so the load
 * generator decodes every answer as UTF-8 even though nothing here reads it (no verifyBody,
 * expectBody or onResponse). A 9 KB answer of Chinese text then costs the generator more than the
 * server: a plain route sending the shop list's bytes read 27–29k req/s with the stock queue and
 * 37–42k with this one (docs/performance.md, session 24). Counting the bytes instead keeps the
 * generator out of the figure and still proves what came back: the run prints bytes per answer.
 */
let bodyBytes = 0;
if (!spec.decodeBodies) {
  const queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as {
    prototype: { peek(): unknown; addBody(data: Buffer): void };
  };
  queue.prototype.addBody = function addBody(this: { peek(): unknown }, data: Buffer) {
    if (this.peek()) bodyBytes += data.length;
  };
}
let n = 0;
const draw = spec.mix ? mixDrawer(JSON.parse(fs.readFileSync(spec.mix.worldFile, 'utf8')) as MixWorld, spec.mix.seed) : null;
const distinct = new Set<string>();
const perOp: Record<string, { sent: number; ok: number; non2xx: number }> = {};
const instance = autocannon({
  url: spec.url,
  method: spec.method,
  connections: spec.connections,
  duration: spec.duration,
  headers: { 'content-type': 'application/json', ...spec.headers },
  body: spec.body && !spec.uniqueBrand && !spec.distinctAreaMin && !spec.browserWrapper ? JSON.stringify(spec.body) : undefined,
  requests: draw
    ? [
        {
          setupRequest: (req, context) => {
            const d = draw();
            distinct.add(`${d.path}\n${d.body}`);
            (perOp[d.op] ??= { sent: 0, ok: 0, non2xx: 0 }).sent += 1;
            (context as { op?: string }).op = d.op;
            return { ...req, method: 'POST', path: d.path, body: d.body, headers: { ...req.headers, ...d.headers } };
          },
          onResponse: (status, _body, context) => {
            const counts = perOp[(context as { op?: string }).op ?? ''];
            if (counts) counts[status >= 200 && status < 300 ? 'ok' : 'non2xx'] += 1;
          },
        },
      ]
    : spec.browserWrapper
      ? [
          {
            setupRequest: (req) => {
              n += 1;
              const { channelCode, ...rest } = spec.body as Record<string, unknown>;
              // A trace id of 32 letters and digits, new on each request, as crypto's would be.
              const traceId = `${process.pid.toString(36)}t${n.toString(36)}`.padEnd(32, '0');
              return {
                ...req,
                body: `{"channelCode":${JSON.stringify(channelCode)},"time":${Date.now()},"traceId":"${traceId}",${JSON.stringify(rest).slice(1)}`,
              };
            },
          },
        ]
      : spec.distinctAreaMin
        ? [
            {
              setupRequest: (req) => {
                n += 1;
                const body = structuredClone(spec.body) as { data: { area?: { min?: number; max?: number } } };
                const area = (body.data.area ??= {});
                area.min = Math.round(((area.min ?? 0) + n / 1000) * 1000) / 1000;
                return { ...req, body: JSON.stringify(body) };
              },
            },
          ]
        : spec.uniqueBrand
          ? [
              {
                setupRequest: (req) => {
                  n += 1;
                  const body = structuredClone(spec.body) as { data: { useBrandName: string } };
                  body.data.useBrandName = `压测品牌${process.pid}-${n}`;
                  // A distinct client address per request: the per-address lead limit is not what is measured.
                  return {
                    ...req,
                    body: JSON.stringify(body),
                    headers: { ...req.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
                  };
                },
              },
            ]
          : undefined,
});
// The mix reports p95 too, which autocannon's summary does not carry: every answer's time is kept.
const times: number[] = [];
// autocannon's promise is also its event emitter (lib/init.js), which its types do not say.
if (draw) (instance as unknown as NodeJS.EventEmitter).on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
const result = await instance;
times.sort((a, b) => a - b);
const at = (p: number) => (times.length ? Math.round(times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]! * 10) / 10 : null);
console.log(
  JSON.stringify({
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    total: result.requests.total,
    // Body bytes per answer (as sent: compressed where the server compressed); stock mode does not count.
    bytesPerAnswer: spec.decodeBodies || !result.requests.total ? null : Math.round(bodyBytes / result.requests.total),
    ...(draw ? { exact: { p50: at(50), p95: at(95), p99: at(99), max: at(100) }, distinctBodies: distinct.size, perOp } : {}),
  }),
);
