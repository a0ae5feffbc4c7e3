import { Link, useLocation } from 'react-router';
import { Breadcrumb } from 'antd';
import { currentTitle, parseBreadcrumb } from '../lib/breadcrumb';

/**
 * The page's breadcrumb: 首页, the steps of the breadcrumb/queryStr query (SPEC §2), then the
 * current page. `trail` gives default steps when the query has none; `current` names this page
 * (e.g. an article title) instead of the route title.
 */
export function Breadcrumbs({ current, trail = [] }: { current?: string; trail?: { title: string; to: string }[] }) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const fromQuery = parseBreadcrumb(search);
  const steps = fromQuery.length ? fromQuery : trail;
  const items = [
    { title: <Link to="/">首页</Link> },
    ...steps.map((s) => ({ title: s.to ? <Link to={s.to}>{s.title}</Link> : s.title })),
    { title: current ?? currentTitle(location.pathname, search) },
  ];
  return <Breadcrumb className="shp-breadcrumb" items={items} />;
}
