import { Link } from 'react-router';
import { COMPARE_KIND_LABELS, COMPARE_MAX, type CompareKind } from '@shp/contracts';
import { clearCompare, compareHref, useCompareSelection } from './compare-selection';
import './compare.css';

/** The bar at the foot of a list or detail page while listings of its kind are picked to compare. */
export function CompareTray({ kind }: { kind: CompareKind }) {
  const ids = useCompareSelection()[kind];
  if (ids.length === 0) return null;
  const word = COMPARE_KIND_LABELS[kind];
  return (
    <aside className="shp-compare-tray" aria-label={`${word}对比栏`}>
      <span>
        已选 {ids.length}/{COMPARE_MAX} 个{word}
        {ids.length < 2 && <span className="shp-compare-tray-hint">，再选一个即可对比</span>}
      </span>
      <button type="button" className="shp-btn shp-btn-link" onClick={() => clearCompare(kind)}>
        清空
      </button>
      <Link className="shp-btn shp-btn-primary" to={compareHref(kind, ids)}>
        开始对比
      </Link>
    </aside>
  );
}
