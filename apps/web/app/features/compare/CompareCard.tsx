import type { CompareKind } from '@shp/contracts';
import { lazyIsland } from '../../components/lazy-island';
import './compare.css';

// The button's code (the selection store) loads after the list's first view; the server renders it.
const AddToCompareButton = lazyIsland(() => import('./AddToCompareButton').then((m) => m.AddToCompareButton));

/** A list card with 加入对比 laid over its corner: a button may not sit inside the card's link. */
export function CompareCard({ kind, id, children }: { kind: CompareKind; id: number; children: React.ReactNode }) {
  return (
    <div className="shp-compare-card">
      {children}
      <AddToCompareButton kind={kind} id={id} compact />
    </div>
  );
}
