import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../../test/render';
import VisitChamberCommerce from './visit-chamber';

const chamber = {
  id: 1,
  slug: 'nanjing',
  name: '南京商会',
  cityCode: '320100',
  cityName: '南京',
  intro: '',
  president: '',
  memberCount: 10,
  foundedYear: 2010,
  coverUrl: '/c.jpg',
  phone: '',
  address: '',
  eventCount: 0,
};

describe('/visitChamberCommerce', () => {
  it('says there is no event yet under 最新活动 instead of nothing', { timeout: 20_000 }, async () => {
    renderRoutes(
      [
        {
          path: '/visitChamberCommerce',
          Component: VisitChamberCommerce,
          loader: () => ({ chambers: [chamber], events: { total: 0, list: [], pageNum: 1, pageSize: 6 } }),
        },
      ],
      '/visitChamberCommerce',
    );
    await screen.findByRole('heading', { name: '最新活动' });
    expect(screen.getByText('暂无活动')).toBeTruthy();
  });

  it('says there is no chamber yet instead of an empty grid', async () => {
    renderRoutes(
      [
        {
          path: '/visitChamberCommerce',
          Component: VisitChamberCommerce,
          loader: () => ({ chambers: [], events: { total: 0, list: [], pageNum: 1, pageSize: 6 } }),
        },
      ],
      '/visitChamberCommerce',
    );
    expect(await screen.findByText('暂无商会')).toBeTruthy();
  });
});
