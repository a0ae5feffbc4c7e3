import type { ComponentType, ReactNode } from 'react';
import { render as renderInDom, type RenderOptions } from '@testing-library/react';
import { StyleProvider, type CSSObject, type Transformer } from '@ant-design/cssinjs';
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
import { App, ConfigProvider } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { theme } from '../theme';

/** What the test needs of a CSS declaration: a nested rule, or whether the element is shown or takes clicks. */
const isRule = (v: unknown) => typeof v === 'object' && v !== null && !['_skip_check_', '_multi_value_', '_keyframe'].some((k) => k in v);
const shownOrClickable = new Set(['display', 'visibility', 'pointerEvents']);

/**
 * jsdom matches every rule of every stylesheet against an element for each `getComputedStyle`,
 * and role queries ask it for every element they name, after each change to the page. The tests
 * read only whether antd's rules hide an element (closed panes, dropdowns, hidden form items);
 * sizes, colours and transitions are dropped before antd injects its styles, so those hiding
 * rules are matched alone and an element counts as hidden exactly as it did.
 */
const onlyWhatHides: Transformer = {
  visit: (style) => Object.fromEntries(Object.entries(style).filter(([k, v]) => shownOrClickable.has(k) || isRule(v))) as CSSObject,
};

/** antd as the app configures it (its theme) with the styles a test can observe, around any page or component. */
export function AntdStyles({ children }: { children: ReactNode }) {
  return (
    <StyleProvider transformers={[onlyWhatHides]}>
      <ConfigProvider theme={theme}>{children}</ConfigProvider>
    </StyleProvider>
  );
}

/** Testing Library's `render` inside {@link AntdStyles} (and the test's own wrapper, if any). */
export function render(ui: ReactNode, options: Omit<RenderOptions, 'queries'> = {}) {
  const Inner = options.wrapper;
  return renderInDom(ui, {
    ...options,
    wrapper: ({ children }) => <AntdStyles>{Inner ? <Inner>{children}</Inner> : children}</AntdStyles>,
  });
}

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
