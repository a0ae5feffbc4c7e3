import { useContext, useEffect, useState } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  redirect,
  useLocation,
  useRouteLoaderData,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CookieKey, PRODUCT_NAME, type SiteConfig } from '@shp/contracts';
import { findRoute } from './route-table';
import { titleForLocation } from './lib/title';
import { canonicalUrl } from './lib/seo';
import { cookieFromHeader } from './lib/cookies';
import { chunkGuardScript } from './lib/chunk-guard-script';
import { NonceContext } from './lib/nonce';
import { useRouteRules } from './hooks/use-route-rules';
import { SiteHeader } from './components/frame/SiteHeader';
import { SiteFooter } from './components/frame/SiteFooter';
import { RouteError } from './components/RouteError';
import { MaintenanceNotice, maintenanceOf, maintenanceResponse } from './components/MaintenanceNotice';
import { FrameOverlays, HeaderSlots } from './frame';
import { PageTracker } from './features/analytics/PageTracker';
import { useScrollHints } from './hooks/use-scroll-hints';
import { ShareScanRecorder } from './features/share/ShareScanRecorder';
import { cityOfRequest } from './features/city/server-city';
import { CaptchaConfigContext } from './hooks/use-captcha-config';
import './styles/global.css';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // Maintenance mode: every page but /maintenance answers 503 with the notice, at its own address.
  if (context.site.maintenance && url.pathname.toLowerCase() !== '/maintenance') throw maintenanceResponse(context.site.phone);
  const route = findRoute(url.pathname);
  const token = cookieFromHeader(request.headers.get('cookie'), CookieKey.TOKEN);
  // SPEC §2: a route that requires login, visited without a token cookie, goes to /login.
  if (route?.auth && !token) {
    throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return { site: context.site, origin: url.origin, city: await cityOfRequest(context, request) };
}

// The login rule must run on every navigation, not only the first.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

export const meta: MetaFunction<typeof loader> = ({ location, data, error }) => {
  if (maintenanceOf(error)) return [{ title: titleForLocation('/maintenance', '') }, { name: 'robots', content: 'noindex' }];
  const route = findRoute(location.pathname);
  const tags: ReturnType<MetaFunction> = [
    { title: titleForLocation(location.pathname, location.search) },
    { name: 'description', content: route?.description ?? `${PRODUCT_NAME}：商业地产招商租赁与品牌拓店服务平台。` },
  ];
  // A page that failed (an item that does not exist answers 404) is no address to index.
  if (error) return [...tags, { name: 'robots', content: 'noindex' }];
  const canonical = data && route ? canonicalUrl(data.origin, route, location.pathname, location.search) : null;
  if (canonical) tags.push({ tagName: 'link', rel: 'canonical', href: canonical });
  // Private pages, and a detail page without an item, are not for search engines.
  else if (route) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
};

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useContext(NonceContext);
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#d4380d" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: chunkGuardScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Providers({ children, captcha = SLIDER }: { children: React.ReactNode; captcha?: SiteConfig['captcha'] }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } } }));
  // No antd here: its provider comes with the pages and islands that use it (decision 009).
  return (
    <QueryClientProvider client={queryClient}>
      {/* The slider, or Tencent's captcha popup (site config, CAPTCHA_DRIVER). */}
      <CaptchaConfigContext.Provider value={captcha}>{children}</CaptchaConfigContext.Provider>
    </QueryClientProvider>
  );
}
const SLIDER: SiteConfig['captcha'] = { driver: 'slider' };

export default function App() {
  const data = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const route = findRoute(location.pathname);
  useRouteRules();
  useScrollHints();
  useEffect(() => {
    // Lets tests and monitoring tell a hydrated page from server HTML.
    document.documentElement.dataset.hydrated = '1';
  }, []);
  const site = data?.site as SiteConfig;
  return (
    <Providers captcha={site?.captcha}>
      <PageTracker />
      <ShareScanRecorder />
      {!route?.hideFrame && !route?.hideTopBar && <SiteHeader slots={<HeaderSlots />} />}
      <main id="main" className={route?.hideFrame ? 'shp-main shp-main-bare' : 'shp-main'}>
        <Outlet />
      </main>
      {!route?.hideFrame && site && (
        <div>
          <SiteFooter site={site} />
        </div>
      )}
      {!route?.hideFrame && <FrameOverlays />}
    </Providers>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const maintenance = maintenanceOf(error);
  return (
    <Providers>
      <main className="shp-main">{maintenance ? <MaintenanceNotice phone={maintenance.phone} /> : <RouteError error={error} />}</main>
    </Providers>
  );
}
