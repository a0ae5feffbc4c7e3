import { ProposalsPage } from '../../features/proposals/ProposalsPage';
import { WithSession } from './with-session';

export default function ProposalPage() {
  return <WithSession>{(token) => <ProposalsPage token={token} mode="proposal" />}</WithSession>;
}
