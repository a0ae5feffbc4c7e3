import { Link } from 'react-router';
import { Button, Empty, List, Result, Skeleton, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { type LotteryDraw } from '@shp/contracts';
import { chinaDateTime } from '../../lib/format';
import { Pager } from '../../components/Pager';
import { PastLastPage } from '../../components/PastLastPage';
import { usePagerQuery } from '../../hooks/use-pager-query';
import { drawsQuery } from './api/points';

const STATUS: Record<LotteryDraw['status'], { text: string; color: string }> = {
  none: { text: '未中奖', color: 'default' },
  credited: { text: '积分已到账', color: 'success' },
  pending: { text: '待发放', color: 'orange' },
  delivered: { text: '已发放', color: 'success' },
};

/** /myPrize (prizes won) and /coinDetail (every draw, won or not). */
export function DrawRecords({ token, includeMisses, title }: { token: string; includeMisses: boolean; title: string }) {
  const { page: pageNum, pageSize, setPage } = usePagerQuery();
  const q = useQuery(drawsQuery(token, includeMisses, { pageNum, pageSize }));
  return (
    <div className="pc-card">
      <h1 className="pc-title">{title}</h1>
      {q.isPending ? (
        <Skeleton active />
      ) : q.isError ? (
        <Result status="warning" title="记录加载失败" extra={<Button onClick={() => void q.refetch()}>重试</Button>} />
      ) : q.data.total === 0 ? (
        <Empty
          description={
            <span>
              {includeMisses ? '还没有抽奖记录，' : '还没有奖品，'}
              <Link to="/personalCenter/task">去积分抽奖试试手气</Link>
            </span>
          }
        />
      ) : q.data.list.length === 0 ? (
        <PastLastPage onFirst={() => setPage(1, pageSize)} />
      ) : (
        <>
          <List
            dataSource={q.data.list}
            renderItem={(d) => (
              <List.Item data-testid="draw-record" extra={<Tag color={STATUS[d.status].color}>{STATUS[d.status].text}</Tag>}>
                <List.Item.Meta
                  avatar={<img src={d.imageUrl} alt="" width={48} height={48} style={{ borderRadius: 6 }} />}
                  title={d.prizeName}
                  description={`${chinaDateTime(d.createTime)} · 消耗 ${d.cost} 积分`}
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
