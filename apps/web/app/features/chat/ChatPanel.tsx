import { useEffect, useRef, useState } from 'react';
import { Button, Input, Spin } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_HUMAN_REQUEST, CHAT_MESSAGE_MAX, CHAT_POLL_SECONDS, CHAT_SOCKET_PATHS, type ChatState } from '@shp/contracts';
import { PhoneNumber } from '../../components/PhoneNumber';
import { useSession } from '../../lib/session';
import { useLiveEvents } from '../../lib/use-live-events';
import { chatHistoryQuery, readChat, sendChat } from './api/chat';
import { laterId, withMessages } from './chat-state';

/**
 * 在线客服 for a signed-in member: the rules bot answers simple questions at once, anything else
 * (or 转人工) reaches a consultant in the console. Messages arrive over the live socket; while it
 * is down the conversation is polled every few seconds and messages go through the call.
 */
export default function ChatPanel({ phone }: { phone: string }) {
  const session = useSession();
  const asker = session?.token ?? '';
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const query = chatHistoryQuery(asker, false);
  const update = (f: (s: ChatState | undefined) => ChatState | undefined) => client.setQueryData<ChatState>(query.queryKey, f);
  const live = useLiveEvents(
    CHAT_SOCKET_PATHS.member,
    (frame) => {
      // A consultant's message means a person has the conversation (the bot stays quiet from then on).
      // The server marks what the member sent, and the answers sent with it, read: no read frame for those.
      if (frame.type === 'message')
        update(
          (s) =>
            s && {
              ...s,
              ...withMessages(s, [frame.message]),
              mode: frame.message.from === 'operator' ? 'human' : s.mode,
              memberReadId: frame.message.from === 'operator' ? s.memberReadId : laterId(s.memberReadId, frame.message.id),
            },
        );
      else if (frame.type === 'read' && frame.side === 'operator') update((s) => s && { ...s, consultantReadId: laterId(s.consultantReadId, frame.upToId) });
      else if (frame.type === 'error') setError(frame.msg);
    },
    Boolean(session),
  );
  const list = useQuery({ ...chatHistoryQuery(asker, live.connected), enabled: Boolean(session) });
  // Back from a dropped socket: what came meanwhile.
  useEffect(() => {
    if (live.connected) void client.invalidateQueries({ queryKey: query.queryKey });
  }, [live.connected]); // eslint-disable-line react-hooks/exhaustive-deps -- the key follows the asker, read at the time

  const send = useMutation({
    mutationFn: async (content: string) => {
      setError('');
      if (live.send({ type: 'send', content })) return [];
      return sendChat(content);
    },
    onSuccess: (messages, sent) => {
      if (sent === CHAT_HUMAN_REQUEST) update((s) => s && { ...s, mode: 'human' });
      if (messages.length)
        update((s) =>
          withMessages(s ?? { conversationId: null, mode: 'bot', consultantName: null, messages: [], memberReadId: '0', consultantReadId: '0' }, messages),
        );
      // Only the text that went: a next one typed meanwhile stays in the box.
      setText((cur) => (cur.trim() === sent ? '' : cur));
    },
    onError: (err) => setError(err instanceof Error ? err.message : '发送失败，请稍后重试'),
  });

  const messages = list.data?.messages ?? [];
  const lastId = messages[messages.length - 1]?.id;
  // The member has read what the panel shows.
  useEffect(() => {
    if (!lastId || !list.data || Number(list.data.memberReadId) >= Number(lastId)) return;
    if (!live.send({ type: 'read', upToId: lastId })) void readChat(lastId).catch(() => {});
    update((s) => s && { ...s, memberReadId: laterId(s.memberReadId, lastId) });
  }, [lastId]); // eslint-disable-line react-hooks/exhaustive-deps -- once per newest message

  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  const submit = (content = text.trim()) => {
    if (content && !send.isPending) send.mutate(content);
  };
  const lastMine = [...messages].reverse().find((m) => m.from === 'member');
  const readByConsultant = lastMine && list.data && Number(list.data.consultantReadId) >= Number(lastMine.id);

  return (
    <div className="shp-chat" aria-label="在线客服">
      <div className="shp-chat-log" role="log" aria-live="polite">
        <div className="shp-chat-msg is-service">
          您好，我是商铺汇在线客服。简单问题（留资进度、服务时间、客服电话）会自动回复；找铺、选址、加盟、合作请直接留言，顾问会在线回复您。客服电话{' '}
          <PhoneNumber value={phone} />。
        </div>
        {list.isLoading && <Spin />}
        {list.isError && <p className="shp-empty">对话记录加载失败，请稍后重试</p>}
        {messages.map((m) => (
          <div key={m.id} className={`shp-chat-msg ${m.from === 'member' ? 'is-member' : 'is-service'}`} data-from={m.from}>
            {m.from === 'operator' && <div className="shp-chat-who">顾问 {m.operatorName}</div>}
            {m.content}
            {(m.links.length > 0 || m.offersHuman) && (
              <div className="shp-chat-links">
                {m.links.map((l) => (
                  <a key={l.to} href={l.to}>
                    {l.label} ›
                  </a>
                ))}
                {m.offersHuman && list.data?.mode === 'bot' && (
                  <button type="button" className="shp-chat-human" onClick={() => submit(CHAT_HUMAN_REQUEST)}>
                    {CHAT_HUMAN_REQUEST}
                  </button>
                )}
              </div>
            )}
          </div>
        ))}
        {readByConsultant && <div className="shp-chat-read">顾问已读</div>}
        <div ref={end} />
      </div>
      {!live.connected && session && !list.isLoading && <p className="shp-chat-note">实时连接中断，消息每{CHAT_POLL_SECONDS}秒刷新一次</p>}
      {error && (
        <p className="shp-chat-note is-error" role="alert">
          {error}
        </p>
      )}
      <div className="shp-chat-input">
        <Input.TextArea
          value={text}
          maxLength={CHAT_MESSAGE_MAX}
          autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder="请输入消息"
          aria-label="请输入消息"
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
    </div>
  );
}
