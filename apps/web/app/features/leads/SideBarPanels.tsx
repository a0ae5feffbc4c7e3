import { Suspense } from 'react';
import { lazyWithAntd } from '../../components/lazy-antd';
import { Loading } from '../../components/Loading';
import type { LeadFormProps } from './LeadForm';

// Each opening gets a fresh form (cleared fields, no running SMS countdown) inside the same antd
// island, so a dialog the last form opened (its success message) survives the panel closing.
const LeadForm = lazyWithAntd(() =>
  import('./LeadForm').then(({ default: Form }) => {
    function FreshLeadForm({ round, ...props }: LeadFormProps & { round: number }) {
      return <Form key={round} {...props} />;
    }
    return FreshLeadForm;
  }),
);
const ServiceChat = lazyWithAntd(() => import('./ServiceChat').then((m) => m.default));

/** Side-bar panel contents, loaded only when a panel opens (keeps first-load JS small). */
export function ConsultPanel({ onDone, round }: { onDone: () => void; round: number }) {
  return (
    <Suspense fallback={<Loading />}>
      <LeadForm variant="side-bar" onDone={onDone} round={round} />
    </Suspense>
  );
}

export function ChatPanel({ phone }: { phone: string }) {
  return (
    <Suspense fallback={<Loading />}>
      <ServiceChat phone={phone} />
    </Suspense>
  );
}
