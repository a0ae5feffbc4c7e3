import { Link } from 'react-router';
import type { CompareResult } from '@shp/contracts';
import { columnName, compareTable } from './compare-rows';
import './compare.css';

/** The listings side by side: one column each, row labels that stay put while the columns swipe. */
export function CompareTable({ result, onRemove }: { result: CompareResult; onRemove: (id: number) => void }) {
  const { columns, rows } = compareTable(result);
  return (
    <div className="shp-compare-scroll" role="region" aria-label="对比表，可左右滑动" tabIndex={0}>
      <table className="shp-compare-table">
        <colgroup>
          <col />
          {columns.map((c) => (
            <col key={c.id} className="shp-compare-col" />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th className="shp-compare-corner" scope="col">
              对比项
            </th>
            {columns.map((c, i) => (
              <th key={c.id} scope="col" className="shp-compare-head" data-column={c.id}>
                <img src={c.coverUrl} alt="" loading="lazy" />
                <span>{columnName(i)} </span>
                <Link to={c.href}>{c.title}</Link>
                <div>
                  <button type="button" className="shp-btn shp-btn-link shp-compare-noprint" onClick={() => onRemove(c.id)}>
                    移除
                  </button>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className={r.differs ? 'is-different' : undefined} data-row={r.key}>
              <th scope="row">{r.label}</th>
              {r.cells.map((text, i) => {
                const best = r.best.includes(i);
                return (
                  <td key={columns[i].id} className={best ? 'is-best' : undefined}>
                    {text}
                    {best && <span className="shp-compare-best">最优</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
