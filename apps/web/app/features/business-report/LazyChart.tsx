import { useEffect, useRef, useState } from 'react';
import { Skeleton } from 'antd';

export interface ChartSpec {
  type: 'bar' | 'line' | 'doughnut';
  labels: string[];
  values: number[];
  label: string;
}

const PALETTE = ['#d4380d', '#fa8c16', '#faad14', '#13c2c2', '#1677ff', '#722ed1', '#eb2f96', '#52c41a'];

/**
 * A Chart.js chart. The library is imported only when a chart mounts, so it is its own chunk and
 * no other page downloads it.
 */
export function LazyChart({ spec, ariaLabel }: { spec: ChartSpec; ariaLabel: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    import('chart.js/auto')
      .then(({ default: Chart }) => {
        if (cancelled || !canvas.current) return;
        chart = new Chart(canvas.current, {
          type: spec.type,
          data: {
            labels: spec.labels,
            datasets: [
              {
                label: spec.label,
                data: spec.values,
                backgroundColor: spec.type === 'doughnut' ? PALETTE : 'rgba(212, 56, 13, 0.75)',
                borderColor: spec.type === 'doughnut' ? '#fff' : '#d4380d',
                // Straight segments: a smoothed curve would suggest counts between the months.
                tension: 0,
                fill: false,
              },
            ],
          },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            plugins: { legend: { display: spec.type === 'doughnut', position: 'bottom' } },
            ...(spec.type === 'doughnut' ? {} : { scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } }),
          },
        });
        setReady(true);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [spec]);
  if (failed) return <p style={{ color: '#8c8c8c' }}>图表加载失败，请刷新重试</p>;
  return (
    <div className="pc-chart">
      {/* The canvas stays laid out while loading: Chart.js measures it when the chart is created. */}
      <canvas ref={canvas} role="img" aria-label={ariaLabel} data-ready={ready ? '1' : '0'} />
      {!ready && <Skeleton active paragraph={{ rows: 4 }} style={{ position: 'absolute', inset: 0 }} />}
    </div>
  );
}
