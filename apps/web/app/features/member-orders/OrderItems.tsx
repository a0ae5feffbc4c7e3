import type { MemberOrderItem } from '@shp/contracts';
import { yuan } from '../../lib/format';

/** An order's items, as the list card and the detail both show them. */
export function OrderItems({ items }: { items: MemberOrderItem[] }) {
  return (
    <ul className="member-order-items">
      {items.map((it) => (
        <li key={it.itemId} className="member-order-item">
          {it.imageUrl ? <img src={it.imageUrl} alt="" width={56} height={42} /> : <span className="member-order-item-noimg" aria-hidden="true" />}
          <div className="member-order-item-text">
            <div className="member-order-item-name">{it.goodsName}</div>
            <div className="member-order-item-sku">{it.skuText}</div>
          </div>
          <div className="member-order-item-price">
            <div>{yuan(it.price)}</div>
            <div className="member-order-item-sku">×{it.quantity}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}
