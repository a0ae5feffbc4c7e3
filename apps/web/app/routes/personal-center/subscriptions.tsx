import { MySubscriptions } from '../../features/subscriptions/MySubscriptions';
import { WithSession } from './with-session';

/** /personalCenter/subscriptions: 我的订阅 (saved searches with alerts, issue 37). */
export default function SubscriptionsPage() {
  return (
    <WithSession>
      {(token) => (
        <div className="pc-card">
          <h1 className="pc-title">我的订阅</h1>
          <MySubscriptions token={token} />
        </div>
      )}
    </WithSession>
  );
}
