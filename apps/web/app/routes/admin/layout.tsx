import { Outlet } from 'react-router';
import type { Operator } from '@shp/contracts';
import { AdminShell } from '../../features/admin-auth/AdminShell';

/** /admin: the operator console frame (portal header hidden; its own login). */
export default function AdminLayout() {
  return <AdminShell>{(operator: Operator) => <Outlet context={operator} />}</AdminShell>;
}
