import { Navigate, useOutletContext } from 'react-router';
import type { Operator } from '@shp/contracts';
import { sectionsFor } from '../../features/admin-auth/AdminShell';

/** /admin: opens the first section the operator's role allows. */
export default function AdminIndex() {
  const operator = useOutletContext<Operator>();
  return <Navigate to={sectionsFor(operator.role)[0]?.path ?? '/admin/leads'} replace />;
}
