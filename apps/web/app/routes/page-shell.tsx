import { Outlet } from 'react-router';
import { RouteError } from '../components/RouteError';

/**
 * Pathless layout around every page: a page's error renders here, inside the frame, so the top
 * bar, footer and the route-change rules of the root stay alive.
 */
export default function PageShell() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return <RouteError error={error} />;
}
