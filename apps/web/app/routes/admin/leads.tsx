import { useOutletContext } from 'react-router';
import type { Operator } from '@shp/contracts';
import { LeadInbox } from '../../features/admin-leads/LeadInbox';

export default function AdminLeadInboxPage() {
  return <LeadInbox operator={useOutletContext<Operator>()} />;
}
