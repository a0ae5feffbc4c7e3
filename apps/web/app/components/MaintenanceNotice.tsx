import { data, isRouteErrorResponse } from 'react-router';
import { ErrorText } from '@shp/contracts';
import { PhoneNumber } from './PhoneNumber';

/**
 * What the root loader throws for every page while the site is in maintenance mode (MAINTENANCE_MODE):
 * a 503 at the page's own address, so the browser hydrates the page it asked for and the root's
 * error boundary shows the notice (a page rendered for another address than the browser's ended
 * in '500 出错了' once the scripts ran).
 */
export function maintenanceResponse(phone: string) {
  return data({ maintenance: true, phone }, { status: 503 });
}

/** The customer-service phone when `error` is the maintenance answer, else null. */
export function maintenanceOf(error: unknown): { phone: string } | null {
  if (!isRouteErrorResponse(error) || error.status !== 503) return null;
  const d = error.data as { maintenance?: boolean; phone?: string } | null;
  return d?.maintenance ? { phone: d.phone ?? '' } : null;
}

/** SPEC §2: the maintenance page reads 'system upgrading'. Plain markup: it shows with or without the frame. */
export function MaintenanceNotice({ phone }: { phone?: string }) {
  return (
    <section className="shp-route-error" role="status">
      <div className="shp-route-error-code" aria-hidden="true">
        !
      </div>
      <h1>{ErrorText.MAINTENANCE}</h1>
      <p>
        系统正在升级维护，请稍后再访问。
        {phone && (
          <>
            <br />
            急事请致电客服 <PhoneNumber value={phone} />
          </>
        )}
      </p>
      <div className="shp-route-error-actions">
        <button type="button" className="shp-btn shp-btn-primary" onClick={() => window.location.reload()}>
          刷新重试
        </button>
      </div>
    </section>
  );
}
