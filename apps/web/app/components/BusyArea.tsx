/**
 * Keeps the current content visible, dimmed, while the next data loads (plain markup in place of
 * antd's Spin wrapper, decision 009).
 */
export function BusyArea({ busy, label = '加载中…', children }: { busy: boolean; label?: string; children: React.ReactNode }) {
  return (
    <div className="shp-busy" aria-busy={busy}>
      {busy && (
        <div className="shp-busy-mask" role="status" aria-label={label}>
          <span className="shp-loading-dot" aria-hidden="true" />
        </div>
      )}
      <div className={busy ? 'shp-busy-content is-busy' : 'shp-busy-content'}>{children}</div>
    </div>
  );
}
