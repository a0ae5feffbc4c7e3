import type { ReactNode } from 'react';
import { Button, Card, Empty, Result, Skeleton, Tabs, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { MEMBER_ORDER_STATUSES, SELLER_ORDER_STATUS_LABEL, type MemberOrderStatus, type MemberOrderSummary } from '@shp/contracts';
import { chinaDateTime, yuan } from '../../lib/format';
import { Pager } from '../../components/Pager';
import { PastLastPage } from '../../components/PastLastPage';
import { usePagerQuery } from '../../hooks/use-pager-query';
import { useQueryChoice } from '../../hooks/use-query-choice';
import { useOpenIdQuery } from '../../hooks/use-open-id-query';
import { memberOrderPageListQuery } from './api/member-order-page-list';
import { ServiceOrderDetail } from './ServiceOrderDetail';
import { ORDER_STATUS_COLOR } from '../../lib/order-status';
import { OrderItems, amountLabel } from './OrderItems';
import './member-orders.css';

type StatusChoice = MemberOrderStatus | 'all';
const STATUS_CHOICES: readonly StatusChoice[] = ['all', ...MEMBER_ORDER_STATUSES];
const STATUS_TABS = [{ key: 'all', label: '全部' }, ...MEMBER_ORDER_STATUSES.map((s) => ({ key: s, label: SELLER_ORDER_STATUS_LABEL[s] }))];

/** Buttons a route puts on an order (去支付, 取消, 确认完成, 评价): composed there, from another feature. */
export type OrderActionsSlot = (o: Pick<MemberOrderSummary, 'id' | 'status' | 'buyerActions'>) => ReactNode;

function OrderCard({ o, onOpen, actions }: { o: MemberOrderSummary; onOpen: () => void; actions?: OrderActionsSlot }) {
  return (
    <Card
      size="small"
      className="member-order-card"
      data-testid="service-order"
      title={<span className="member-order-seller">{o.sellerName || '商家'}</span>}
      extra={
        <Tag color={ORDER_STATUS_COLOR[o.status]} style={{ marginInlineEnd: 0 }}>
          {o.statusText}
        </Tag>
      }
    >
      <OrderItems items={o.items} />
      {o.itemCount > o.items.length && <div className="member-order-more">{`等${o.itemCount}项服务`}</div>}
      <div className="member-order-foot">
        <div className="member-order-meta">
          <div>{`订单号 ${o.orderNo}`}</div>
          <div>{`下单时间 ${chinaDateTime(o.createdAt)}`}</div>
        </div>
        <div className="member-order-total">
          <span>{`${amountLabel(o.status)} ${yuan(o.totalAmount)}`}</span>
          {actions?.(o)}
          <Button size="small" onClick={onOpen}>
            详情
          </Button>
        </div>
      </div>
    </Card>
  );
}

/**
 * 我的订单 › 服务订单: merchant services the member bought from sellers. The status (`status`), the
 * page and the open order (`id`) live in the URL, so Back, a reload or a shared link shows the same.
 */
export function ServiceOrders({ token, actions }: { token: string; actions?: OrderActionsSlot }) {
  const [status, setStatus] = useQueryChoice('status', STATUS_CHOICES, 'all');
  const { page: pageNum, pageSize, setPage } = usePagerQuery();
  const [openId, setOpenId] = useOpenIdQuery();
  const q = useQuery(memberOrderPageListQuery(token, status === 'all' ? {} : { status }, { pageNum, pageSize }));
  return (
    <div>
      <Tabs size="small" className="member-order-status" activeKey={status} onChange={(k) => setStatus(k as StatusChoice)} items={STATUS_TABS} />
      {q.isPending ? (
        <Skeleton active />
      ) : q.isError ? (
        <Result status="warning" title="服务订单加载失败" extra={<Button onClick={() => void q.refetch()}>重试</Button>} />
      ) : q.data.total === 0 ? (
        <Empty description={status === 'all' ? '还没有服务订单' : `暂无${SELLER_ORDER_STATUS_LABEL[status]}的订单`} />
      ) : q.data.list.length === 0 ? (
        <PastLastPage onFirst={() => setPage(1, pageSize)} />
      ) : (
        <>
          <div className="member-order-list">
            {q.data.list.map((o) => (
              <OrderCard key={o.id} o={o} onOpen={() => setOpenId(o.id)} actions={actions} />
            ))}
          </div>
          <Pager total={q.data.total} page={pageNum} pageSize={pageSize} onChange={setPage} />
        </>
      )}
      {openId !== null && <ServiceOrderDetail id={openId} token={token} onClose={() => setOpenId(null)} actions={actions} />}
    </div>
  );
}
