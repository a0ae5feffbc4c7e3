import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Descriptions, Empty, List, Result, Skeleton, Space, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { maskPhone, myBrandOp, queryFillInfoStepOp, type MyLead } from '@shp/contracts';
import { invalidateOps } from '../../lib/query-keys';
import { chinaDateTime } from '../../lib/format';
import { myBrandQuery } from './api/member-brand';
import { FillProgress } from './FillProgress';
import { LeadEditDialog } from './LeadEditDialog';
import { ButtonLink } from '../../components/ButtonLink';

/** /personalCenter/myBrand: the brand profile, its fill progress and the leads the member left. */
export function MyBrand({ token }: { token: string }) {
  const qc = useQueryClient();
  const q = useQuery(myBrandQuery(token));
  const [editing, setEditing] = useState<MyLead | null>(null);
  if (q.isPending)
    return (
      <div className="pc-card">
        <Skeleton active />
      </div>
    );
  if (q.isError)
    return (
      <div className="pc-card">
        <Result status="warning" title="品牌信息加载失败" extra={<Button onClick={() => void q.refetch()}>重试</Button>} />
      </div>
    );
  const { profile, fill, leads } = q.data;
  return (
    <div className="pc-stack">
      <Card
        className="pc-card-plain"
        title={
          <h1 className="pc-title" style={{ margin: 0 }}>
            我的品牌
          </h1>
        }
        extra={
          <ButtonLink to="/personalCenter/fabu" type="primary">
            {profile ? '编辑品牌信息' : '完善品牌信息'}
          </ButtonLink>
        }
      >
        <FillProgress fill={fill} />
        {fill.percent < 100 && (
          <Alert style={{ marginTop: 12 }} type="info" showIcon message="完善全部品牌信息可获得 50 积分，顾问也能更精准地为您推荐铺位。" />
        )}
        {profile ? (
          <Descriptions style={{ marginTop: 16 }} column={{ xs: 1, sm: 2 }} size="small" bordered>
            <Descriptions.Item label="品牌名称">
              <Space>
                {profile.logoUrl && <img src={profile.logoUrl} alt="品牌Logo" width={32} height={32} style={{ borderRadius: 4, objectFit: 'cover' }} />}
                <span data-testid="brand-name">{profile.brandName}</span>
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label="经营业态">{profile.formatNames.join('、') || '—'}</Descriptions.Item>
            <Descriptions.Item label="门店数量">{profile.storeCount ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="面积需求">
              {profile.areaMin != null && profile.areaMax != null ? `${profile.areaMin}–${profile.areaMax} ㎡` : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="拓展城市">{profile.cityNames.join('、') || '—'}</Descriptions.Item>
            <Descriptions.Item label="开店/拓店计划">{profile.isOpenShop === 'Y' ? '有' : '暂无'}</Descriptions.Item>
            <Descriptions.Item label="联系人">{profile.contacts}</Descriptions.Item>
            <Descriptions.Item label="联系电话">{maskPhone(profile.phone)}</Descriptions.Item>
          </Descriptions>
        ) : (
          <Empty style={{ marginTop: 16 }} description="还没有品牌信息" />
        )}
      </Card>
      <Card className="pc-card-plain" title="我的留资">
        {leads.length === 0 ? (
          <Empty
            description={
              <span>
                还没有留资记录，<Link to="/">去首页预约咨询</Link>
              </span>
            }
          />
        ) : (
          <List
            dataSource={leads}
            renderItem={(l) => (
              <List.Item
                data-testid="my-lead"
                actions={[
                  l.editable ? (
                    <Button key="e" type="link" onClick={() => setEditing(l)}>
                      修改
                    </Button>
                  ) : (
                    <Tag key="c">已结案</Tag>
                  ),
                ]}
              >
                <List.Item.Meta
                  title={
                    <Space wrap>
                      {l.brandName || '（未填写品牌）'}
                      <Tag color="blue">{l.statusText}</Tag>
                    </Space>
                  }
                  description={`${l.liaison} · ${maskPhone(l.phone)} · ${l.isOpenShop === 'Y' ? '有开店计划' : l.isOpenShop === 'N' ? '暂无开店计划' : ''} · ${chinaDateTime(l.createTime)}`}
                />
              </List.Item>
            )}
          />
        )}
      </Card>
      <LeadEditDialog lead={editing} onClose={() => setEditing(null)} onSaved={() => void invalidateOps(qc, [myBrandOp, queryFillInfoStepOp], token)} />
    </div>
  );
}
