import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderRoutes } from '../../test/render';
import SurroundDetail from './surround-detail';
import SpaceError from './space-error';

afterEach(cleanup);

const h1s = () => screen.queryAllByRole('heading', { level: 1 }).map((h) => h.textContent);

describe('/surroundDetail and /spaceError/:type have one h1', () => {
  it('/surroundDetail without a mall: 请先选择商场', async () => {
    renderRoutes([{ path: '/surroundDetail', Component: SurroundDetail, loader: () => ({ s: null }), HydrateFallback: () => null }], '/surroundDetail');
    expect(await screen.findByRole('heading', { level: 1, name: '请先选择商场' })).toBeTruthy();
    expect(h1s()).toEqual(['请先选择商场']);
    expect(screen.getByRole('link', { name: /去找商场/ }).getAttribute('href')).toBe('/product');
  });

  it.each([
    ['1', '场地已下架'],
    ['2', '场地档期已满'],
    ['3', '暂无权限'],
    ['x', '场地暂不可用'],
  ])('/spaceError/%s: %s', async (type, title) => {
    renderRoutes([{ path: '/spaceError/:type', Component: SpaceError }], `/spaceError/${type}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(h1s()).toEqual([title]);
  });
});
