import { JobConsole } from '../../features/admin-jobs/JobConsole';

/** /admin/jobs: the background job queues (admin role; the API refuses others with 403). */
export default function AdminJobsPage() {
  return <JobConsole />;
}
