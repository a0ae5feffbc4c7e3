import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Empty, Input, List, Segmented, Space, Spin, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminChatListOp, CHAT_MESSAGE_MAX, CHAT_QUICK_REPLIES, CHAT_SOCKET_PATHS, type ChatConversation, type Operator } from '@shp/contracts';
import { formatTime } from '../../lib/admin-call';
import { opKey } from '../../lib/query-keys';
import { useLiveEvents } from '../../lib/use-live-events';
import { Pager } from '../../components/Pager';
import { conversationQuery, inboxQuery, memberContextQuery, operatorRead, operatorSend, takeConversation, type InboxView } from './api/chat';
import { laterId, mergeMessages } from './chat-state';

const VIEWS: { label: string; value: InboxView }[] = [
  { label: '我的会话', value: 'mine' },
  { label: '待接入', value: 'queue' },
  { label: '全部', value: 'all' },
];

/**
 * The consultants' chat inbox (/admin/chat): conversations with unread counts, the conversation
 * itself with quick replies, and the member beside it. Live over the console's socket; polled
 * every few seconds while it is down.
 */
export function ChatInbox({ operator }: { operator: Operator }) {
  const client = useQueryClient();
  const [view, setView] = useState<InboxView>('mine');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const live = useLiveEvents(CHAT_SOCKET_PATHS.operator, (frame) => {
    if (frame.type === 'conversation') void client.invalidateQueries({ queryKey: opKey(adminChatListOp) });
    if (frame.type === 'message' || frame.type === 'read') {
      const id = frame.type === 'message' ? frame.message.conversationId : frame.conversationId;
      const key = conversationQuery(id, true).queryKey;
      client.setQueryData(key, (old) => {
        if (!old) return old;
        if (frame.type === 'message') return { ...old, messages: mergeMessages(old.messages, [frame.message]) };
        return frame.side === 'member'
          ? { ...old, conversation: { ...old.conversation, memberReadId: laterId(old.conversation.memberReadId, frame.upToId) } }
          : { ...old, conversation: { ...old.conversation, operatorReadId: laterId(old.conversation.operatorReadId, frame.upToId) } };
      });
    }
  });
  const inbox = useQuery(inboxQuery(view, page, live.connected));

  return (
    <div className="shp-admin-chat">
      {!live.connected && <Alert type="warning" showIcon title="实时连接中断，会话每4秒刷新一次" />}
      <Card className="shp-admin-chat-list" title="在线客服" size="small">
        <Segmented
          block
          options={VIEWS}
          value={view}
          onChange={(v) => {
            setView(v);
            setPage(1);
          }}
        />
        {inbox.isLoading ? (
          <Spin />
        ) : inbox.isError ? (
          <Alert type="error" title="会话加载失败，请稍后重试" />
        ) : !inbox.data?.list.length ? (
          <Empty description={view === 'queue' ? '暂无待接入的会话' : '暂无会话'} />
        ) : (
          <List
            dataSource={inbox.data.list}
            renderItem={(c: ChatConversation) => (
              <List.Item
                className={c.id === openId ? 'is-open' : undefined}
                onClick={() => setOpenId(c.id)}
                style={{ cursor: 'pointer' }}
                aria-label={`会话 ${c.memberName}`}
              >
                <List.Item.Meta
                  title={
                    <Space>
                      <Badge count={c.unread} size="small">
                        <span>{c.memberName}</span>
                      </Badge>
                      {c.mode === 'bot' ? <Tag>机器人</Tag> : c.operatorId ? <Tag color="blue">{c.operatorName}</Tag> : <Tag color="orange">待接入</Tag>}
                    </Space>
                  }
                  description={
                    <Typography.Text type="secondary" ellipsis>
                      {formatTime(c.lastMessageAt)} {c.lastPreview}
                    </Typography.Text>
                  }
                />
              </List.Item>
            )}
          />
        )}
        <Pager total={inbox.data?.total ?? 0} page={page} pageSize={20} onChange={(p) => setPage(p)} />
      </Card>
      {openId ? (
        <>
          <Conversation key={openId} id={openId} operator={operator} live={live} />
          <MemberContext id={openId} />
        </>
      ) : (
        <Card className="shp-admin-chat-main" size="small">
          <Empty description="请选择左侧的会话" />
        </Card>
      )}
    </div>
  );
}

