import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useRouteError, type AppLoadContext, type LoaderFunctionArgs } from 'react-router';
import type { SiteConfig } from '@shp/contracts';
import { renderRoutes } from './test/render';
import { ErrorBoundary, loader, meta } from './root';

const site = (maintenance: boolean): SiteConfig => ({
  productName: '商铺汇',
  phone: '400-000-0000',
  email: 'service@example.com',
  licenceNo: '',
  icpNo: '',
  policeNo: '',
  company: '',
  contractUrl: '',
  maintenance,
  captcha: { driver: 'slider' },
});

const context = (maintenance: boolean) => ({ site: site(maintenance), pageUrl: '/', api: { call: async () => ({}) } }) as unknown as AppLoadContext;

/** The root loader as the server runs it for `path`, in or out of maintenance mode. */
const rootLoader = (path: string, maintenance: boolean) => () =>
  loader({ request: new Request(`http://localhost${path}`), context: context(maintenance), params: {} } as LoaderFunctionArgs);

function renderSite(path: string, maintenance: boolean) {
  return renderRoutes(
    [
      {
        id: 'root',
        path: '/',
        loader: rootLoader(path, maintenance),
        // Framework mode hands the boundary its error as a prop; a plain data router does not.
        ErrorBoundary: () => <ErrorBoundary error={useRouteError()} />,
        children: [
          { path: 'product', element: <h1>找商场</h1> },
          { path: 'maintenance', element: <h1>维护页</h1> },
        ],
      },
    ],
    path,
  );
}

describe('maintenance mode (MAINTENANCE_MODE)', () => {
  it('answers every page at its own address with 503 and the notice 系统升级中, not an error', async () => {
    const { router } = renderSite('/product', true);
    expect(await screen.findByRole('heading', { level: 1, name: '系统升级中' })).toBeTruthy();
    expect(screen.queryByText('出错了')).toBeNull();
    expect(screen.getByRole('link', { name: '400-000-0000' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/product');
    const error = router.state.errors?.root as { status: number };
    expect(error.status).toBe(503);
    const tags = meta({ location: router.state.location, data: undefined, error, params: {}, matches: [] } as never);
    expect(tags).toContainEqual({ title: '商铺汇-系统升级中' });
  });

  it('leaves the maintenance page itself to its route', async () => {
    renderSite('/maintenance', true);
    expect(await screen.findByRole('heading', { level: 1, name: '维护页' })).toBeTruthy();
  });

  it('renders pages as usual out of maintenance mode', async () => {
    renderSite('/product', false);
    expect(await screen.findByRole('heading', { level: 1, name: '找商场' })).toBeTruthy();
  });
});
