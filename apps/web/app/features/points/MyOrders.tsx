import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Descriptions, Empty, List, Result, Skeleton, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { type PointOrder } from '@shp/contracts';
import { chinaDateTime } from '../../lib/format';
import { Pager } from '../../components/Pager';
import { PastLastPage } from '../../components/PastLastPage';
import { usePagerQuery } from '../../hooks/use-pager-query';
import { ordersQuery } from './api/points';

const STATUS: Record<PointOrder['status'], { text: string; color: string }> = {
  paid: { text: '待发货', color: 'orange' },
  shipped: { text: '已发货', color: 'blue' },
  done: { text: '已完成', color: 'success' },
};

/** /personalCenter/myOrder › 积分订单: points-mall orders, inside the page's card and heading (the route puts them beside the service orders). */
export function MyOrders({ token }: { token: string }) {
  const { page: pageNum, pageSize, setPage } = usePagerQuery();
  const [open, setOpen] = useState<number | null>(null);
  const q = useQuery(ordersQuery(token, { pageNum, pageSize }));
  return (
    <div>
      {q.isPending ? (
        <Skeleton active />
      ) : q.isError ? (
        <Result status="warning" title="订单加载失败" extra={<Button onClick={() => void q.refetch()}>重试</Button>} />
      ) : q.data.total === 0 ? (
        <Empty
          description={
            <span>
              还没有订单，<Link to="/personalCenter/scorecardShop">去积分商城看看</Link>
            </span>
          }
        />
      ) : q.data.list.length === 0 ? (
        <PastLastPage onFirst={() => setPage(1, pageSize)} />
      ) : (
        <>
          <List
            dataSource={q.data.list}
            renderItem={(o) => (
              <List.Item data-testid="order-item" className="pc-point-order" extra={<Tag color={STATUS[o.status].color}>{STATUS[o.status].text}</Tag>}>
                <div style={{ flex: 1 }}>
                  <List.Item.Meta
                    avatar={<img src={o.imageUrl} alt="" width={56} height={42} style={{ borderRadius: 6, objectFit: 'cover' }} />}
                    title={o.goodsName}
                    description={`订单号 ${o.orderNo} · ${o.points} 积分 · ${chinaDateTime(o.createTime)}`}
                  />
                  <Button type="link" size="small" onClick={() => setOpen(open === o.id ? null : o.id)}>
                    {open === o.id ? '收起' : '详情'}
                  </Button>
                  {open === o.id && (
                    <Descriptions size="small" column={1} bordered>
                      <Descriptions.Item label="订单号">{o.orderNo}</Descriptions.Item>
                      <Descriptions.Item label="商品">{o.goodsName}</Descriptions.Item>
                      <Descriptions.Item label="消耗积分">{o.points}</Descriptions.Item>
                      <Descriptions.Item label="收货信息">{o.receiver ? `${o.receiver} ${o.phone} ${o.address}` : '虚拟权益，无需收货'}</Descriptions.Item>
                    </Descriptions>
                  )}
                </div>
              </List.Item>
            )}
          />
          <Pager total={q.data.total} page={pageNum} pageSize={pageSize} onChange={setPage} />
        </>
      )}
    </div>
  );
}
