import { Lottery } from '../../features/points/Lottery';
import { WithSession } from './with-session';

export default function TaskPage() {
  return <WithSession>{(token) => <Lottery token={token} />}</WithSession>;
}
