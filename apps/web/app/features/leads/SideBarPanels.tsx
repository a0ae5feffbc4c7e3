import { Suspense, useState } from 'react';
import { lazyWithAntd } from '../../components/lazy-antd';
import { Loading } from '../../components/Loading';
import type { LeadFormProps } from './LeadForm';

// The form outlives the panel closing (the side bar keeps it mounted): what was typed, the slider
// and the SMS countdown are there when it opens again. Only a lead that went through starts a
// fresh form (its code is used up), inside the same antd island, so the success message it opened
// survives.
const LeadForm = lazyWithAntd(() =>
  import('./LeadForm').then(({ default: Form }) => {
    function KeyedLeadForm({ round, ...props }: LeadFormProps & { round: number }) {
      return <Form key={round} {...props} />;
    }
    return KeyedLeadForm;
  }),
);

/** Side-bar panel contents, loaded only when a panel opens (keeps first-load JS small). */
export function ConsultPanel({ onDone, target }: { onDone: () => void; target?: LeadFormProps['target'] }) {
  const [round, setRound] = useState(0);
  return (
    <Suspense fallback={<Loading />}>
      <LeadForm
        variant="side-bar"
        round={round}
        target={target}
        onDone={() => {
          setRound((n) => n + 1);
          onDone();
        }}
      />
    </Suspense>
  );
}
