import { useMemo } from 'react';
import { Skeleton } from 'antd';
import type { Chart, ChartConfiguration, Plugin } from 'chart.js';
import { ChartCanvas } from '../../components/ChartCanvas';

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

/** A report's chart: bars, a line or a doughnut with every number written on it. */
export function LazyChart({ spec, ariaLabel }: { spec: ChartSpec; ariaLabel: string }) {
  const config = useMemo((): ChartConfiguration => {
    const doughnut = spec.type === 'doughnut';
    return {
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
    } as ChartConfiguration;
  }, [spec]);
  return (
    <ChartCanvas
      config={config}
      ariaLabel={ariaLabel}
      className="pc-chart"
      loading={<Skeleton active paragraph={{ rows: 4 }} style={{ position: 'absolute', inset: 0 }} />}
    />
  );
}
