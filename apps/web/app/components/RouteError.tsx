import { isRouteErrorResponse, useLocation } from 'react-router';
import { ErrorText } from '@shp/contracts';
import { isChunkLoadError } from '../lib/chunk-error';
import { findRoute } from '../route-table';

/**
 * What a page shows when its data or code fails: plain markup (no antd) so it renders even when
 * the component library's piece is what failed to load.
 */
export function RouteError({
  error,
  listLink: ownListLink,
  notFoundMessage,
}: {
  error: unknown;
  listLink?: { to: string; label: string };
  /** The reason for a 404 where the page knows the missing item better than the server's answer. */
  notFoundMessage?: string;
}) {
  // A page about one item that does not exist offers the list it came from, not only the home page;
  // a page that knows better which list that was (a shop or a business point) says so itself.
  const routeListLink = findRoute(useLocation().pathname)?.listLink;
  const listLink = ownListLink ?? routeListLink;
  const chunk = isChunkLoadError(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  const message = isRouteErrorResponse(error)
    ? notFound && notFoundMessage
      ? notFoundMessage
      : ((error.data as { message?: string } | undefined)?.message ?? (notFound ? '页面不存在' : ErrorText.SERVER_ERROR))
    : chunk
      ? ErrorText.CHUNK_LOAD
      : ErrorText.SERVER_ERROR;
  const title = notFound ? '页面不存在' : chunk ? '页面资源加载失败' : status < 500 ? '无法显示该页面' : '出错了';
  // An unknown address answers '页面不存在', the heading already: the line under it says what to do.
  const detail = message === title ? (notFound ? '您访问的页面不存在或已被删除，请检查网址，或从首页重新进入。' : ErrorText.SERVER_ERROR) : message;
  return (
    <section className="shp-route-error" role="alert">
      <div className="shp-route-error-code" aria-hidden="true">
        {notFound ? '404' : chunk ? '!' : status}
      </div>
      <h1>{title}</h1>
      <p>{detail}</p>
      <div className="shp-route-error-actions">
        {(chunk || status >= 500) && (
          <button type="button" className="shp-btn shp-btn-primary" onClick={() => window.location.reload()}>
            刷新重试
          </button>
        )}
        {notFound && listLink && (
          <a className="shp-btn shp-btn-primary" href={listLink.to}>
            {listLink.label}
          </a>
        )}
        <a className="shp-btn" href="/">
          返回首页
        </a>
      </div>
    </section>
  );
}
