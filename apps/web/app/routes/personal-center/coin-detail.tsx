import { DrawRecords } from '../../features/points/DrawRecords';
import { WithSession } from './with-session';

/** 抽奖记录: every lottery draw with what it cost and what it won. */
export default function CoinDetailPage() {
  return <WithSession>{(token) => <DrawRecords token={token} includeMisses title="抽奖记录" />}</WithSession>;
}
