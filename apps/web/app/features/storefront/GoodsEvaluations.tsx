import { useState } from 'react';
import { Button, Empty, Rate, Result, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { chinaDate } from '../../lib/format';
import { Pager } from '../../components/Pager';
import { storefrontEvaluationsQuery } from './api/storefront-evaluations';

const PAGE_SIZE = 10;

/** The buyers' evaluations of a good, newest first, with the seller's replies. */
export function GoodsEvaluations({ goodsId, count }: { goodsId: number; count: number }) {
  const [page, setPage] = useState(1);
  const q = useQuery(storefrontEvaluationsQuery(goodsId, { pageNum: page, pageSize: PAGE_SIZE }));
  if (count === 0 && !q.data?.total) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无评价，购买后可评价" />;
  if (q.isPending) return <Skeleton active />;
  if (q.isError) return <Result status="warning" title="评价加载失败" extra={<Button onClick={() => void q.refetch()}>重试</Button>} />;
  return (
    <div data-testid="goods-evaluations">
      {q.data.list.map((e) => (
        <article key={e.evaluationId} className="sf-eval">
          <div className="sf-eval-head">
            <strong>{e.buyerName}</strong>
            <Rate disabled value={e.rating} style={{ fontSize: 14 }} />
            <span className="shp-find-muted">{chinaDate(e.createdAt)}</span>
          </div>
          {e.skuText && <div className="shp-find-muted">{e.skuText}</div>}
          <p>{e.content}</p>
          {e.reply && <p className="sf-eval-reply">商家回复：{e.reply}</p>}
        </article>
      ))}
      <Pager total={q.data.total} page={page} pageSize={PAGE_SIZE} onChange={(p) => setPage(p)} pageSizes={[PAGE_SIZE]} />
    </div>
  );
}
