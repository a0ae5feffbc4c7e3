import { Button, Empty, Result, Segmented, Skeleton, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { BillItem } from '@shp/contracts';
import { chinaDateTime } from '../../lib/format';
import { Pager } from '../../components/Pager';
import { PastLastPage } from '../../components/PastLastPage';
import { usePagerQuery } from '../../hooks/use-pager-query';
import { useQueryChoice } from '../../hooks/use-query-choice';
import { usePhoneWidth } from '../../hooks/use-phone-width';
import { pointBillQuery, pointSummaryQuery } from './api/points';

// Said per direction: an empty 支出 is not a reason to go and earn points.
const EMPTY = { all: '暂无积分记录，去完成任务领积分吧', in: '暂无积分收入，去完成任务领积分吧', out: '暂无积分支出' } as const;
const KIND: Record<BillItem['kind'], string> = { task: '任务奖励', redeem: '商城兑换', lottery: '积分抽奖', prize: '抽奖奖励' };

/**
 * /personalCenter/particulars: the points bill, all / income / spending. Direction (`direction`)
 * and page live in the URL, so Back or a bookmark shows the same bill.
 */
export function PointsBill({ token }: { token: string }) {
  const [direction, setDirection] = useQueryChoice('direction', ['all', 'in', 'out'] as const, 'all');
  const { page: pageNum, pageSize, setPage } = usePagerQuery();
  const summary = useQuery(pointSummaryQuery(token));
  const bill = useQuery(pointBillQuery(token, direction, { pageNum, pageSize }));
  // On a phone the five columns scrolled sideways and hid 积分 and 余额, the two a member reads
  // the bill for: there time and type go under 说明 and the amounts stay in view.
  const narrow = usePhoneWidth();
  const amountColumns = [
    {
      title: '积分',
      dataIndex: 'delta',
      align: 'right' as const,
      render: (d: number) => <b style={{ color: d > 0 ? '#389e0d' : '#cf1322' }}>{d > 0 ? `+${d}` : d}</b>,
    },
    { title: '余额', dataIndex: 'balanceAfter', align: 'right' as const },
  ];
  const columns = narrow
    ? [
        {
          title: '说明',
          dataIndex: 'title',
          render: (title: string, row: BillItem) => (
            <>
              <div>{title}</div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {chinaDateTime(row.createTime)} · {KIND[row.kind]}
              </Typography.Text>
            </>
          ),
        },
        ...amountColumns,
      ]
    : [
        { title: '时间', dataIndex: 'createTime', render: (v: string) => chinaDateTime(v) },
        { title: '类型', dataIndex: 'kind', render: (k: BillItem['kind']) => KIND[k] },
        { title: '说明', dataIndex: 'title' },
        ...amountColumns,
      ];
  return (
    <div className="pc-card">
      <div className="pc-card-head">
        <h1 className="pc-title">积分明细</h1>
        <Typography.Text>
          当前积分：<b style={{ color: '#d4380d' }}>{summary.data?.balance ?? '—'}</b>
        </Typography.Text>
      </div>
      <Segmented
        value={direction}
        onChange={(v) => setDirection(v as typeof direction)}
        options={[
          { label: '全部', value: 'all' },
          { label: '收入', value: 'in' },
          { label: '支出', value: 'out' },
        ]}
        style={{ marginBottom: 16 }}
      />
      {bill.isPending ? (
        <Skeleton active />
      ) : bill.isError ? (
        <Result status="warning" title="明细加载失败" extra={<Button onClick={() => void bill.refetch()}>重试</Button>} />
      ) : bill.data.total === 0 ? (
        <Empty description={EMPTY[direction]} />
      ) : bill.data.list.length === 0 ? (
        <PastLastPage onFirst={() => setPage(1, pageSize)} />
      ) : (
        <>
          <Table<BillItem>
            rowKey="id"
            size="middle"
            pagination={false}
            scroll={narrow ? undefined : { x: 520 }}
            dataSource={bill.data.list}
            columns={columns}
          />
          <Pager total={bill.data.total} page={pageNum} pageSize={pageSize} onChange={setPage} />
        </>
      )}
    </div>
  );
}
