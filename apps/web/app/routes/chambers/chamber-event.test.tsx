import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../../test/render';
import ChamberEventPage from './chamber-event';

const event = {
  id: 5,
  chamberId: 1,
  chamberName: '南京商会',
  kind: 'visit',
  title: '走进南京商会｜深圳招商购物公园考察交流',
  summary: '',
  coverUrl: '/c.jpg',
  location: '深圳',
  startsAt: '2027-02-12T02:00:00.000Z',
  state: 'upcoming',
  paragraphs: ['考察交流'],
  chamberSlug: 'nanjing',
  videoUrl: null,
  posterUrl: null,
  related: [],
};
const page = (e: Record<string, unknown>, path = '/chamberMoreDetils') =>
  renderRoutes([{ path, Component: ChamberEventPage, loader: () => ({ e: { ...event, ...e } }) }], `${path}?id=5`);

describe('a chamber event page', () => {
  it('says whether the event is still ahead or over, as its card in the list does', { timeout: 20_000 }, async () => {
    const first = page({});
    expect(await screen.findByText('即将开始')).toBeTruthy();
    first.unmount();
    page({ state: 'ended' });
    expect(await screen.findByText('已结束')).toBeTruthy();
  });

  it('says an ended live has no replay instead of showing only its cover', async () => {
    page({ kind: 'live', state: 'ended', title: '南京商会直播｜政策解读' }, '/detailsLive');
    expect(await screen.findByText('本场直播暂无回放')).toBeTruthy();
    expect(screen.queryByTestId('video-player')).toBeNull();
  });

  it('plays the replay of an ended live that has one', async () => {
    page({ kind: 'live', state: 'ended', videoUrl: '/media/video/cloud-demo.mp4', posterUrl: '/p.jpg' }, '/detailsLive');
    expect(await screen.findByTestId('video-player')).toBeTruthy();
    expect(screen.queryByText('本场直播暂无回放')).toBeNull();
  });

  it('says the chamber has no other events instead of an empty list under its heading', async () => {
    page({});
    await screen.findByRole('heading', { name: '南京商会的其他活动' });
    expect(screen.getByText('暂无其他活动')).toBeTruthy();
  });
});
