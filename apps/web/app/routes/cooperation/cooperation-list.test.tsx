import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { LEASE_TYPES } from '@shp/contracts';
import { envelope, renderRoutes } from '../../test/render';
import CooperationList from './cooperation-list';

afterEach(() => vi.unstubAllGlobals());

describe('/cooperationList activity-type filter', () => {
  it('offers the lease types spaces are stored with (the API matches them exactly; 快闪/发布会 matched nothing)', { timeout: 20_000 }, async () => {
    vi.stubGlobal('fetch', async () => envelope([]));
    renderRoutes([{ path: '/cooperationList', Component: CooperationList, loader: () => ({ result: { total: 0, list: [] } }) }], '/cooperationList');
    const select = await screen.findByRole('combobox', { name: '活动类型' });
    fireEvent.mouseDown(select);
    const offered = (await screen.findAllByRole('option')).map((o) => o.getAttribute('aria-label') ?? o.textContent);
    // The dropdown is virtual: jsdom draws its first rows only.
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((t) => (LEASE_TYPES as readonly (string | null)[]).includes(t))).toBe(true);
    expect(offered[0]).toBe(LEASE_TYPES[0]);
  });
});
