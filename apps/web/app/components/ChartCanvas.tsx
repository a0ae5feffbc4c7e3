import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ChartConfiguration } from 'chart.js';

/**
 * A Chart.js chart on a canvas. The library is imported only when a chart mounts (one chunk,
 * shared by every chart of the site), so no page downloads it before it draws one. `config` is
 * the whole Chart.js configuration; memoise it: a new object redraws the chart.
 */
export function ChartCanvas({
  config,
  ariaLabel,
  className,
  loading,
}: {
  config: ChartConfiguration;
  ariaLabel: string;
  className: string;
  loading: ReactNode;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    import('chart.js/auto')
      .then(({ default: ChartJs }) => {
        if (cancelled || !canvas.current) return;
        chart = new ChartJs(canvas.current, config);
        setReady(true);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [config]);
  if (failed) return <p style={{ color: '#8c8c8c' }}>图表加载失败，请刷新重试</p>;
  return (
    <div className={className}>
      {/* The canvas stays laid out while loading: Chart.js measures it when the chart is created. */}
      <canvas ref={canvas} role="img" aria-label={ariaLabel} data-ready={ready ? '1' : '0'} />
      {!ready && loading}
    </div>
  );
}
