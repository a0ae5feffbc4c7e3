import { COMPARE_KIND_LABELS, COMPARE_MAX, type CompareKind } from '@shp/contracts';
import { showError, showSuccess } from '../../lib/notify';
import { addToCompare, removeFromCompare, useCompareSelection } from './compare-selection';
import './compare.css';

/**
 * 加入对比 / 取消对比 for one listing. Plain markup: it sits on the plain first view of the lists
 * and /shopDetail (decision 009) as well as on antd pages.
 */
export function AddToCompareButton({ kind, id, compact = false }: { kind: CompareKind; id: number; compact?: boolean }) {
  const selection = useCompareSelection();
  const picked = selection[kind].includes(id);
  const toggle = (e: React.MouseEvent) => {
    // On a card the button sits inside the card's link.
    e.preventDefault();
    e.stopPropagation();
    if (picked) {
      removeFromCompare(kind, id);
      return;
    }
    const outcome = addToCompare(kind, id);
    if (outcome === 'full') showError(`最多对比${COMPARE_MAX}个${COMPARE_KIND_LABELS[kind]}，请先移除一个`);
    else showSuccess(`已加入对比（${selection[kind].length + 1}/${COMPARE_MAX}）`);
  };
  return (
    <button
      type="button"
      className={`shp-btn shp-compare-toggle${compact ? ' shp-compare-toggle-compact' : ''}`}
      aria-pressed={picked}
      data-compare={`${kind}-${id}`}
      onClick={toggle}
    >
      {picked ? '✓ 已加入对比' : '+ 加入对比'}
    </button>
  );
}
