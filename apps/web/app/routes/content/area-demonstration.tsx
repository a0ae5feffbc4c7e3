import { useEffect, useState } from 'react';
import { isRouteErrorResponse, Link, useLoaderData, useRouteError, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { investmentScreenOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { titleFor } from '../../lib/title';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RouteError } from '../../components/RouteError';
import '../../styles/content.css';
import { formatNumber } from '../../lib/format';

/**
 * /areaDemonstration (the conference page) and /areaScreenDemonstration (the hall's big screen,
 * cycling through the featured malls): both from the investment screen config, frame hidden.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const code = url.searchParams.get('code') ?? 'default';
  const screen = await load(context, investmentScreenOp, { code });
  return { screen, big: url.pathname.toLowerCase() === '/areascreendemonstration' };
}

/**
 * A conference code we do not have is the 404 page, and its tab says so: the route's title names
 * a conference (招商大会) that is not there. The boundary below is what lets this meta see the error
 * (the page shell's would cut this route's meta off).
 */
export const meta: MetaFunction<typeof loader> = ({ error, matches }) => {
  const parent = matches.findLast((m) => m?.meta?.length)?.meta ?? [];
  if (!isRouteErrorResponse(error) || error.status !== 404) return parent;
  return parent.map((t) => ('title' in t ? { title: titleFor(undefined, new URLSearchParams()) } : t));
};

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}

export default function AreaDemonstration() {
  const { screen, big } = useLoaderData<typeof loader>();
  const [focus, setFocus] = useState(0);
  useEffect(() => {
    if (!big || screen.malls.length < 2) return;
    const t = window.setInterval(() => setFocus((f) => (f + 1) % screen.malls.length), 5000);
    return () => window.clearInterval(t);
  }, [big, screen.malls.length]);
  const featured = screen.malls[focus];
  return (
    <div className="shp-screen" data-variant={big ? 'screen' : 'page'}>
      {/* The frame is hidden here, so without the portal's breadcrumb a visitor had no way back but
          the browser's. The hall's big screen is shown, not browsed: it keeps no navigation. */}
      {!big && <Breadcrumbs />}
      <header>
        <h1>{screen.title}</h1>
        <p style={{ fontSize: big ? 24 : 18, margin: '8px 0 0' }}>
          {screen.subtitle} · {screen.dateText}
        </p>
      </header>
      <div className="shp-c-stats">
        {screen.stats.map((s) => (
          <div className="shp-screen-card shp-screen-stat" key={s.label}>
            <b>{formatNumber(s.value)}</b>
            {s.label}（{s.unit}）
          </div>
        ))}
      </div>
      <div className="shp-screen-grid">
        <section className="shp-screen-card">
          <h2>重点招商项目</h2>
          {/* A screen configured before its malls, agenda or brands are chosen says so, rather than
              showing headings over nothing (in the hall, too). */}
          {screen.malls.length === 0 ? (
            <p>重点招商项目即将公布</p>
          ) : big && featured ? (
            <div aria-live="polite">
              <img src={featured.coverUrl} alt="" className="shp-screen-featured" />
              <h3 style={{ fontSize: 30, margin: '12px 0 4px' }}>{featured.name}</h3>
              <p style={{ fontSize: 20 }}>
                {featured.cityName} · 招商热度 {featured.investmentScore} · 商业面积 {formatNumber(featured.businessArea)}㎡ · 日均客流{' '}
                {formatNumber(featured.dailyTraffic)}
              </p>
            </div>
          ) : (
            <div className="shp-screen-malls">
              {screen.malls.map((m) => (
                <Link to={`/productDetail?id=${m.id}`} key={m.id} style={{ textDecoration: 'none' }}>
                  <img src={m.coverUrl} alt="" />
                  <div>{m.name}</div>
                  <small>
                    {m.cityName} · 热度 {m.investmentScore}
                  </small>
                </Link>
              ))}
            </div>
          )}
        </section>
        <section className="shp-screen-card">
          <h2>大会议程</h2>
          {screen.agenda.length === 0 ? (
            <p>议程即将公布</p>
          ) : (
            <ul style={{ listStyle: 'none', padding: 0, fontSize: big ? 20 : 16, lineHeight: 2 }}>
              {screen.agenda.map((a) => (
                <li key={a.time + a.title}>
                  <b style={{ color: '#ffc069', marginRight: 12 }}>{a.time}</b>
                  {a.title}
                </li>
              ))}
            </ul>
          )}
          <h2>参会品牌</h2>
          <p style={{ lineHeight: 2 }}>{screen.brands.length === 0 ? '参会品牌即将公布' : screen.brands.map((b) => b.name).join(' · ')}</p>
        </section>
      </div>
      <footer style={{ marginTop: 24, opacity: 0.8 }}>{screen.slogan}</footer>
    </div>
  );
}
