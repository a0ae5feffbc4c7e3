import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RENT_CHANGE_SOURCE_LABELS, type RentChange } from '@shp/contracts';
import { formatNumber } from '../../lib/format';
import { rentHistoryQuery } from './api/rent-history';
import { LineChart, type LinePoint } from './LineChart';
import './market.css';

/** 涨/降 against the rent before, in percent; '' for the first. */
function changeText(changes: RentChange[], i: number): string {
  if (i === 0) return '首次记录';
  const before = changes[i - 1].rentDaySqm;
  if (!before) return '';
  const d = ((changes[i].rentDaySqm - before) / before) * 100;
  return d === 0 ? '持平' : `${d > 0 ? '上涨' : '下调'}${Math.abs(d).toFixed(1)}%`;
}

/** 租金走势: every rent the unit has had, as a stepped line, with a table of the changes. */
export function RentHistory({ shopId }: { shopId: number }) {
  const q = useQuery(rentHistoryQuery(shopId));
  const changes = q.data?.changes;
  const points = useMemo<LinePoint[]>(() => (changes ?? []).map((c) => ({ label: c.date, value: c.rentDaySqm })), [changes]);
  return (
    <section className="shp-panel" data-testid="rent-history">
      <h2>租金走势</h2>
      {q.isPending ? (
        <p className="shp-find-muted">租金记录加载中…</p>
      ) : q.isError ? (
        <p className="shp-find-muted">
          租金记录加载失败，
          <button type="button" className="shp-btn shp-btn-link" onClick={() => void q.refetch()}>
            重试
          </button>
        </p>
      ) : !changes || changes.length === 0 ? (
        <p className="shp-find-muted">暂无租金记录</p>
      ) : (
        <>
          <LineChart
            points={points}
            label="租金（元/㎡/天）"
            stepped
            ariaLabel={`租金走势：${changes.map((c) => `${c.date} ${c.rentDaySqm}元/㎡/天`).join('，')}`}
          />
          <table className="shp-market-table">
            <caption className="shp-visually-hidden">每次调租记录</caption>
            <thead>
              <tr>
                <th scope="col">生效日期</th>
                <th scope="col">元/㎡/天</th>
                <th scope="col">月租金</th>
                <th scope="col">变化</th>
              </tr>
            </thead>
            <tbody>
              {changes
                .map((c, i) => ({ c, i }))
                .reverse()
                .map(({ c, i }) => (
                  <tr key={`${c.date}-${i}`}>
                    <td>{c.date}</td>
                    <td>{formatNumber(c.rentDaySqm)}</td>
                    <td>{formatNumber(c.monthlyRent)}元</td>
                    <td title={RENT_CHANGE_SOURCE_LABELS[c.source]}>{changeText(changes, i)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
