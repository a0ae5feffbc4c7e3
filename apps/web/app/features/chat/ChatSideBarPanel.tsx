import { Suspense } from 'react';
import { lazyWithAntd } from '../../components/lazy-antd';
import { Loading } from '../../components/Loading';

const ChatPanel = lazyWithAntd(() => import('./ChatPanel').then((m) => m.default));

/** The side bar's 在线客服 panel, loaded only when it opens (keeps first-load JS small). */
export function ChatSideBarPanel({ phone }: { phone: string }) {
  return (
    <Suspense fallback={<Loading />}>
      <ChatPanel phone={phone} />
    </Suspense>
  );
}
