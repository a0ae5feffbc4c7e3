import { Link } from 'react-router';
import { Alert, Button, Descriptions, Result, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSellerAsker, memberLevelQuery, profileQuery, balanceQuery } from './api/seller';
import { yuan } from './format';

/** /sellerCenter: what needs the seller's attention now. */
export function SellerOverview() {
  const asker = useSellerAsker();
  const profile = useQuery(profileQuery(asker));
  const balance = useQuery(balanceQuery(asker));
  const level = useQuery(memberLevelQuery(asker));
  if (profile.isPending)
    return (
      <div className="sc-card">
        <Skeleton active />
      </div>
    );
  if (profile.isError)
    return (
      <div className="sc-card">
        <Result status="warning" title="商家信息加载失败" extra={<Button onClick={() => void profile.refetch()}>重试</Button>} />
      </div>
    );
  const p = profile.data;
  return (
    <div>
      <div className="sc-card">
        <div className="sc-head">
          <h1 className="sc-title">商家中心</h1>
        </div>
        <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label="商家">{p.nickName}</Descriptions.Item>
          <Descriptions.Item label="公司">{p.companyName ?? '未填写'}</Descriptions.Item>
          <Descriptions.Item label="入驻状态">{p.entryStatus}</Descriptions.Item>
          <Descriptions.Item label="会员等级">{level.data ? level.data.gradeName : '—'}</Descriptions.Item>
          <Descriptions.Item label="可提现余额">
            {balance.isError ? (
              // A failed call read '—', as if there were no balance, with no way to ask again.
              <span role="alert">
                余额加载失败{' '}
                <Button size="small" onClick={() => void balance.refetch()}>
                  重试
                </Button>
              </span>
            ) : balance.data ? (
              yuan(balance.data.available)
            ) : (
              '加载中…'
            )}
          </Descriptions.Item>
        </Descriptions>
        {p.entryStatus !== '已入驻' && (
          <Alert
            style={{ marginTop: 12 }}
            type="info"
            showIcon
            title="完成入驻后即可发布场地活动服务"
            action={<Link to="/sellerCenter/networkAcessManageList">去入驻</Link>}
          />
        )}
      </div>
      <div className="sc-card">
        <div className="sc-stats">
          <Link className="sc-stat" to="/sellerCenter/orderManageList?status=paid">
            <b>{p.counts.toShip}</b>待发货订单
          </Link>
          <Link className="sc-stat" to="/sellerCenter/orderManageList?status=pending_payment">
            <b>{p.counts.unpaid}</b>待付款订单
          </Link>
          <Link className="sc-stat" to="/sellerCenter/goods/list?status=pending">
            <b>{p.counts.goodsPending}</b>审核中商品
          </Link>
          <Link className="sc-stat" to="/sellerCenter/evaluationManagement?replied=0">
            <b>{p.counts.unreplied}</b>待回复评价
          </Link>
        </div>
      </div>
    </div>
  );
}
