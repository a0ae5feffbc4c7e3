// Runs one autocannon measurement in its own process (so the load generator does not share the
// server's event loop) and prints the result as one JSON line.
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

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
const result = await autocannon({
  url: spec.url,
  method: spec.method,
  connections: spec.connections,
  duration: spec.duration,
  headers: { 'content-type': 'application/json', ...spec.headers },
  body: spec.body && !spec.uniqueBrand && !spec.distinctAreaMin && !spec.browserWrapper ? JSON.stringify(spec.body) : undefined,
  requests: spec.browserWrapper
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
  }),
);
