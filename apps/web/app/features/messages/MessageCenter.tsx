import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, Checkbox, Empty, List, Popconfirm, Result, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { allReadOp, delMsgOp, readMsgOp, type Message } from '@shp/contracts';
import { chinaDateTime } from '../../lib/format';
import { callApi } from '../../lib/api-client';
import { invalidateOps, MESSAGE_CENTRE_OPS } from '../../lib/query-keys';
import { Pager } from '../../components/Pager';
import { PastLastPage } from '../../components/PastLastPage';
import { usePagerQuery } from '../../hooks/use-pager-query';
import { useQueryChoice } from '../../hooks/use-query-choice';
import { MESSAGE_TABS, messageListQuery, unreadCountQuery, type MessageTab } from './api/message-center';
import { badgeText } from './badge-text';
import { showSuccess } from '../../lib/notify';
import { handler } from '../../lib/handler';

const CATEGORY = {
  service: { text: '服务通知', color: 'blue' },
  system: { text: '系统消息', color: 'orange' },
  feedback: { text: '反馈回复', color: 'green' },
} as const;

/**
 * /personalCenter/newsPage: service notices and feedback replies, read all, delete. Tab (`tab`) and
 * page live in the URL, so Back from a message's 查看详情 shows the same tab and page.
 */
export function MessageCenter({ token }: { token: string }) {
  const qc = useQueryClient();
  const [tab, setTab] = useQueryChoice<MessageTab>('tab', MESSAGE_TABS, 'service');
  const { page: pageNum, pageSize, setPage } = usePagerQuery();
  const [selected, setSelected] = useState<number[]>([]);
  // A selection belongs to the messages on screen: another tab or page (also by Back) starts none.
  useEffect(() => setSelected([]), [tab, pageNum, pageSize]);
  const [expanded, setExpanded] = useState<number | null>(null);
  const unread = useQuery(unreadCountQuery(token));
  const list = useQuery(messageListQuery(token, tab, pageNum, pageSize));

  const refresh = () => invalidateOps(qc, MESSAGE_CENTRE_OPS, token);

  async function readAll() {
    // Every group, not just the open tab: the button says 全部, and both tab badges clear.
    const r = await callApi(allReadOp, {}).catch(() => null); // callApi showed why
    if (!r) return;
    showSuccess(r.updated > 0 ? `已将 ${r.updated} 条消息标为已读` : '没有未读消息');
    await refresh();
  }

  async function remove(ids: number[]) {
    const r = await callApi(delMsgOp, { ids }).catch(() => null); // callApi showed why
    if (!r) return;
    showSuccess(`已删除 ${r.deleted} 条消息`);
    setSelected([]);
    // Emptying a later page by deleting its messages goes back a page, to the messages left, not
    // to 这一页没有更多了.
    const onScreen = list.data?.list.length ?? 0;
    if (pageNum > 1 && onScreen > 0 && ids.length >= onScreen) setPage(pageNum - 1, pageSize);
    await refresh();
  }

  async function open(m: Message) {
    setExpanded(expanded === m.id ? null : m.id);
    if (!m.read) {
      await callApi(readMsgOp, { id: m.id }, { silent: true }).catch(() => null);
      await refresh();
    }
  }

  const label = (text: string, n: number | undefined) => {
    const b = badgeText(n ?? 0);
    return b ? `${text}（${b}）` : text;
  };

  return (
    <div className="pc-card">
      <div className="pc-card-head">
        <h1 className="pc-title">消息中心</h1>
        <Space wrap>
          <Button onClick={handler(readAll)} data-testid="read-all">
            全部已读
          </Button>
          <Popconfirm
            title={`删除选中的 ${selected.length} 条消息？`}
            okText="删除"
            cancelText="取消"
            // eslint-disable-next-line @typescript-eslint/no-misused-promises -- antd's Popconfirm awaits onConfirm (its OK button loads until the promise settles)
            onConfirm={() => remove(selected)}
            disabled={selected.length === 0}
          >
            <Button danger disabled={selected.length === 0}>
              删除所选
            </Button>
          </Popconfirm>
        </Space>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as MessageTab)}
        items={[
          { key: 'service', label: label('服务通知', unread.data?.serviceCnt) },
          { key: 'feedback', label: label('反馈回复', unread.data?.feedbackCnt) },
        ]}
      />
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : list.isError ? (
        <Result status="warning" title="消息加载失败" subTitle="网络异常，请稍后重试" extra={<Button onClick={() => void list.refetch()}>重试</Button>} />
      ) : list.data.total === 0 ? (
        <Empty description={tab === 'service' ? '暂无服务通知' : '暂无反馈回复'} />
      ) : list.data.list.length === 0 ? (
        <PastLastPage onFirst={() => setPage(1, pageSize)} />
      ) : (
        <>
          <List
            dataSource={list.data.list}
            renderItem={(m) => (
              <List.Item
                className={m.read ? 'pc-msg' : 'pc-msg pc-msg-unread'}
                data-testid="message-item"
                actions={[
                  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- antd's Popconfirm awaits onConfirm (its OK button loads until the promise settles)
                  <Popconfirm key="del" title="删除这条消息？" okText="删除" cancelText="取消" onConfirm={() => remove([m.id])}>
                    <Button type="link" size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>,
                ]}
              >
                <Checkbox
                  aria-label={`选择：${m.title}`}
                  checked={selected.includes(m.id)}
                  onChange={(e) => setSelected(e.target.checked ? [...selected, m.id] : selected.filter((id) => id !== m.id))}
                  style={{ marginRight: 12 }}
                />
                {/* A keyboard opens (and so reads) a message as a click does. */}
                <div
                  role="button"
                  tabIndex={0}
                  aria-expanded={expanded === m.id}
                  style={{ flex: 1, minWidth: 0, cursor: 'pointer' }}
                  onClick={() => void open(m)}
                  onKeyDown={(e) => {
                    if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
                    e.preventDefault();
                    void open(m);
                  }}
                >
                  <Space size={8} wrap>
                    {!m.read && <Tag color="red">未读</Tag>}
                    <Tag color={CATEGORY[m.category].color}>{CATEGORY[m.category].text}</Tag>
                    <Typography.Text strong>{m.title}</Typography.Text>
                  </Space>
                  <Typography.Paragraph type="secondary" ellipsis={expanded === m.id ? false : { rows: 1 }} style={{ margin: '6px 0 0' }}>
                    {m.content}
                  </Typography.Paragraph>
                  <Space size={16} style={{ fontSize: 12, color: '#8c8c8c' }}>
                    <span>{chinaDateTime(m.createTime)}</span>
                    {m.link && expanded === m.id && <Link to={m.link}>查看详情</Link>}
                  </Space>
                </div>
              </List.Item>
            )}
          />
          <Pager total={list.data.total} page={pageNum} pageSize={pageSize} onChange={setPage} />
        </>
      )}
    </div>
  );
}
