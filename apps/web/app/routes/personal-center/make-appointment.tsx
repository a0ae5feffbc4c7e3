import { useSearchParams } from 'react-router';
import { AppointmentsPage } from '../../features/appointments/AppointmentsPage';
import { MyLeadRequests } from '../../features/leads/MyLeadRequests';
import { WithSession } from './with-session';

/** ?consultantId=… preselects a consultant (from a consultant's page). */
export default function MakeAppointmentPage() {
  const [q] = useSearchParams();
  const id = q.get('consultantId');
  return (
    <WithSession>
      {(token) => (
        <div className="pc-stack">
          <AppointmentsPage token={token} consultantId={id && /^\d+$/.test(id) ? Number(id) : undefined} />
          <MyLeadRequests token={token} />
        </div>
      )}
    </WithSession>
  );
}
