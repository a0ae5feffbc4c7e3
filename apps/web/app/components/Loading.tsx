/** A small spinner in plain markup, for places that show before antd has loaded. */
export function Loading({ label = '加载中' }: { label?: string }) {
  return (
    <span className="shp-loading" role="status" aria-label={label}>
      <span className="shp-loading-dot" aria-hidden="true" />
    </span>
  );
}
