import type { MemberOrderItem, MemberOrderStatus } from '@shp/contracts';
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

/**
 * What the order's amount is to its buyer: 应付 while it waits for payment, 订单金额 once cancelled
 * (an order is cancelled only before payment), 实付 after paying.
 */
export const amountLabel = (status: MemberOrderStatus) => (status === 'pending_payment' ? '应付' : status === 'cancelled' ? '订单金额' : '实付');
