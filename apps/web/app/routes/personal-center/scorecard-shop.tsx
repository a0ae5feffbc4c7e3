import { PointsMall } from '../../features/points/PointsMall';
import { WithSession } from './with-session';

export default function ScorecardShopPage() {
  return <WithSession>{(token) => <PointsMall token={token} />}</WithSession>;
}
