import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MARKET_MIN_SAMPLE } from '@shp/contracts';
import { marketRentQuery, type MarketRentAsk } from './api/market-rent';
import { LineChart, type LinePoint } from './LineChart';
import './market.css';

/**
 * The median 元/㎡/天 of the district and format over the last 24 months, each point with the
 * count behind it; a month with fewer than 5 listings says 样本不足. A scope never read before is
 * computed in the background: it says 统计中 and asks again until the points come.
 */
export default function MarketTrend({ ask }: { ask: MarketRentAsk }) {
  const q = useQuery(marketRentQuery(ask));
  const data = q.data;
  const points = useMemo<LinePoint[]>(
    () =>
      (data?.points ?? []).map((p) => ({
        label: p.month,
        value: p.median,
        note: p.median === null ? '样本不足' : `n=${p.count}`,
      })),
    [data],
  );
  if (q.isPending) return <p className="shp-find-muted">行情加载中…</p>;
  if (q.isError || !data)
    return (
      <p className="shp-find-muted">
        行情加载失败，
        <button type="button" className="shp-btn shp-btn-link" onClick={() => void q.refetch()}>
          重试
        </button>
      </p>
    );
  const scope = `${data.cityName}${data.districtName}${data.formatName ? ` · ${data.formatName}` : ''}`;
  if (data.pending)
    return (
      <p className="shp-find-muted" data-testid="market-trend-pending">
        {scope} 租金走势统计中，稍后刷新
        <button type="button" className="shp-btn shp-btn-link" onClick={() => void q.refetch()}>
          刷新
        </button>
      </p>
    );
  const last = data.points.at(-1);
  return (
    <div data-testid="market-trend">
      <p style={{ margin: '4px 0 8px' }}>
        {scope} 本月租金中位数：
        <strong>{last?.median == null ? '样本不足' : `${last.median}元/㎡/天`}</strong>
        {last && <span className="shp-find-muted">（{last.count}个铺位）</span>}
      </p>
      <LineChart
        points={points}
        label="租金中位数（元/㎡/天）"
        ariaLabel={`${scope}近24个月租金中位数：${data.points.map((p) => `${p.month} ${p.median === null ? '样本不足' : `${p.median}元/㎡/天`}（${p.count}个）`).join('，')}`}
      />
      <p className="shp-market-note">每月月末在架铺位的租金中位数，点上方的 n 为参与计算的铺位数；少于{MARKET_MIN_SAMPLE}个的月份显示「样本不足」。</p>
    </div>
  );
}
