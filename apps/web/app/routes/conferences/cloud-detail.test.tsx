import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../../test/render';
import CloudDetail from './cloud-detail';

const ended = {
  id: 1,
  kind: 'conference',
  title: '成都金地奥莱云招商发布会',
  summary: '',
  coverUrl: '/c.jpg',
  speaker: '黄娜',
  speakerTitle: '连锁品牌拓展总监',
  cityName: '成都',
  startsAt: '2026-07-22T06:00:00.000Z',
  endsAt: '2026-07-22T08:00:00.000Z',
  state: 'ended',
  views: 10,
  videoId: 3,
  paragraphs: ['发布招商政策'],
  agenda: [{ time: '14:00', title: '开场致辞', speaker: '主持人' }],
  mallNames: [],
  related: [],
};

describe('/cloudDetail of an ended conference with a recording', () => {
  it('offers 观看回放 as one link to the replay, not a button inside a link', { timeout: 20_000 }, async () => {
    renderRoutes([{ path: '/cloudDetail', Component: CloudDetail, loader: () => ({ c: ended }) }], '/cloudDetail?id=1');
    const link = await screen.findByRole('link', { name: '观看回放' });
    expect(link.getAttribute('href')).toBe('/cloudVideo?id=3');
    expect(link.querySelector('button')).toBeNull();
    expect(screen.queryByRole('button', { name: '观看回放' })).toBeNull();
  });
});

describe('/cloudDetail of an ended lecture without a recording', () => {
  it('says there is no replay instead of saying nothing', async () => {
    renderRoutes([{ path: '/cloudDetail', Component: CloudDetail, loader: () => ({ c: { ...ended, kind: 'lecture', videoId: null } }) }], '/cloudDetail?id=12');
    expect(await screen.findByText('本场暂无回放')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '观看回放' })).toBeNull();
  });

  it('says nothing about a replay before it has taken place', async () => {
    renderRoutes(
      [{ path: '/cloudDetail', Component: CloudDetail, loader: () => ({ c: { ...ended, state: 'upcoming', videoId: null } }) }],
      '/cloudDetail?id=12',
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('本场暂无回放')).toBeNull();
  });
});
