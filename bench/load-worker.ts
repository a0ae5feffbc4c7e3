// Runs one autocannon measurement in its own process (so the load generator does not share the
// server's event loop) and prints the result as one JSON line.
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
};
let n = 0;
const result = await autocannon({
  url: spec.url,
  method: spec.method,
  connections: spec.connections,
  duration: spec.duration,
  headers: { 'content-type': 'application/json', ...spec.headers },
  body: spec.body && !spec.uniqueBrand && !spec.distinctAreaMin ? JSON.stringify(spec.body) : undefined,
  requests: spec.distinctAreaMin
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
            return { ...req, body: JSON.stringify(body), headers: { ...req.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } };
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
  }),
);
