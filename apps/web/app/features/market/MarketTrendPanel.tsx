import { Suspense, useState } from 'react';
import { ChunkFailed, lazyOr } from '../../components/lazy-island';
import type { MarketRentAsk } from './api/market-rent';
import './market.css';

// The chart and its query load when the panel opens: the lists' first view stays plain (decision 009).
const MarketTrend = lazyOr(() => import('./MarketTrend').then((m) => m?.default), ChunkFailed);

/** 区域租金行情, folded until asked for. */
export function MarketTrendPanel({ ask, title, defaultOpen = false }: { ask: MarketRentAsk | null; title: string; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  if (!ask) return null;
  return (
    <details className="shp-market-trend" open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>{title}</summary>
      {open && (
        <Suspense fallback={<p className="shp-find-muted">行情加载中…</p>}>
          <MarketTrend ask={ask} />
        </Suspense>
      )}
    </details>
  );
}
