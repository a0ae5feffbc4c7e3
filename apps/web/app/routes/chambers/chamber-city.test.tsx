import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderRoutes } from '../../test/render';
import ChamberCity from './chamber-city';

const chamber = {
  id: 1,
  slug: 'nanjing',
  name: '南京商会',
  cityCode: '320100',
  cityName: '南京',
  intro: '',
  president: '张会长',
  memberCount: 646,
  foundedYear: 2006,
  coverUrl: '/c.jpg',
  phone: '025-1234567',
  address: '南京',
  eventCount: 25,
  paragraphs: ['简介'],
  highlights: ['考察'],
};
const event = (id: number) => ({
  id,
  chamberId: 1,
  chamberName: '南京商会',
  kind: 'visit',
  title: `南京商会活动${id}`,
  summary: '',
  coverUrl: '/e.jpg',
  location: '南京',
  startsAt: '2026-01-01T02:00:00.000Z',
  state: 'ended',
});

describe('/nanjingChamberMore', () => {
  it('keeps the events shown, marked 加载中…, while another page of them loads', { timeout: 20_000 }, async () => {
    // jsdom has no scrolling: the pager scrolls to the top on a page change.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    let second = false;
    const loader = ({ request }: { request: Request }) => {
      if (new URL(request.url).searchParams.get('page') === '2') {
        second = true;
        return new Promise<never>(() => {});
      }
      return { chamber, events: { total: 25, list: [event(1)], pageNum: 1, pageSize: 20 } };
    };
    renderRoutes([{ path: '/nanjingChamberMore', Component: ChamberCity, loader }], '/nanjingChamberMore');
    expect(await screen.findByText('南京商会活动1')).toBeTruthy();
    expect(screen.queryByRole('status', { name: '加载中…' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: '第2页' }));
    expect(await screen.findByRole('status', { name: '加载中…' })).toBeTruthy();
    expect(second).toBe(true);
    expect(screen.getByText('南京商会活动1')).toBeTruthy();
  });
});
