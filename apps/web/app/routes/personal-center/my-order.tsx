import { Tabs } from 'antd';
import { MyOrders } from '../../features/points/MyOrders';
import { ServiceOrders } from '../../features/member-orders/ServiceOrders';
import { BuyerOrderActions } from '../../features/storefront/BuyerOrderActions';
import { useQueryChoice } from '../../hooks/use-query-choice';
import { WithSession } from './with-session';

const TABS = ['points', 'service'] as const;
type Tab = (typeof TABS)[number];

/**
 * /personalCenter/myOrder: 积分订单 (points mall) and 服务订单 (merchant services bought from
 * sellers). The tab is kept in the URL (`?tab=service`), so a reload or Back shows the same one.
 */
function MyOrderTabs({ token }: { token: string }) {
  const [tab, setTab] = useQueryChoice<Tab>('tab', TABS, 'points');
  return (
    <div className="pc-card">
      <h1 className="pc-title">我的订单</h1>
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as Tab)}
        destroyOnHidden
        items={[
          { key: 'points', label: '积分订单', children: <MyOrders token={token} /> },
          { key: 'service', label: '服务订单', children: <ServiceOrders token={token} actions={(o) => <BuyerOrderActions order={o} />} /> },
        ]}
      />
    </div>
  );
}

export default function MyOrderPage() {
  return <WithSession>{(token) => <MyOrderTabs token={token} />}</WithSession>;
}
