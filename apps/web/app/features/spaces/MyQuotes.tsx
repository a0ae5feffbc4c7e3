import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Descriptions, Empty, List, Modal, Result, Skeleton, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { RENTABLE_AREAS, maskPhone } from '@shp/contracts';
import { myQuoteQuery, myQuotesQuery } from './api/my-quotes';
import { chinaDateTime, chinaMonthDayTime, formatNumber } from '../../lib/format';
import { Loading } from '../../components/Loading';
import { Pager } from '../../components/Pager';
import { PastLastPage } from '../../components/PastLastPage';

const areaName = (code: string) => RENTABLE_AREAS.find((a) => a.code === code)?.name ?? code;
const statusColor = (s: string) => (s === 'accepted' ? 'green' : s === 'closed' ? 'default' : s === 'quoted' ? 'orange' : 'blue');

/** One quote as its member sent it, with the price per day and when a consultant follows up. */
function QuoteDetail({ id, token, onClose }: { id: number; token: string; onClose: () => void }) {
  const q = useQuery(myQuoteQuery(token, id));
  return (
    <Modal open title="询价详情" footer={null} onCancel={onClose} destroyOnHidden>
      {q.isPending ? (
        <Loading label="询价详情加载中" />
      ) : q.isError ? (
        <Result status="warning" title="询价详情加载失败" extra={<Button onClick={() => void q.refetch()}>重试</Button>} />
      ) : (
        <Descriptions column={1} size="small" data-testid="quote-detail">
          <Descriptions.Item label="场地">{q.data.spaceName}</Descriptions.Item>
          <Descriptions.Item label="所在商场">{q.data.mallName}</Descriptions.Item>
          <Descriptions.Item label="状态">{q.data.statusText}</Descriptions.Item>
          <Descriptions.Item label="租赁类型">{q.data.leaseType}</Descriptions.Item>
          <Descriptions.Item label="租赁面积">{areaName(q.data.rentableArea)}</Descriptions.Item>
          <Descriptions.Item label="档期">{`${q.data.startDate} 起 ${q.data.days} 天`}</Descriptions.Item>
          <Descriptions.Item label="参考日租金">{`¥${formatNumber(q.data.priceDay)}/天`}</Descriptions.Item>
          <Descriptions.Item label="预估总价">{`¥${formatNumber(q.data.estimate)}`}</Descriptions.Item>
          <Descriptions.Item label="品牌">{q.data.brandName}</Descriptions.Item>
          <Descriptions.Item label="联系人">{`${q.data.liaison} ${maskPhone(q.data.phone)}`}</Descriptions.Item>
          {q.data.remark && <Descriptions.Item label="备注">{q.data.remark}</Descriptions.Item>}
          <Descriptions.Item label="提交时间">{chinaDateTime(q.data.createdAt)}</Descriptions.Item>
          {q.data.deadlineAt && q.data.status === 'pending' && (
            <Descriptions.Item label="顾问联系">{`${chinaMonthDayTime(q.data.deadlineAt)} 前`}</Descriptions.Item>
          )}
        </Descriptions>
      )}
    </Modal>
  );
}

/**
 * The member's space quotes (SPEC §7 activityQuote mineQuoteListByPage / mineQuoteDetail): each
 * with its space, dates, estimate and the state a consultant moved it to.
 */
export function MyQuotes({ token, page, pageSize, setPage }: { token: string; page: number; pageSize: number; setPage: (page: number, size: number) => void }) {
  const [open, setOpen] = useState<number | null>(null);
  const q = useQuery(myQuotesQuery(token, page, pageSize));
  if (q.isPending) return <Skeleton active />;
  if (q.isError) return <Result status="warning" title="询价记录加载失败" extra={<Button onClick={() => void q.refetch()}>重试</Button>} />;
  if (q.data.total === 0)
    return (
      <Empty
        description={
          <>
            暂无场地询价，<Link to="/spaceList?tabcheck=2">去「热门场地」看看</Link>
          </>
        }
      />
    );
  if (q.data.list.length === 0) return <PastLastPage onFirst={() => setPage(1, pageSize)} />;
  return (
    <>
      <List
        data-testid="my-quotes"
        dataSource={q.data.list}
        renderItem={(x) => (
          <List.Item
            extra={<Tag color={statusColor(x.status)}>{x.statusText}</Tag>}
            actions={[
              <Button key="detail" type="link" onClick={() => setOpen(x.id)}>
                详情
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={
                <Space wrap>
                  <Tag>场地询价</Tag>
                  <Link to={`/spaceDetail?id=${x.spaceId}`}>{x.spaceName}</Link>
                </Space>
              }
              description={`${x.mallName} · ${x.leaseType} · ${areaName(x.rentableArea)} · ${x.startDate} 起 ${x.days} 天 · 预估 ¥${formatNumber(x.estimate)} · 提交于 ${chinaDateTime(x.createdAt)}`}
            />
          </List.Item>
        )}
      />
      <Pager total={q.data.total} page={page} pageSize={pageSize} onChange={setPage} />
      {open !== null && <QuoteDetail id={open} token={token} onClose={() => setOpen(null)} />}
    </>
  );
}
