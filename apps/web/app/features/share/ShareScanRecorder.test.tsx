import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { doTaskOp, shareScanOp } from '@shp/contracts';
import { envelope } from '../../test/render';
import { clearCookies } from '../../test/member-cookies';
import { ShareScanRecorder } from './ShareScanRecorder';

afterEach(() => {
  vi.unstubAllGlobals();
  clearCookies();
});

const SHARE = '3f2b8c1e-9a4d-4b6e-8f00-1234567890ab';

function stubApi(recorded: boolean) {
  const calls: { url: string; data: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, data: (JSON.parse(String(init.body)) as { data: unknown }).data });
    return envelope(url === shareScanOp.path ? { recorded } : { awarded: true, points: 10, balance: 10, reason: null });
  });
  return calls;
}

describe('<ShareScanRecorder>: 扫码看铺 is claimed for a scan the server recorded', () => {
  it('records a logged-in member arriving by a share link, then claims the scan task for it', async () => {
    document.cookie = 'token=tok; path=/';
    const calls = stubApi(true);
    render(
      <MemoryRouter initialEntries={[`/shopDetail?id=1&shareId=${SHARE}`]}>
        <ShareScanRecorder />
      </MemoryRouter>,
    );
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual([shareScanOp.path, doTaskOp.path]));
    expect(calls[0].data).toEqual({ shareUniqueId: SHARE });
    expect(calls[1].data).toMatchObject({ taskTemplateId: 'scan', targetId: SHARE });
  });

  it("claims nothing for a scan not recorded (the member's own share), nor for visitors", async () => {
    document.cookie = 'token=tok; path=/';
    const calls = stubApi(false);
    render(
      <MemoryRouter initialEntries={[`/?shareId=${SHARE}`]}>
        <ShareScanRecorder />
      </MemoryRouter>,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.map((c) => c.url)).toEqual([shareScanOp.path]);
    clearCookies();
    const visitorCalls = stubApi(true);
    render(
      <MemoryRouter initialEntries={[`/?shareId=${SHARE}`]}>
        <ShareScanRecorder />
      </MemoryRouter>,
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(visitorCalls).toEqual([]);
  });
});
