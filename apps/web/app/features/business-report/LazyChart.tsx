import { useEffect, useRef, useState } from 'react';
import { Skeleton } from 'antd';
import type { Chart, Plugin } from 'chart.js';

export interface ChartSpec {
  type: 'bar' | 'line' | 'doughnut';
  labels: string[];
  values: number[];
  /** Share of the total of each value, in percent: drawn beside the number on the chart. */
  pcts: number[];
  label: string;
}

const PALETTE = ['#d4380d', '#fa8c16', '#faad14', '#13c2c2', '#1677ff', '#722ed1', '#eb2f96', '#52c41a'];

/**
 * Draws each point's number and share on the chart itself (above a bar or a line's point, inside a
 * doughnut's slice): a reader should not have to hover to learn what a bar counts.
 */
export function valueLabels(spec: ChartSpec): Plugin {
  return {
    id: 'shpValueLabels',
    afterDatasetsDraw(chart: Chart) {
      const { ctx } = chart;
      const meta = chart.getDatasetMeta(0);
      ctx.save();
      ctx.textAlign = 'center';
      meta.data.forEach((el, i) => {
        const value = spec.values[i];
        const { x, y } = el.tooltipPosition(true);
        if (x == null || y == null) return;
        if (spec.type === 'doughnut') {
          // A slice too thin for its text is named in the legend instead.
          if (!value || spec.pcts[i] < 6) return;
          ctx.fillStyle = '#fff';
          ctx.textBaseline = 'middle';
          ctx.font = 'bold 12px sans-serif';
          ctx.fillText(String(value), x, y - 7);
          ctx.font = '11px sans-serif';
          ctx.fillText(`${spec.pcts[i]}%`, x, y + 7);
          return;
        }
        ctx.textBaseline = 'bottom';
        ctx.fillStyle = '#262626';
        ctx.font = 'bold 12px sans-serif';
        ctx.fillText(String(value), x, y - 16);
        ctx.fillStyle = '#8c8c8c';
        ctx.font = '11px sans-serif';
        ctx.fillText(`${spec.pcts[i]}%`, x, y - 3);
      });
      ctx.restore();
    },
  };
}

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
      .then(({ default: ChartJs }) => {
        if (cancelled || !canvas.current) return;
        const doughnut = spec.type === 'doughnut';
        chart = new ChartJs(canvas.current, {
          type: spec.type,
          data: {
            // The doughnut's legend names each slice with its number and share.
            labels: doughnut ? spec.labels.map((l, i) => `${l} ${spec.values[i]}（${spec.pcts[i]}%）`) : spec.labels,
            datasets: [
              {
                label: spec.label,
                data: spec.values,
                backgroundColor: doughnut ? PALETTE : 'rgba(212, 56, 13, 0.75)',
                borderColor: doughnut ? '#fff' : '#d4380d',
                // Straight segments: a smoothed curve would suggest counts between the months.
                tension: 0,
                fill: false,
              },
            ],
          },
          plugins: [valueLabels(spec)],
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            // Room above the highest bar or point for its number and share.
            layout: { padding: { top: doughnut ? 0 : 34, left: 4, right: 4 } },
            plugins: { legend: { display: doughnut, position: 'bottom' } },
            ...(doughnut ? {} : { scales: { y: { beginAtZero: true, ticks: { precision: 0 } }, x: { ticks: { autoSkip: false, maxRotation: 45 } } } }),
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
