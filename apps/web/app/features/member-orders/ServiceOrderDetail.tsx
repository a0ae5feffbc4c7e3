import { Button, Descriptions, Drawer, Empty, Result, Tag, Timeline } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { isRefusal, refusalDetail } from '../../lib/detail-refusal';
import { chinaDateTime, yuan } from '../../lib/format';
import { Loading } from '../../components/Loading';
import { usePhoneWidth } from '../../hooks/use-phone-width';
import { memberOrderDetailQuery } from './api/member-order-detail';
import { ORDER_STATUS_COLOR } from '../../lib/order-status';
import { OrderItems, amountLabel } from './OrderItems';
import type { OrderActionsSlot } from './ServiceOrders';

/** One service order as its buyer sees it, in a drawer (full width on a phone). */
export function ServiceOrderDetail({ id, token, onClose, actions }: { id: number; token: string; onClose: () => void; actions?: OrderActionsSlot }) {
  const q = useQuery(memberOrderDetailQuery(token, id));
  const phone = usePhoneWidth();
  // `?id=0` (refused as 400) and an order that is not the member's (404) are both not there for
  // them; only a network failure or a 5xx is a load failure a retry can mend.
  const missing = isRefusal(q.error) ? q.error : null;
  const d = q.data;
  return (
    <Drawer open title="订单详情" size={phone ? '100%' : 560} onClose={onClose} destroyOnHidden>
      {q.isPending ? (
        <Loading label="订单详情加载中" />
      ) : missing ? (
        <Result
          status="404"
          title="订单不存在或无权查看"
          subTitle={refusalDetail(missing, '订单不存在或无权查看')}
          extra={<Button onClick={onClose}>返回订单列表</Button>}
        />
      ) : q.isError || !d ? (
        <Result
          status="warning"
          title="订单详情加载失败"
          subTitle={q.error instanceof ApiError && !q.error.network ? '系统异常，请稍后重试' : '网络异常，请稍后重试'}
          extra={<Button onClick={() => void q.refetch()}>重试</Button>}
        />
      ) : (
        <div data-testid="service-order-detail">
          <Descriptions column={1} size="small">
            <Descriptions.Item label="订单号">{d.orderNo}</Descriptions.Item>
            {d.sellerName && <Descriptions.Item label="商家">{d.sellerName}</Descriptions.Item>}
            <Descriptions.Item label="状态">
              <Tag color={ORDER_STATUS_COLOR[d.status]}>{d.statusText}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="商品金额">{yuan(d.goodsAmount)}</Descriptions.Item>
            <Descriptions.Item label={`${amountLabel(d.status)}${d.status === 'cancelled' ? '' : '金额'}`}>{yuan(d.totalAmount)}</Descriptions.Item>
            <Descriptions.Item label="下单时间">{chinaDateTime(d.createdAt)}</Descriptions.Item>
            {d.paidAt && <Descriptions.Item label="付款时间">{chinaDateTime(d.paidAt)}</Descriptions.Item>}
            {d.shippedAt && <Descriptions.Item label="发货时间">{chinaDateTime(d.shippedAt)}</Descriptions.Item>}
            {d.completedAt && <Descriptions.Item label="完成时间">{chinaDateTime(d.completedAt)}</Descriptions.Item>}
            {d.cancelledAt && <Descriptions.Item label="取消时间">{chinaDateTime(d.cancelledAt)}</Descriptions.Item>}
            {d.logisticsCompany && <Descriptions.Item label="物流公司">{d.logisticsCompany}</Descriptions.Item>}
            {d.trackingNo && <Descriptions.Item label="运单号">{d.trackingNo}</Descriptions.Item>}
            <Descriptions.Item label="收货信息">{`${d.receiver.name} ${d.receiver.phone} ${d.receiver.address}`}</Descriptions.Item>
            {d.buyerRemark && <Descriptions.Item label="买家留言">{d.buyerRemark}</Descriptions.Item>}
          </Descriptions>
          {actions && d.buyerActions.length > 0 && <div className="member-order-actions">{actions(d)}</div>}
          <h2 style={{ fontSize: 15, margin: '16px 0 12px' }}>商品</h2>
          <OrderItems items={d.items} />
          <h2 style={{ fontSize: 15, margin: '16px 0 12px' }}>订单记录</h2>
          {d.history.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无记录" />
          ) : (
            <Timeline
              items={d.history.map((h, i) => ({
                key: i,
                content: (
                  <>
                    <div>
                      {h.actionText}
                      <span style={{ color: '#8c8c8c', marginInlineStart: 8 }}>{chinaDateTime(h.at)}</span>
                    </div>
                    {h.note && h.note !== h.actionText && <div style={{ color: '#595959' }}>{h.note}</div>}
                  </>
                ),
              }))}
            />
          )}
        </div>
      )}
    </Drawer>
  );
}
