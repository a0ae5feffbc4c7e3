import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineOp, noInput } from '@shp/contracts';
import { z } from 'zod';
import { ApiError, UNAUTHORIZED_EVENT, announceLoginTimeout, buildWrapper, callApi } from './api-client';
import { onNotice } from './notify';

const readOp = defineOp({
  method: 'POST',
  path: '/api/foreground/test/read',
  access: 'public',
  summary: 't',
  input: noInput,
  output: z.object({ n: z.number() }),
  retry: true,
});
const writeOp = defineOp({
  method: 'POST',
  path: '/api/foreground/test/write',
  access: 'public',
  summary: 't',
  input: z.object({ a: z.string() }),
  output: z.null(),
});
const getOp = defineOp({
  method: 'GET',
  path: '/api/foreground/test/get',
  access: 'public',
  summary: 't',
  input: z.object({ q: z.string() }),
  output: z.null(),
});

const shown: string[] = [];
let stopListening = () => {};
beforeEach(() => {
  shown.length = 0;
  // Records what the user would see.
  stopListening = onNotice((n) => shown.push(n.text));
  document.cookie.split('; ').forEach((c) => (document.cookie = `${c.split('=')[0]}=; max-age=0; path=/`));
  sessionStorage.clear();
});
afterEach(() => {
  stopListening();
  vi.unstubAllGlobals();
});

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the SPEC §7 wrapper', () => {
  it('carries channel, trace id, token and the channel record', () => {
    document.cookie = 'token=tok123; path=/';
    document.cookie = 'userId=u9; path=/';
    sessionStorage.setItem('channelRecord', JSON.stringify({ shareChannel: 'wx', clueUniqueId: 'c1', clickId: 'k1' }));
    const w = buildWrapper();
    expect(w).toMatchObject({ channelCode: 'ch_web', token: 'tok123', shareId: 'u9', shareChannel: 'wx', clueUniqueId: 'c1', clickId: 'k1' });
    expect(String(w.traceId)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('posts {wrapper, data, pageParam} and sends the token header', async () => {
    document.cookie = 'token=tok123; path=/';
    const fetchMock = vi.fn(async () => answer({ code: 10000, msg: 'ok', data: null }));
    vi.stubGlobal('fetch', fetchMock);
    await callApi(writeOp, { a: 'x' }, { pageParam: { pageNum: 2, pageSize: 10 } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/foreground/test/write');
    expect((init.headers as Record<string, string>)['member-token']).toBe('tok123');
    expect(JSON.parse(String(init.body))).toMatchObject({ channelCode: 'ch_web', data: { a: 'x' }, pageParam: { pageNum: 2, pageSize: 10 } });
  });

  it('sends GET calls as query parameters, the token only in its header', async () => {
    document.cookie = 'token=tok123; path=/';
    const fetchMock = vi.fn(async () => answer({ code: 10000, msg: 'ok', data: null }));
    vi.stubGlobal('fetch', fetchMock);
    await callApi(getOp, { q: '火锅' });
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]), 'http://x');
    expect(url.searchParams.get('q')).toBe('火锅');
    expect(url.searchParams.get('channelCode')).toBe('ch_web');
    expect(url.searchParams.has('token')).toBe(false);
    expect(url.search).not.toContain('tok123');
    expect(((fetchMock.mock.calls[0] as unknown[])[1] as RequestInit & { headers: Record<string, string> }).headers['member-token']).toBe('tok123');
  });
});

describe('errors (SPEC §8)', () => {
  it.each([
    [404, '页面展示出问题了，修复中'],
    [500, '系统异常，请稍后重试'],
    [501, '提交出问题了，修复中'],
    [502, '品牌名称不能为空'],
  ])('code %s shows %s', async (code, text) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ code, msg: '品牌名称不能为空', data: null }, 400)),
    );
    await expect(callApi(writeOp, { a: 'x' })).rejects.toBeInstanceOf(ApiError);
    expect(shown).toEqual([text]);
  });

  it("stays silent on 502 '您已经留资过…' (the form shows its own dialog)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ code: 502, msg: '您已经留资过', data: null }, 400)),
    );
    await expect(callApi(writeOp, { a: 'x' })).rejects.toMatchObject({ code: 502 });
    expect(shown).toEqual([]);
  });

  it('on 401 clears every cookie but the city code and announces it', async () => {
    document.cookie = 'token=t; path=/';
    document.cookie = 'userName=a; path=/';
    document.cookie = 'cityCode=310000; path=/';
    const heard = vi.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, heard);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ code: 401, msg: 'x', data: null }, 401)),
    );
    await expect(callApi(writeOp, { a: 'x' })).rejects.toMatchObject({ code: 401 });
    expect(document.cookie).toBe('cityCode=310000');
    expect(heard).toHaveBeenCalledOnce();
  });

  it("after a session ends with 401 on another page, /login says '登录超时，请重新登录' once; a visitor without a token is not told", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ code: 401, msg: 'x', data: null }, 401)),
    );
    await expect(callApi(writeOp, { a: 'x' })).rejects.toMatchObject({ code: 401 });
    announceLoginTimeout();
    expect(shown).toEqual([]);

    document.cookie = 'token=t; path=/';
    await expect(callApi(writeOp, { a: 'x' })).rejects.toMatchObject({ code: 401 });
    expect(shown).toEqual([]);
    announceLoginTimeout();
    announceLoginTimeout();
    expect(shown).toEqual(['登录超时，请重新登录']);
  });

  it('retries idempotent reads twice on network failure, then shows the network message', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(callApi(readOp, {})).rejects.toMatchObject({ network: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(shown).toEqual(['网络异常，请稍后重试']);
  });

  it('does not retry writes', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(callApi(writeOp, { a: 'x' }, { silent: true })).rejects.toMatchObject({ network: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(shown).toEqual([]);
  });

  it('recovers when a retry succeeds', async () => {
    let n = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (++n < 2 ? Promise.reject(new TypeError('x')) : answer({ code: 10000, msg: 'ok', data: { n: 7 } }))),
    );
    await expect(callApi(readOp, {})).resolves.toEqual({ n: 7 });
  });
});
