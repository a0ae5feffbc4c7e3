import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/**
 * In-process cache of serialised answers of public reads (see OpRegistry.register's `cache`
 * option). A hit is the stored envelope string: no database, no output validation, no
 * JSON.stringify. Bounded by bytes and entries (least recently used leaves first), every entry
 * expires after its op's TTL, and `clear()` (operator content changes) drops everything.
 */

/** How an operation may be cached. Only `access: 'public'` operations can opt in. */
export interface CachePolicy {
  /** Seconds an answer may be served after it was computed. */
  ttlSeconds: number;
  /**
   * 'public': the answer never depends on the caller; every caller is served the answer computed
   * for an anonymous caller. 'anonymous': the answer differs for a signed-in member (masked
   * phones, collected flags), so only requests without any token read or fill the cache.
   */
  scope: 'public' | 'anonymous';
}

export type ContentEncoding = 'br' | 'gzip';

/** Below this many bytes an answer is sent as it is (the compress plugin's threshold too). */
export const ENCODE_MIN_BYTES = 1024;

interface Entry {
  body: string;
  expiresAt: number;
  size: number;
  /** Compressed copies, made on the first hit that accepts each encoding. */
  encoded?: Partial<Record<ContentEncoding, Buffer>>;
  /** The body as UTF-8, made on the first HTTP hit so later hits send bytes without encoding. */
  utf8?: Buffer;
}

/**
 * The encoding to send a stored answer in, from the request's Accept-Encoding: brotli when
 * offered (browsers offer it over HTTPS only), else gzip; null for none (or `q=0` on both).
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const offered = new Map<string, number>();
  for (const part of String(acceptEncoding).toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) offered.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: ContentEncoding) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (offered.has('br') && accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

function encode(body: string, encoding: ContentEncoding): Buffer {
  // Made once per entry and sent on every hit, so a higher level than per-answer compression
  // can afford pays for itself.
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT } })
    : gzipSync(body, { level: 9 });
}

export interface ResponseCacheOptions {
  /** Total bytes of keys and bodies kept (0 turns the cache off). */
  maxBytes: number;
  maxEntries?: number;
  now?: () => number;
}

export class ResponseCache {
  private entries = new Map<string, Entry>();
  private inflight = new Map<string, Promise<string>>();
  private bytes = 0;
  /** Bumped by clear(): an answer computed before a content change is never stored after it. */
  private generation = 0;
  readonly maxBytes: number;
  readonly maxEntries: number;
  private now: () => number;
  readonly stats = { hits: 0, misses: 0, stores: 0, evictions: 0, clears: 0 };

  constructor(opts: ResponseCacheOptions) {
    this.maxBytes = Math.max(0, opts.maxBytes);
    this.maxEntries = opts.maxEntries ?? 10_000;
    this.now = opts.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  get(key: string): string | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= this.now()) {
      this.remove(key, e);
      return undefined;
    }
    // Most recently used goes to the end of the Map's order; eviction takes from the front.
    this.entries.delete(key);
    this.entries.set(key, e);
    this.stats.hits += 1;
    return e.body;
  }

  /**
   * The stored answer of `key` compressed with `encoding`, made on first use and kept (and counted
   * in the byte bound) with the entry. Undefined when nothing is stored under `key` or the answer
   * is too small to be worth compressing.
   */
  encoded(key: string, encoding: ContentEncoding): Buffer | undefined {
    const e = this.entries.get(key);
    if (!e || e.expiresAt <= this.now()) return undefined;
    const cached = e.encoded?.[encoding];
    if (cached) return cached;
    if (Buffer.byteLength(e.body) < ENCODE_MIN_BYTES) return undefined;
    const buf = encode(e.body, encoding);
    (e.encoded ??= {})[encoding] = buf;
    e.size += buf.length;
    this.bytes += buf.length;
    this.evictOverflow();
    return buf;
  }

  /**
   * The stored answer of `key` as UTF-8 bytes to send, made on first use and kept (and counted in
   * the byte bound) with the entry. Undefined when nothing is stored under `key`.
   */
  utf8(key: string): Buffer | undefined {
    const e = this.entries.get(key);
    if (!e || e.expiresAt <= this.now()) return undefined;
    if (e.utf8) return e.utf8;
    const buf = Buffer.from(e.body, 'utf8');
    e.utf8 = buf;
    e.size += buf.length;
    this.bytes += buf.length;
    this.evictOverflow();
    return buf;
  }

  /**
   * The stored answer, or `compute()`'s (stored for ttlSeconds). Concurrent misses of one key share
   * one computation, so a burst on a cold key runs the query once. Failures are not stored.
   */
  async getOrCompute(key: string, ttlSeconds: number, compute: () => Promise<string>): Promise<string> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const running = this.inflight.get(key);
    if (running) return running;
    this.stats.misses += 1;
    const generation = this.generation;
    const p = compute().then((body) => {
      if (generation === this.generation) this.set(key, body, ttlSeconds);
      return body;
    });
    this.inflight.set(key, p);
    const done = () => {
      if (this.inflight.get(key) === p) this.inflight.delete(key);
    };
    p.then(done, done);
    return p;
  }

  set(key: string, body: string, ttlSeconds: number) {
    if (!this.enabled || ttlSeconds <= 0) return;
    // JS strings are UTF-16: two bytes a code unit is what they hold in memory.
    const size = (key.length + body.length) * 2;
    if (size > this.maxBytes / 4) return; // one huge answer must not flush everything else
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, { body, expiresAt: this.now() + ttlSeconds * 1000, size });
    this.bytes += size;
    this.stats.stores += 1;
    this.evictOverflow();
  }

  private evictOverflow() {
    while (this.bytes > this.maxBytes || this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.remove(oldest.value, this.entries.get(oldest.value)!);
      this.stats.evictions += 1;
    }
  }

  /** Drops every answer, and keeps answers being computed right now from being stored. */
  clear() {
    this.entries.clear();
    this.inflight.clear();
    this.bytes = 0;
    this.generation += 1;
    this.stats.clears += 1;
  }

  private remove(key: string, e: Entry) {
    this.entries.delete(key);
    this.bytes -= e.size;
  }
}

/**
 * The policies modules register with. Operator edits clear the cache at once; the TTL bounds what
 * else can go stale: another API process's edit (invalidation is per process) and adverts whose
 * schedule starts or ends.
 */
export const PUBLIC_READ: CachePolicy = { ttlSeconds: 60, scope: 'public' };
export const ANONYMOUS_READ: CachePolicy = { ttlSeconds: 60, scope: 'anonymous' };
