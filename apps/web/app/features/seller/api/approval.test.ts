import { afterEach, expect, it, vi } from 'vitest';
import { fetchApprovalDetails } from './approval';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'token=; max-age=0; path=/';
});

it('asks for approval details with the wrapper in the query but the token only in its header', async () => {
  document.cookie = 'token=tok456; path=/';
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify({ code: 10000, msg: 'ok', data: { list: [] } }), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  await fetchApprovalDetails('https://approval.example/api/', 7);
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit & { headers: Record<string, string> }];
  const u = new URL(url);
  expect(u.pathname).toBe('/api/details');
  expect(u.searchParams.get('bizId')).toBe('7');
  expect(u.searchParams.get('channelCode')).toBe('ch_web');
  expect(u.searchParams.has('token')).toBe(false);
  expect(url).not.toContain('tok456');
  expect(init.headers['member-token']).toBe('tok456');
});
