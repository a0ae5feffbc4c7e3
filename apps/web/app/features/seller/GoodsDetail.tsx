import { Alert, Button, Descriptions, Result, Skeleton, Space, Table, Tag, Timeline } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sellerGoodsApproveOp, sellerGoodsShelfOp } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { showSuccess } from '../../lib/notify';
import { refreshSeller, useSellerAsker, approvalQuery, goodsDetailQuery, profileQuery } from './api/seller';
import { STATUS_COLOR, dateTime, yuan } from './format';
import { ButtonLink } from '../../components/ButtonLink';
import { DetailFailed } from './MissingId';

/** /sellerCenter/goods/details: the goods, its SKUs and its approval history (from the approval base). */
export function GoodsDetail({ goodsId }: { goodsId: number }) {
  const asker = useSellerAsker();
  const qc = useQueryClient();
  const q = useQuery(goodsDetailQuery(asker, goodsId));
  const profile = useQuery(profileQuery(asker));
  const base = profile.data?.approvalApiBase;
  const approval = useQuery({ ...approvalQuery(asker, base, goodsId, q.data?.status), enabled: Boolean(base && q.data) });
  const refresh = () => void refreshSeller(qc, asker);
  const submit = useMutation({ mutationFn: () => callApi(sellerGoodsApproveOp, { goodsId }), onSuccess: () => (showSuccess('已提交审核'), refresh()) });
  const shelf = useMutation({
    mutationFn: (onShelf: boolean) => callApi(sellerGoodsShelfOp, { goodsIds: [goodsId], onShelf }),
    onSuccess: (_r, onShelf) => (showSuccess(onShelf ? '已上架' : '已下架'), refresh()),
  });

  if (q.isPending)
    return (
      <div className="sc-card">
        <Skeleton active />
      </div>
    );
  if (q.isError)
    return <DetailFailed error={q.error} notFound="商品不存在或已删除" back="/sellerCenter/goods/list" label="返回列表" retry={() => void q.refetch()} />;
  const g = q.data;
  return (
    <div>
      <div className="sc-card">
        <div className="sc-head">
          <h1 className="sc-title">{g.name}</h1>
          <Space wrap>
            <Tag color={STATUS_COLOR[g.status]} data-testid="goods-status">
              {g.statusText}
            </Tag>
            <Tag color={g.onShelf ? 'green' : 'default'}>{g.onShelf ? '已上架' : '未上架'}</Tag>
          </Space>
        </div>
        {g.status === 'rejected' && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={`驳回原因：${g.rejectReason ?? ''}`} />}
        <Space wrap style={{ marginBottom: 12 }}>
          {g.status !== 'pending' && <ButtonLink to={`/sellerCenter/goods/addOrEdit?goodsId=${g.goodsId}`}>编辑</ButtonLink>}
          {(g.status === 'draft' || g.status === 'rejected') && (
            <Button type="primary" loading={submit.isPending} onClick={() => submit.mutate()}>
              提交审核
            </Button>
          )}
          {g.status === 'approved' && (
            <Button type="primary" loading={shelf.isPending} onClick={() => shelf.mutate(!g.onShelf)}>
              {g.onShelf ? '下架' : '上架'}
            </Button>
          )}
        </Space>
        <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label="商品类型">{g.typeName}</Descriptions.Item>
          <Descriptions.Item label="品牌 / 型号">{[g.brandName, g.modelName].filter(Boolean).join(' / ') || '—'}</Descriptions.Item>
          <Descriptions.Item label="服务城市">{g.cityName}</Descriptions.Item>
          <Descriptions.Item label="销量">{g.sales}</Descriptions.Item>
          <Descriptions.Item label="创建时间">{dateTime(g.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="更新时间">{dateTime(g.updatedAt)}</Descriptions.Item>
          <Descriptions.Item label="商品描述" span={2}>
            <div style={{ whiteSpace: 'pre-wrap' }}>{g.description}</div>
          </Descriptions.Item>
        </Descriptions>
        <h2 className="sc-subtitle" style={{ margin: '16px 0 8px' }}>
          商品图片
        </h2>
        <div className="sc-images">
          {g.images.map((u, i) => (
            <img key={u} src={u} alt={`商品图片${i + 1}`} />
          ))}
        </div>
        <h2 className="sc-subtitle" style={{ margin: '16px 0 8px' }}>
          价格与库存
        </h2>
        <div className="sc-table-wrap">
          <Table
            size="small"
            rowKey="skuId"
            pagination={false}
            dataSource={g.skus}
            columns={[
              {
                title: '规格',
                key: 'spec',
                render: (_: unknown, s: (typeof g.skus)[number]) =>
                  Object.entries(s.attrs)
                    .map(([k, v]) => `${k}：${v}`)
                    .join('，'),
              },
              { title: '价格', key: 'price', render: (_: unknown, s: (typeof g.skus)[number]) => yuan(s.price) },
              { title: '库存', dataIndex: 'stock', key: 'stock' },
            ]}
          />
        </div>
      </div>
      <div className="sc-card">
        <h2 className="sc-subtitle" style={{ marginBottom: 12 }}>
          审核记录
        </h2>
        {approval.isPending && approval.fetchStatus !== 'idle' ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : approval.isError ? (
          <Result status="warning" title="审核记录加载失败" extra={<Button onClick={() => void approval.refetch()}>重试</Button>} />
        ) : !approval.data?.records.length ? (
          <span style={{ color: '#8c8c8c' }}>尚未提交审核</span>
        ) : (
          <Timeline
            items={approval.data.records.map((r) => ({
              color: r.action === 'reject' ? 'red' : r.action === 'approve' ? 'green' : 'blue',
              content: (
                <div>
                  <b>{r.actionText}</b> · {r.operator} · {dateTime(r.createdAt)}
                  {r.reason && <div style={{ color: '#cf1322' }}>原因：{r.reason}</div>}
                </div>
              ),
            }))}
          />
        )}
      </div>
    </div>
  );
}
