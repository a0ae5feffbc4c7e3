import { lazy, Suspense } from 'react';
import { Spin } from 'antd';

const LeadForm = lazy(() => import('./LeadForm'));
const ServiceChat = lazy(() => import('./ServiceChat'));

/** Side-bar panel contents, loaded only when a panel opens (keeps first-load JS small). */
export function ConsultPanel({ onDone }: { onDone: () => void }) {
  return (
    <Suspense fallback={<Spin style={{ margin: 24 }} />}>
      <LeadForm variant="side-bar" onDone={onDone} />
    </Suspense>
  );
}

export function ChatPanel({ phone }: { phone: string }) {
  return (
    <Suspense fallback={<Spin style={{ margin: 24 }} />}>
      <ServiceChat phone={phone} />
    </Suspense>
  );
}
