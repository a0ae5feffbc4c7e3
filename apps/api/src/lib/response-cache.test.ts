import { describe, expect, it } from 'vitest';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { preferredEncoding, ResponseCache } from './response-cache.js';

function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('ResponseCache', () => {
  it('answers a stored body until its TTL ends', async () => {
    const c = clock();
    const cache = new ResponseCache({ maxBytes: 1 << 20, now: c.now });
    let runs = 0;
    const compute = async () => `{"n":${++runs}}`;
    expect(await cache.getOrCompute('k', 10, compute)).toBe('{"n":1}');
    expect(await cache.getOrCompute('k', 10, compute)).toBe('{"n":1}');
    c.advance(9_999);
    expect(cache.get('k')).toBe('{"n":1}');
    c.advance(1);
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.getOrCompute('k', 10, compute)).toBe('{"n":2}');
    expect(cache.stats).toMatchObject({ hits: 2, misses: 2 });
  });

  it('runs one computation for concurrent misses of a key, and stores no failure', async () => {
    const cache = new ResponseCache({ maxBytes: 1 << 20 });
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const compute = async () => {
      runs += 1;
      await gate;
      return 'body';
    };
    const all = Promise.all([1, 2, 3].map(() => cache.getOrCompute('k', 10, compute)));
    release();
    expect(await all).toEqual(['body', 'body', 'body']);
    expect(runs).toBe(1);
    await expect(cache.getOrCompute('bad', 10, async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(cache.get('bad')).toBeUndefined();
    expect(await cache.getOrCompute('bad', 10, async () => 'ok')).toBe('ok');
  });

  it('never stores an answer computed before clear(), and drops everything on clear()', async () => {
    const cache = new ResponseCache({ maxBytes: 1 << 20 });
    cache.set('old', 'x', 60);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const before = cache.getOrCompute('k', 60, async () => {
      await gate;
      return 'before the edit';
    });
    cache.clear();
    // A call after the edit does not join the computation started before it.
    const after = cache.getOrCompute('k', 60, async () => 'after the edit');
    release();
    expect(await before).toBe('before the edit');
    expect(await after).toBe('after the edit');
    expect(cache.get('k')).toBe('after the edit');
    expect(cache.get('old')).toBeUndefined();
  });

  it('stays within its byte and entry bounds, dropping the least recently used first', () => {
    const cache = new ResponseCache({ maxBytes: 1000, maxEntries: 100 });
    const body = 'x'.repeat(90); // (key 2 + body 90) × 2 bytes = 184 bytes an entry: 5 fit
    for (let i = 0; i < 5; i += 1) cache.set(`k${i}`, body, 60);
    expect(cache.size.entries).toBe(5);
    cache.get('k0'); // used: k1 is now the least recently used
    cache.set('k5', body, 60);
    expect(cache.size.bytes).toBeLessThanOrEqual(1000);
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k0')).toBe(body);
    for (let i = 0; i < 50; i += 1) cache.set(`n${i}`, body, 60);
    expect(cache.size.bytes).toBeLessThanOrEqual(1000);
    const few = new ResponseCache({ maxBytes: 1 << 20, maxEntries: 3 });
    for (let i = 0; i < 10; i += 1) few.set(`k${i}`, 'b', 60);
    expect(few.size.entries).toBe(3);
    expect(few.stats.evictions).toBe(7);
    // An answer bigger than a quarter of the cache is served but never stored.
    cache.set('huge', 'x'.repeat(200), 60);
    expect(cache.get('huge')).toBeUndefined();
  });

  it('is off with no memory', async () => {
    const cache = new ResponseCache({ maxBytes: 0 });
    expect(cache.enabled).toBe(false);
    let runs = 0;
    await cache.getOrCompute('k', 60, async () => String(++runs));
    await cache.getOrCompute('k', 60, async () => String(++runs));
    expect(runs).toBe(2);
  });
});

describe('compressed copies', () => {
  const big = JSON.stringify({ code: 10000, msg: '成功', data: { list: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `商铺${i}` })) } });

  it('picks brotli when offered, else gzip, honouring q=0 and *', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('makes each encoding once per entry, counts it in the bound and drops it with the entry', async () => {
    const c = clock();
    const cache = new ResponseCache({ maxBytes: 1 << 20, now: c.now });
    await cache.getOrCompute('k', 10, async () => big);
    const before = cache.size.bytes;
    const gz = cache.encoded('k', 'gzip')!;
    expect(gunzipSync(gz).toString()).toBe(big);
    expect(cache.encoded('k', 'gzip')).toBe(gz);
    expect(cache.size.bytes).toBe(before + gz.length);
    const br = cache.encoded('k', 'br')!;
    expect(brotliDecompressSync(br).toString()).toBe(big);
    expect(cache.size.bytes).toBe(before + gz.length + br.length);
    c.advance(10_000);
    expect(cache.encoded('k', 'gzip')).toBeUndefined();
    expect(cache.encoded('missing', 'gzip')).toBeUndefined();
  });

  it('keeps one UTF-8 copy per entry, counted in the bound and dropped with the entry', async () => {
    const c = clock();
    const cache = new ResponseCache({ maxBytes: 1 << 20, now: c.now });
    await cache.getOrCompute('k', 10, async () => big);
    const before = cache.size.bytes;
    const bytes = cache.utf8('k')!;
    expect(bytes.toString('utf8')).toBe(big);
    expect(cache.utf8('k')).toBe(bytes);
    expect(cache.size.bytes).toBe(before + bytes.length);
    c.advance(10_000);
    expect(cache.utf8('k')).toBeUndefined();
    expect(cache.utf8('missing')).toBeUndefined();
  });

  it('leaves small answers uncompressed', async () => {
    const cache = new ResponseCache({ maxBytes: 1 << 20 });
    await cache.getOrCompute('k', 10, async () => '{"code":10000}');
    expect(cache.encoded('k', 'gzip')).toBeUndefined();
  });
});
