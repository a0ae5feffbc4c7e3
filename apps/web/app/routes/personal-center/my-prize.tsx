import { DrawRecords } from '../../features/points/DrawRecords';
import { WithSession } from './with-session';

export default function MyPrizePage() {
  return <WithSession>{(token) => <DrawRecords token={token} includeMisses={false} title="我的奖品" />}</WithSession>;
}
