import { useNavigate, useSearchParams } from 'react-router';
import { AdminLoginForm } from '../../features/admin-auth/AdminLoginForm';

/** /admin/login: the operator sign-in page; back to where the operator was going afterwards. */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = params.get('redirect');
  // Same-site console paths only: never an open redirect.
  const safe = target && /^\/admin(\/[A-Za-z0-9/_-]*)?$/.test(target) ? target : '/admin';
  return <AdminLoginForm onDone={() => void navigate(safe)} />;
}
