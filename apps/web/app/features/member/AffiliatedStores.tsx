import { Link } from 'react-router';
import { Alert, Button, Card, Empty, List, Skeleton, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { AffiliatedStore } from '@shp/contracts';
import { affiliatedStoresQuery } from './api/member-info';

const statusColor = (s: AffiliatedStore['status']) => (s === 'signed' ? 'green' : 'orange');

/**
 * 我的店铺 on the account page (SPEC §7 queryAffiliatedStore): the stores the member runs in the
 * seller centre with their role and signature status, the supplier entry, and the way in. A plain
 * member sees an empty state.
 */
export function AffiliatedStores({ token }: { token: string }) {
  const q = useQuery(affiliatedStoresQuery(token));
  const data = q.data;
  const manage = data?.sellerAccess ? (
    <Link to="/sellerCenter/networkAcessManageList">
      <Button size="small">去商家中心管理</Button>
    </Link>
  ) : null;
  return (
    <Card className="pc-card-plain" title="我的店铺" extra={manage} data-testid="affiliated-stores">
      {q.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : q.isError ? (
        <Alert
          type="error"
          showIcon
          message="店铺信息加载失败"
          action={
            <Button size="small" onClick={() => void q.refetch()}>
              重试
            </Button>
          }
        />
      ) : !data || data.stores.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={data?.sellerAccess ? '暂未绑定店铺，可在商家中心的入驻管理中绑定' : '暂无关联店铺，商家入驻后可在此查看'}
        />
      ) : (
        <>
          {data.companyName ? (
            <p style={{ marginTop: 0 }}>
              入驻企业：{data.companyName} <Tag>{data.entryStatusText}</Tag>
            </p>
          ) : null}
          {!data.sellerAccess ? <Alert type="warning" showIcon style={{ marginBottom: 12 }} message="商家权限已关闭，店铺暂不可管理" /> : null}
          <List
            dataSource={data.stores}
            rowKey="bindingId"
            renderItem={(s) => (
              <List.Item>
                <List.Item.Meta
                  title={<Link to={`/shopDetail?id=${s.storeId}`}>{s.storeName || `店铺 ${s.bunkNo}`}</Link>}
                  description={[s.cityName, s.plazaName, s.floor && `${s.floor}`, `铺位号 ${s.bunkNo}`, s.brandName && `品牌 ${s.brandName}`]
                    .filter(Boolean)
                    .join(' · ')}
                />
                <Space size={4} wrap>
                  <Tag color="blue">{s.roleName}</Tag>
                  <Tag color={statusColor(s.status)}>{s.statusText}</Tag>
                </Space>
              </List.Item>
            )}
          />
          {data.total > data.stores.length ? <p style={{ color: '#8c8c8c', margin: 0 }}>共 {data.total} 家店铺，其余请在商家中心查看</p> : null}
        </>
      )}
    </Card>
  );
}
