import { useSearchParams } from 'react-router';
import { ProposalsPage } from '../../features/proposals/ProposalsPage';
import { WithSession } from './with-session';

/** Info correction; detail pages may link here with ?targetType=mall&targetId=…&targetName=… */
export default function ComplaintsReportPage() {
  const [q] = useSearchParams();
  const prefill = {
    targetType: q.get('targetType') ?? undefined,
    targetId: q.get('targetId') ?? undefined,
    targetName: q.get('targetName')?.slice(0, 120) ?? undefined,
  };
  return <WithSession>{(token) => <ProposalsPage token={token} mode="correction" prefill={prefill} />}</WithSession>;
}
