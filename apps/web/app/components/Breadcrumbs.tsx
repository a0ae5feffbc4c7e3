import { Link, useLocation } from 'react-router';
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
  const current_ = current ?? currentTitle(location.pathname, search);
  // Plain markup: the breadcrumb is on public pages' first view (decision 009).
  return (
    <nav className="shp-breadcrumb" aria-label="面包屑">
      <ol>
        <li>
          <Link to="/">首页</Link>
        </li>
        {steps.map((s, i) => (
          <li key={i}>{s.to ? <Link to={s.to}>{s.title}</Link> : s.title}</li>
        ))}
        <li aria-current="page">{current_}</li>
      </ol>
    </nav>
  );
}
