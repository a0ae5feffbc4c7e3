import type { CompareKind } from '@shp/contracts';
import { AddToCompareButton } from './AddToCompareButton';
import './compare.css';

/** A list card with 加入对比 laid over its corner: a button may not sit inside the card's link. */
export function CompareCard({ kind, id, children }: { kind: CompareKind; id: number; children: React.ReactNode }) {
  return (
    <div className="shp-compare-card">
      {children}
      <AddToCompareButton kind={kind} id={id} compact />
    </div>
  );
}
