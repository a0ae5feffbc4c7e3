import { Outlet } from 'react-router';
import type { Operator } from '@shp/contracts';
import { AdminShell } from '../../features/admin-auth/AdminShell';
import { ConsoleNotices } from '../../features/lead-sla/ConsoleNotices';

/** /admin: the operator console frame (portal header hidden; its own login), with the notices bell. */
export default function AdminLayout() {
  return (
    <AdminShell headerExtra={(operator: Operator) => <ConsoleNotices operator={operator} />}>
      {(operator: Operator) => <Outlet context={operator} />}
    </AdminShell>
  );
}
