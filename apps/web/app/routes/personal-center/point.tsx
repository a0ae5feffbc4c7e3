import { PointsOverview } from '../../features/points/PointsOverview';
import { WithSession } from './with-session';

export default function PointPage() {
  return <WithSession>{(token) => <PointsOverview token={token} />}</WithSession>;
}
