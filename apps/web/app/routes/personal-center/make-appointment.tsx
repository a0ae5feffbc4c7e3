import { useSearchParams } from 'react-router';
import { AppointmentsPage } from '../../features/appointments/AppointmentsPage';
import { WithSession } from './with-session';

/** ?consultantId=… preselects a consultant (from a consultant's page). */
export default function MakeAppointmentPage() {
  const [q] = useSearchParams();
  const id = q.get('consultantId');
  return <WithSession>{(token) => <AppointmentsPage token={token} consultantId={id && /^\d+$/.test(id) ? Number(id) : undefined} />}</WithSession>;
}
