import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../../test/render';
import CloudIndex from './cloud-index';

const none = { total: 0, list: [], pageNum: 1, pageSize: 4 };

describe('/cloudIndex', () => {
  it('says so under a section with nothing in it, rather than a heading over nothing', async () => {
    renderRoutes([{ path: '/cloudIndex', Component: CloudIndex, loader: () => ({ conferences: none, lectures: none, videos: none }) }], '/cloudIndex');
    expect(await screen.findByText('暂无云招商会')).toBeTruthy();
    expect(screen.getByText('暂无云讲堂')).toBeTruthy();
    expect(screen.getByText('暂无精彩回放')).toBeTruthy();
  });
});
