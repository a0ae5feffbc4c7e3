import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Skeleton } from 'antd';
import { isLoggedIn, useSession } from '../../lib/session';

/**
 * Member pages render on the client (ARCHITECTURE): the session is read from cookies after
 * hydration. The root loader sends visitors without a token to /login; this covers a session that
 * ends while the page is open (a 401 clears the cookies), which would otherwise leave a skeleton.
 */
export function WithSession({ children }: { children: (token: string) => React.ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!isLoggedIn()) void navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
  }, [session, navigate, location.pathname, location.search]);
  if (!session)
    return (
      <div className="pc-card">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  return <>{children(session.token)}</>;
}
