import { Skeleton } from 'antd';
import { useSession } from '../../lib/session';

/**
 * Member pages render on the client (ARCHITECTURE): the session is read from cookies after
 * hydration. The root loader already sent visitors without a token to /login.
 */
export function WithSession({ children }: { children: (token: string) => React.ReactNode }) {
  const session = useSession();
  if (!session) return <div className="pc-card"><Skeleton active paragraph={{ rows: 6 }} /></div>;
  return <>{children(session.token)}</>;
}
