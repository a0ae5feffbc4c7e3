import { useEffect, useRef, useState } from 'react';
import { Button, Input, Spin } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SERVICE_CHAT_MAX, type ServiceChatMessage } from '@shp/contracts';
import { PhoneNumber } from '../../components/PhoneNumber';
import { chatListQueryKey, fetchChat, sendChat } from './api';

/**
 * Online customer service for logged-in members: questions are stored and answered by the
 * server at once (topic rules using the member's own leads and the catalogue); operators can
 * follow up from the same record.
 */
export default function ServiceChat({ phone }: { phone: string }) {
  const client = useQueryClient();
  const [text, setText] = useState('');
  const list = useQuery({ queryKey: chatListQueryKey, queryFn: fetchChat });
  const send = useMutation({
    mutationFn: sendChat,
    onSuccess: (pair, sent) => {
      client.setQueryData<ServiceChatMessage[]>(chatListQueryKey, (prev) => [...(prev ?? []), ...pair]);
      // Only the question that went: a next one typed while it was on its way stays in the box.
      setText((cur) => (cur.trim() === sent ? '' : cur));
    },
  });
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [list.data?.length]);

  const submit = () => {
    const q = text.trim();
    if (q && !send.isPending) send.mutate(q);
  };

  return (
    <div className="shp-chat" aria-label="在线客服">
      <div className="shp-chat-log" role="log" aria-live="polite">
        <div className="shp-chat-msg is-service">
          您好，我是商铺汇客服，请问有什么可以帮您？找铺、选址、加盟、合作都可以问我。客服电话 <PhoneNumber value={phone} />。
        </div>
        {list.isLoading && <Spin />}
        {list.isError && <p className="shp-empty">对话记录加载失败，请稍后重试</p>}
        {list.data?.map((m) => (
          <div key={m.id} className={`shp-chat-msg is-${m.from}`}>
            {m.content}
            {m.links.length > 0 && (
              <div className="shp-chat-links">
                {m.links.map((l) => (
                  <a key={l.to} href={l.to}>
                    {l.label} ›
                  </a>
                ))}
              </div>
            )}
          </div>
        ))}
        <div ref={end} />
      </div>
      <div className="shp-chat-input">
        <Input.TextArea
          value={text}
          maxLength={SERVICE_CHAT_MAX}
          autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder="请输入您的问题"
          aria-label="请输入您的问题"
          onChange={(e) => setText(e.target.value)}
          onPressEnter={(e) => {
            if (!e.shiftKey) {
              e.preventDefault();
              submit();
            }
          }}
        />
        <Button type="primary" onClick={submit} loading={send.isPending} disabled={!text.trim()} autoInsertSpace={false}>
          发送
        </Button>
      </div>
    </div>
  );
}
