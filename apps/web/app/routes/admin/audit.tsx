import { useOutletContext } from 'react-router';
import type { Operator } from '@shp/contracts';
import { AuditLog } from '../../features/admin-audit/AuditLog';

export default function AdminAuditLogPage() {
  return <AuditLog operator={useOutletContext<Operator>()} />;
}
