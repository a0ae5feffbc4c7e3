import { PointsBill } from '../../features/points/PointsBill';
import { WithSession } from './with-session';

export default function ParticularsPage() {
  return <WithSession>{(token) => <PointsBill token={token} />}</WithSession>;
}
