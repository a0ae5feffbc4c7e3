import { useMemo } from 'react';
import type { Chart, ChartConfiguration, Plugin } from 'chart.js';
import { ChartCanvas } from '../../components/ChartCanvas';

export interface LinePoint {
  label: string;
  /** null: no number for this point (a gap in the line). */
  value: number | null;
  /** Drawn above the point, e.g. the count behind a median (n=12) or 样本不足. */
  note?: string;
}

/** Writes each point's note above it: the count behind a median should not need a hover. */
function notes(points: LinePoint[]): Plugin {
  return {
    id: 'shpPointNotes',
    afterDatasetsDraw(chart: Chart) {
      const { ctx } = chart;
      const meta = chart.getDatasetMeta(0);
      const bottom = chart.chartArea.bottom;
      ctx.save();
      ctx.textAlign = 'center';
      ctx.font = '10px sans-serif';
      meta.data.forEach((el, i) => {
        const note = points[i]?.note;
        if (!note) return;
        const y = points[i].value === null ? bottom - 6 : el.y - 8;
        ctx.fillStyle = points[i].value === null ? '#bfbfbf' : '#8c8c8c';
        ctx.fillText(note, el.x, y);
      });
      ctx.restore();
    },
  };
}

/** A line of monthly figures (元/㎡/天) with a note above each point, on the shared lazy chart. */
export function LineChart({ points, label, ariaLabel, stepped = false }: { points: LinePoint[]; label: string; ariaLabel: string; stepped?: boolean }) {
  const config = useMemo(
    (): ChartConfiguration => ({
      type: 'line',
      data: {
        labels: points.map((p) => p.label),
        datasets: [
          {
            label,
            data: points.map((p) => p.value),
            borderColor: '#d4380d',
            backgroundColor: '#d4380d',
            // A rent holds until it changes: a step, not a slope between two changes.
            stepped: stepped ? 'before' : false,
            tension: 0,
            spanGaps: false,
            pointRadius: 3,
          },
        ],
      },
      plugins: [notes(points)],
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        layout: { padding: { top: 18, left: 4, right: 8 } },
        plugins: { legend: { display: false } },
        scales: { y: { beginAtZero: false, title: { display: true, text: '元/㎡/天' } }, x: { ticks: { maxRotation: 45 } } },
      },
    }),
    [points, label, stepped],
  );
  return (
    <ChartCanvas
      config={config}
      ariaLabel={ariaLabel}
      className="shp-market-chart"
      loading={<p className="shp-find-muted shp-market-chart-loading">图表加载中…</p>}
    />
  );
}
