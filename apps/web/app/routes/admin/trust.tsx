import { TrustConsole } from '../../features/trust/TrustConsole';

/** /admin/trust: reports, stale listings and verification (admin and editor roles; the API refuses others). */
export default function AdminTrustPage() {
  return <TrustConsole />;
}
