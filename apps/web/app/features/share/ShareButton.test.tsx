import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { render } from '../../test/render';
import { ShareButton } from './ShareButton';

vi.mock('../../lib/notify', () => ({ showError: () => {}, showSuccess: () => {}, showInfo: () => {}, setMessageInstance: () => {} }));

let calls: { path: string; body: Record<string, unknown> }[] = [];
beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0];
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (!path.includes('/analytics/')) calls.push({ path, body });
    const data = path.endsWith('/share/create')
      ? { qrCodeUrl: '/media/share/x.png', shareUniqueId: (body.data as { shareUniqueId?: string } | undefined)?.shareUniqueId, shareUrl: '/mallDetail?id=1' }
      : { awarded: true, points: 5, balance: 105, reason: null };
    return new Response(JSON.stringify({ code: 10000, msg: '成功', data }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'token=; max-age=0; path=/';
});

describe('<ShareButton>', () => {
  // antd's Modal is slow to mount on a cold first run.
  it('credits the points task 分享 (doTask share) once the share is created for a member', { timeout: 20_000 }, async () => {
    document.cookie = 'token=tok-1; path=/';
    render(<ShareButton title="测试商场" />);
    fireEvent.click(screen.getByRole('button', { name: /分享/ }));
    await screen.findByAltText('测试商场的分享二维码', {}, { timeout: 10_000 });
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/wact-web/wd/yypt/task/doTask'));
    const task = calls.find((c) => c.path.endsWith('/doTask'))!;
    const created = calls.find((c) => c.path.endsWith('/share/create'))!;
    expect(task.body.data).toMatchObject({ taskTemplateId: 'share', targetId: (created.body.data as { shareUniqueId: string }).shareUniqueId });
  });

  it('asks a visitor for no task (there is no account to credit)', { timeout: 20_000 }, async () => {
    render(<ShareButton title="测试商场" />);
    fireEvent.click(screen.getByRole('button', { name: /分享/ }));
    await screen.findByAltText('测试商场的分享二维码', {}, { timeout: 10_000 });
    expect(calls.map((c) => c.path)).toEqual(['/api/wic-business-application/api/share/create']);
  });
});
