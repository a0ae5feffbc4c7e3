import { Link } from 'react-router';
import { Button, Descriptions, Empty, List, Modal, Result, Segmented, Skeleton, Space, Tag, Timeline } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { MY_COOPERATION_KINDS, ResultCode } from '@shp/contracts';
import { chinaDateTime, chinaMonthDayTime } from '../../lib/format';
import { ApiError } from '../../lib/api-client';
import { isRefusal, refusalDetail } from '../../lib/detail-refusal';
import { Loading } from '../../components/Loading';
import { Pager } from '../../components/Pager';
import { PastLastPage } from '../../components/PastLastPage';
import { usePagerQuery } from '../../hooks/use-pager-query';
import { useQueryChoice } from '../../hooks/use-query-choice';
import { useOpenIdQuery } from '../../hooks/use-open-id-query';
import { MyQuotes } from '../../features/spaces/MyQuotes';
import { WithSession } from './with-session';
import { myCooperationDetailQuery, myCooperationListQuery } from '../../features/cooperation/api/my-cooperation';

type Kind = (typeof MY_COOPERATION_KINDS)[number]['kind'] | 'quote';
// 场地询价 are the member's space quotes, from their own call (SPEC §7 activityQuote).
const KINDS: readonly (Kind | 'all')[] = ['all', ...MY_COOPERATION_KINDS.map((k) => k.kind), 'quote'];

const statusColor = (s: string) => (s === 'won' ? 'green' : s === 'lost' ? 'default' : 'blue');
/** A consultant's promised first call matters only until someone has called. */
const awaitingContact = (status: string) => status === 'new';

/** One application as the member sent it, with its further fields and what consultants did since. */
function CooperationDetail({ id, token, onClose }: { id: number; token: string; onClose: () => void }) {
  const q = useQuery(myCooperationDetailQuery(token, id));
  const missing = isRefusal(q.error) ? q.error : null;
  // This call refuses (502) only an id no application can have (`?id=0` → 内容ID有误): a validation
  // message is no reason for a member, while a 404's or 403's own words still show.
  const missingDetail =
    missing && Number(missing.code) === ResultCode.BUSINESS
      ? '该合作申请不存在或已删除'
      : missing
        ? refusalDetail(missing, '申请记录不存在或无权查看')
        : undefined;
  return (
    <Modal open title="申请详情" footer={null} onCancel={onClose} destroyOnHidden>
      {q.isPending ? (
        <Loading label="申请详情加载中" />
      ) : missing ? (
        <Result status="404" title="申请记录不存在或无权查看" subTitle={missingDetail} extra={<Button onClick={onClose}>返回我的合作</Button>} />
      ) : q.isError ? (
        <Result
          status="warning"
          title="申请详情加载失败"
          subTitle={q.error instanceof ApiError && !q.error.network ? '系统异常，请稍后重试' : '网络异常，请稍后重试'}
          extra={<Button onClick={() => void q.refetch()}>重试</Button>}
        />
      ) : (
        <div data-testid="cooperation-detail">
          <Descriptions column={1} size="small">
            <Descriptions.Item label="类型">{q.data.kindName}</Descriptions.Item>
            <Descriptions.Item label="申请事项">{q.data.link ? <Link to={q.data.link}>{q.data.title}</Link> : q.data.title}</Descriptions.Item>
            {q.data.subtitle && <Descriptions.Item label="说明">{q.data.subtitle}</Descriptions.Item>}
            <Descriptions.Item label="状态">
              <Tag color={statusColor(q.data.status)}>{q.data.statusName}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="联系人">{`${q.data.liaison} ${q.data.phone}`}</Descriptions.Item>
            {q.data.fields.map((f) => (
              <Descriptions.Item key={f.label} label={f.label}>
                {f.value || '—'}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label="提交时间">{chinaDateTime(q.data.createdAt)}</Descriptions.Item>
            {awaitingContact(q.data.status) && <Descriptions.Item label="顾问联系">{`${chinaMonthDayTime(q.data.deadlineAt)} 前`}</Descriptions.Item>}
          </Descriptions>
          <h2 style={{ fontSize: 15, margin: '16px 0 12px' }}>跟进记录</h2>
          {q.data.history.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="顾问尚未跟进" />
          ) : (
            <Timeline
              items={q.data.history.map((h, i) => ({
                key: i,
                content: (
                  <>
                    <div>
                      {h.statusName}
                      <span style={{ color: '#8c8c8c', marginInlineStart: 8 }}>{chinaDateTime(h.at)}</span>
                    </div>
                    {h.note && <div style={{ color: '#595959' }}>{h.note}</div>}
                  </>
                ),
              }))}
            />
          )}
        </div>
      )}
    </Modal>
  );
}

/**
 * The member's cooperation, merchant-service and franchise applications (cooperation engineer's call).
 * The kind (`kind`), page and the open application (`id`, where the message centre links) live in
 * the URL, so Back, a bookmark or a shared link shows the same list.
 */
function MyCooperation({ token }: { token: string }) {
  const [kind, setKind] = useQueryChoice('kind', KINDS, 'all');
  const { page: pageNum, pageSize, setPage } = usePagerQuery();
  const [openId, setOpenId] = useOpenIdQuery();
  const q = useQuery({
    ...myCooperationListQuery(token, kind === 'all' || kind === 'quote' ? {} : { kind }, { pageNum, pageSize }),
    enabled: kind !== 'quote',
  });
  return (
    <div className="pc-card">
      <h1 className="pc-title">我的合作</h1>
      <Segmented
        style={{ marginBottom: 12 }}
        value={kind}
        onChange={(v) => setKind(v as Kind | 'all')}
        options={[
          { label: '全部', value: 'all' },
          ...MY_COOPERATION_KINDS.map((k) => ({ label: k.name, value: k.kind })),
          { label: '场地询价', value: 'quote' },
        ]}
      />
      {kind === 'quote' ? (
        <MyQuotes token={token} page={pageNum} pageSize={pageSize} setPage={setPage} />
      ) : q.isPending ? (
        <Skeleton active />
      ) : q.isError ? (
        <Result status="warning" title="合作记录加载失败" extra={<Button onClick={() => void q.refetch()}>重试</Button>} />
      ) : q.data.total === 0 ? (
        <Empty description="暂无合作申请，去「找合作」看看" />
      ) : q.data.list.length === 0 ? (
        <PastLastPage onFirst={() => setPage(1, pageSize)} />
      ) : (
        <>
          <List
            dataSource={q.data.list}
            renderItem={(c) => (
              <List.Item
                extra={<Tag color={statusColor(c.status)}>{c.statusName}</Tag>}
                actions={[
                  <Button key="detail" type="link" onClick={() => setOpenId(c.id)}>
                    详情
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <Space wrap>
                      <Tag>{c.kindName}</Tag>
                      {c.title}
                    </Space>
                  }
                  description={`${c.subtitle ? `${c.subtitle} · ` : ''}${c.liaison} · 提交于 ${chinaDateTime(c.createdAt)}${awaitingContact(c.status) ? ` · 顾问将于 ${chinaMonthDayTime(c.deadlineAt)} 前联系` : ''}`}
                />
              </List.Item>
            )}
          />
          <Pager total={q.data.total} page={pageNum} pageSize={pageSize} onChange={setPage} />
        </>
      )}
      {openId !== null && kind !== 'quote' && <CooperationDetail id={openId} token={token} onClose={() => setOpenId(null)} />}
    </div>
  );
}

export default function MyCooperationPage() {
  return <WithSession>{(token) => <MyCooperation token={token} />}</WithSession>;
}
