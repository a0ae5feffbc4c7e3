import type { ComponentType, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  MemoryRouter,
  RouterProvider,
  StaticRouterProvider,
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  type AppLoadContext,
  type RouteObject,
} from 'react-router';
import type { OpDef, PageParam } from '@shp/contracts';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/** An API answer in the SPEC envelope, as the stubbed fetch of a component test returns it. */
export const envelope = (data: unknown, code: number | string = 10000) =>
  new Response(JSON.stringify({ code, msg: '成功', data }), { status: 200, headers: { 'content-type': 'application/json' } });

/** A query client (by default a fresh one, no retries) and antd's App, as the app provides them. */
function withProviders(ui: ReactNode, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
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
 * Visits of one page as the app makes them: each `visit()` renders `ui` anew (router, antd's App)
 * under one query client with the app's defaults (root.tsx: answers count as fresh for 30 s), kept
 * across visits as the app keeps its client from page to page.
 */
export function appVisits(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } } });
  return () => withProviders(<MemoryRouter>{ui}</MemoryRouter>, client);
}

/**
 * Renders routes in a memory router the test holds, for what needs the URL: opening a link,
 * `router.navigate(-1)` as Back, reading `router.state.location`.
 */
export function renderRoutes(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return { router, ...withProviders(<RouterProvider router={router} />) };
}

/**
 * One item's page at `path?id=…` in a memory router, its loader answering `load(id)` for the id of
 * the address, so `router.navigate` to another id (a related item) loads that one.
 */
export function renderItemPage(path: string, Component: ComponentType, load: (id: number) => unknown, id = 1) {
  return renderRoutes([{ path, Component, loader: ({ request }) => load(Number(new URL(request.url).searchParams.get('id'))) }], `${path}?id=${id}`);
}

/** What a server loader's `context.api.call` answers in a test: the API stubbed per operation. */
export type ServerCall = (op: OpDef, input: Record<string, unknown>, opts: { pageParam?: Partial<PageParam> }) => Promise<unknown>;

/**
 * A page as the server sends it: its loader runs with `call` as the API, then the HTML without
 * React's text separators, and the status the response would carry.
 */
export async function renderOnServer(routes: RouteObject[], url: string, call: ServerCall) {
  const context = { api: { call }, pageUrl: url } as unknown as AppLoadContext;
  const handler = createStaticHandler(routes);
  const result = await handler.query(new Request(`http://localhost${url}`), { requestContext: context });
  if (result instanceof Response) throw new Error(`answered ${result.status}`);
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, result)} context={result} hydrate={false} />
    </QueryClientProvider>,
  );
  return { html: html.replace(/<!-- -->/g, ''), status: result.statusCode };
}
