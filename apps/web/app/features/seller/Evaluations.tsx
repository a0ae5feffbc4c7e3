import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Descriptions, Empty, Form, Input, List, Rate, Result, Select, Skeleton, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sellerEvaluationFilterSchema, sellerEvaluationReplyOp, type SellerEvaluationFilter } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { showSuccess } from '../../lib/notify';
import { useOneAtATime } from '../../hooks/use-one-at-a-time';
import { Pager } from '../../components/Pager';
import { usePagerQuery } from '../../hooks/use-pager-query';
import { num, parseLenient, withParams } from '../../lib/query-filter';
import { refreshSeller, useSellerAsker, evaluationDetailQuery, evaluationListQuery } from './api/seller';
import { dateTime } from './format';
import { DetailFailed } from './MissingId';

/** The filter from the URL (`rating` 1–5, `replied` 0/1); a value the contract refuses is dropped. */
export function evaluationFilterFromQuery(q: URLSearchParams): SellerEvaluationFilter {
  const replied = q.get('replied');
  return parseLenient(sellerEvaluationFilterSchema, { rating: num(q.get('rating')), replied: replied === '1' ? true : replied === '0' ? false : undefined });
}

/**
 * /sellerCenter/evaluationManagement: buyers' ratings and texts, filter by rating and reply state.
 * Filter and page live in the URL, so Back from an evaluation shows the same list.
 */
export function EvaluationList() {
  const asker = useSellerAsker();
  const [search, setSearch] = useSearchParams();
  const { rating, replied } = useMemo(() => evaluationFilterFromQuery(search), [search]);
  const { page: pageNum, pageSize, setPage } = usePagerQuery();
  const q = useQuery(evaluationListQuery(asker, { rating, replied }, { pageNum, pageSize }));
  const setFilter = (f: SellerEvaluationFilter) =>
    setSearch((prev) => withParams(prev, { rating: f.rating, replied: f.replied === undefined ? undefined : f.replied ? 1 : 0 }), { preventScrollReset: true });
  return (
    <div className="sc-card">
      <div className="sc-head">
        <h1 className="sc-title">评价管理</h1>
        <div className="sc-toolbar" style={{ margin: 0 }}>
          <Select
            aria-label="评分"
            allowClear
            placeholder="全部评分"
            style={{ width: 120 }}
            value={rating}
            onChange={(v) => setFilter({ rating: v, replied })}
            options={[5, 4, 3, 2, 1].map((n) => ({ value: n, label: `${n}星` }))}
          />
          <Select
            aria-label="回复状态"
            allowClear
            placeholder="全部"
            style={{ width: 120 }}
            value={replied === undefined ? undefined : replied ? 1 : 0}
            onChange={(v) => setFilter({ rating, replied: v === undefined ? undefined : v === 1 })}
            options={[
              { value: 0, label: '待回复' },
              { value: 1, label: '已回复' },
            ]}
          />
        </div>
      </div>
      {q.isPending ? (
        <Skeleton active />
      ) : q.isError ? (
        <Result status="warning" title="评价加载失败" extra={<Button onClick={() => void q.refetch()}>重试</Button>} />
      ) : q.data.total === 0 && (rating !== undefined || replied !== undefined) ? (
        // A filter that matches nothing is not a seller without evaluations.
        <Empty description="没有符合条件的评价">
          <Button onClick={() => setFilter({})}>清除筛选</Button>
        </Empty>
      ) : q.data.total === 0 ? (
        <Empty description="暂无评价" />
      ) : q.data.list.length === 0 ? (
        // A page past the end (an old link): the filter is fine, the page is not.
        <Empty description="这一页没有更多了">
          <Button onClick={() => setPage(1, pageSize)}>回到第一页</Button>
        </Empty>
      ) : (
        <>
          <List
            dataSource={q.data.list}
            renderItem={(e) => (
              <List.Item extra={<Link to={`/sellerCenter/evaluationDetail?evaluationId=${e.evaluationId}`}>{e.reply ? '查看' : '回复'}</Link>}>
                <List.Item.Meta
                  title={
                    <span>
                      <Rate disabled value={e.rating} style={{ fontSize: 14 }} /> <span style={{ marginLeft: 8 }}>{e.buyerName}</span>{' '}
                      {e.reply ? <Tag color="success">已回复</Tag> : <Tag color="warning">待回复</Tag>}
                    </span>
                  }
                  description={
                    <>
                      <div style={{ color: '#262626', margin: '4px 0' }}>{e.content}</div>
                      <div>{`${e.goodsName} · 订单 ${e.orderNo} · ${dateTime(e.createdAt)}`}</div>
                    </>
                  }
                />
              </List.Item>
            )}
          />
          <Pager total={q.data.total} page={pageNum} pageSize={pageSize} onChange={setPage} />
        </>
      )}
    </div>
  );
}

/** /sellerCenter/evaluationDetail: one evaluation and the seller's single reply. */
export function EvaluationDetail({ evaluationId }: { evaluationId: number }) {
  const asker = useSellerAsker();
  const qc = useQueryClient();
  const q = useQuery(evaluationDetailQuery(asker, evaluationId));
  const once = useOneAtATime();
  const reply = useMutation({
    mutationFn: (text: string) => callApi(sellerEvaluationReplyOp, { evaluationId, reply: text }),
    onSuccess: () => (showSuccess('回复成功'), void refreshSeller(qc, asker)),
  });
  if (q.isPending)
    return (
      <div className="sc-card">
        <Skeleton active />
      </div>
    );
  if (q.isError)
    return <DetailFailed error={q.error} notFound="评价不存在" back="/sellerCenter/evaluationManagement" label="返回评价列表" retry={() => void q.refetch()} />;
  const e = q.data;
  return (
    <div className="sc-card">
      <div className="sc-head">
        <h1 className="sc-title">评价详情</h1>
      </div>
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label="买家">{e.buyerName}</Descriptions.Item>
        <Descriptions.Item label="评分">
          <Rate disabled value={e.rating} />
        </Descriptions.Item>
        <Descriptions.Item label="评价内容">{e.content}</Descriptions.Item>
        <Descriptions.Item label="商品">{e.goodsName}</Descriptions.Item>
        <Descriptions.Item label="订单">
          <Link to={`/sellerCenter/orderDetail?orderId=${e.orderId}`}>{e.orderNo}</Link>
        </Descriptions.Item>
        <Descriptions.Item label="评价时间">{dateTime(e.createdAt)}</Descriptions.Item>
        {e.reply && (
          <Descriptions.Item label="商家回复">
            {e.reply}（{dateTime(e.repliedAt)}）
          </Descriptions.Item>
        )}
      </Descriptions>
      {!e.reply && (
        <Form layout="vertical" style={{ marginTop: 16, maxWidth: 640 }} onFinish={(v: { reply: string }) => void once(() => reply.mutateAsync(v.reply))}>
          <Form.Item
            name="reply"
            label="回复买家（每条评价可回复一次）"
            rules={[
              { required: true, whitespace: true, message: '请输入回复内容' },
              { max: 500, message: '回复最多500字' },
            ]}
          >
            <Input.TextArea rows={4} maxLength={500} showCount />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={reply.isPending}>
            提交回复
          </Button>
        </Form>
      )}
    </div>
  );
}
