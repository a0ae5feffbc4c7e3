import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/** An API answer in the SPEC envelope, as the stubbed fetch of a component test returns it. */
export const envelope = (data: unknown, code: number | string = 10000) =>
  new Response(JSON.stringify({ code, msg: '成功', data }), { status: 200, headers: { 'content-type': 'application/json' } });

/** A fresh query client (no retries) and antd's App, as the app provides them. */
function withProviders(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>{ui}</App>
    </QueryClientProvider>,
  );
}

/** Renders a page or feature as the app does: router, a fresh query client (no retries), antd's App. */
export function renderWithProviders(ui: ReactNode) {
  return withProviders(<MemoryRouter>{ui}</MemoryRouter>);
}

/**
 * Renders routes in a memory router the test holds, for what needs the URL: opening a link,
 * `router.navigate(-1)` as Back, reading `router.state.location`.
 */
export function renderRoutes(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return { router, ...withProviders(<RouterProvider router={router} />) };
}
