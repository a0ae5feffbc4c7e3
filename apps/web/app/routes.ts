import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { routeId, routeTable, type RouteEntry } from './route-table';

function toRoute(entry: RouteEntry, parentPath = ''): ReturnType<typeof route> {
  const fullPath = parentPath ? (entry.path ? `${parentPath}/${entry.path}` : parentPath) : entry.path;
  if (!entry.path && !parentPath) return index(entry.file, { id: routeId('') });
  if (!entry.path) return index(entry.file, { id: `${routeId(fullPath)}/index` });
  const children = entry.children?.map((c) => toRoute(c, fullPath));
  return children ? route(entry.path, entry.file, { id: `${routeId(fullPath)}/layout` }, children) : route(entry.path, entry.file, { id: routeId(fullPath) });
}

export default [
  layout('routes/page-shell.tsx', { id: 'page-shell' }, [
    ...routeTable.filter((r) => r.plain).map((r) => toRoute(r)),
    layout('routes/antd-shell.tsx', { id: 'antd-shell' }, [
      ...routeTable.filter((r) => !r.plain).map((r) => toRoute(r)),
      route('*', 'routes/not-found.tsx', { id: 'not-found' }),
    ]),
  ]),
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
  route('robots.txt', 'routes/robots.ts', { id: 'robots' }),
] satisfies RouteConfig;