function Conversation({ id, operator, live }: { id: string; operator: Operator; live: { connected: boolean; send: (f: unknown) => boolean } }) {
  const client = useQueryClient();
  const [text, setText] = useState('');
  const q = useQuery(conversationQuery(id, live.connected));
  const key = conversationQuery(id, true).queryKey;
  const send = useMutation({
    mutationFn: (content: string) => operatorSend(id, content),
    onSuccess: (message, sent) => {
      client.setQueryData(key, (old) => old && { ...old, messages: mergeMessages(old.messages, [message]) });
      setText((cur) => (cur.trim() === sent ? '' : cur));
      void client.invalidateQueries({ queryKey: opKey(adminChatListOp) });
    },
  });
  const take = useMutation({
    mutationFn: () => takeConversation(id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: opKey(adminChatListOp) });
    },
  });
  const messages = q.data?.messages ?? [];
  const conversation = q.data?.conversation;
  const lastMember = [...messages].reverse().find((m) => m.from === 'member');
  // What the consultant sees is read: the member gets the receipt.
  useEffect(() => {
    if (!lastMember || !conversation || Number(conversation.operatorReadId) >= Number(lastMember.id)) return;
    if (!live.send({ type: 'read', conversationId: id, upToId: lastMember.id })) void operatorRead(id, lastMember.id).catch(() => {});
    client.setQueryData(key, (old) => old && { ...old, conversation: { ...old.conversation, operatorReadId: lastMember.id, unread: 0 } });
    void client.invalidateQueries({ queryKey: opKey(adminChatListOp) });
  }, [lastMember?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- once per newest member message
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  const submit = (content = text.trim()) => {
    if (content && !send.isPending) send.mutate(content);
  };
  const lastMine = [...messages].reverse().find((m) => m.from === 'operator');
  const othersConversation = conversation?.operatorId !== null && conversation?.operatorId !== undefined && conversation.operatorId !== operator.id;
  const mayAnswer = !othersConversation || operator.role === 'admin';

  return (
    <Card className="shp-admin-chat-main" size="small" title={conversation ? `${conversation.memberName}（${conversation.memberPhone}）` : '会话'}>
      {q.isLoading && <Spin />}
      {q.isError && <Alert type="error" title="会话加载失败，请稍后重试" />}
      {conversation && conversation.operatorId === null && (
        <Alert
          type="info"
          title="该会话在待接入队列中"
          action={
            <Button size="small" type="primary" loading={take.isPending} onClick={() => take.mutate()}>
              接入
            </Button>
          }
        />
      )}
      <div className="shp-chat-log shp-admin-chat-log" role="log" aria-live="polite">
        {messages.map((m) => (
          <div key={m.id} className={`shp-chat-msg ${m.from === 'member' ? 'is-service' : 'is-member'}`} data-from={m.from}>
            <div className="shp-chat-who">{m.from === 'member' ? '客户' : m.from === 'bot' ? '自动回复' : `顾问 ${m.operatorName}`}</div>
            {m.content}
          </div>
        ))}
        {lastMine && conversation && Number(conversation.memberReadId) >= Number(lastMine.id) && <div className="shp-chat-read">客户已读</div>}
        <div ref={end} />
      </div>
      {mayAnswer ? (
        <>
          <Space wrap size={[4, 4]} className="shp-admin-chat-quick">
            {CHAT_QUICK_REPLIES.map((r) => (
              <Button key={r} size="small" onClick={() => setText(r)}>
                {r.length > 12 ? `${r.slice(0, 12)}…` : r}
              </Button>
            ))}
          </Space>
          <div className="shp-chat-input">
            <Input.TextArea
              value={text}
              maxLength={CHAT_MESSAGE_MAX}
              autoSize={{ minRows: 1, maxRows: 4 }}
              placeholder="回复客户"
              aria-label="回复客户"
              onChange={(e) => setText(e.target.value)}
              onPressEnter={(e) => {
                if (!e.shiftKey) {
                  e.preventDefault();
                  submit();
                }
              }}
            />
            <Button type="primary" onClick={() => submit()} loading={send.isPending} disabled={!text.trim()} autoInsertSpace={false}>
              发送
            </Button>
          </div>
        </>
      ) : (
        <Alert type="info" title={`该会话由顾问${conversation?.operatorName ?? ''}接待`} />
      )}
    </Card>
  );
}

function MemberContext({ id }: { id: string }) {
  const q = useQuery(memberContextQuery(id));
  return (
    <Card className="shp-admin-chat-side" size="small" title="客户资料">
      {q.isLoading && <Spin />}
      {q.isError && <Alert type="error" title="客户资料加载失败" />}
      {q.data && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <div>
            <Typography.Text strong>{q.data.member.nickName}</Typography.Text> {q.data.member.phone} <Tag color="gold">{q.data.member.gradeName}</Tag>
            <div>
              <Typography.Text type="secondary">注册于 {formatTime(q.data.member.joinedAt)}</Typography.Text>
            </div>
          </div>
          <Typography.Title level={5}>留资与状态</Typography.Title>
          {q.data.leads.length ? (
            q.data.leads.map((l) => (
              <div key={l.id} className="shp-admin-chat-row">
                <Tag>{l.kindName}</Tag>
                {l.brandName || '—'} <Tag color={l.status === 'new' ? 'orange' : 'blue'}>{l.statusName}</Tag>
                <Typography.Text type="secondary">
                  {l.consultantName ? `顾问 ${l.consultantName}` : '未分配'} · 时限 {formatTime(l.deadlineAt)}
                </Typography.Text>
              </div>
            ))
          ) : (
            <Typography.Text type="secondary">暂无留资</Typography.Text>
          )}
          <Typography.Title level={5}>收藏</Typography.Title>
          {q.data.collections.length ? (
            q.data.collections.map((c) => (
              <div key={`${c.targetType}-${c.targetId}`} className="shp-admin-chat-row">
                <a href={c.link} target="_blank" rel="noreferrer">
                  {c.name}
                </a>
              </div>
            ))
          ) : (
            <Typography.Text type="secondary">暂无收藏</Typography.Text>
          )}
          <Typography.Title level={5}>最近浏览的铺位</Typography.Title>
          {q.data.recentUnits.length ? (
            q.data.recentUnits.map((u) => (
              <div key={`${u.shopId}-${u.visitedAt}`} className="shp-admin-chat-row">
                <a href={u.link} target="_blank" rel="noreferrer">
                  {u.name}
                </a>{' '}
                <Typography.Text type="secondary">{formatTime(u.visitedAt)}</Typography.Text>
              </div>
            ))
          ) : (
            <Typography.Text type="secondary">暂无浏览记录</Typography.Text>
          )}
        </Space>
      )}
    </Card>
  );
}
