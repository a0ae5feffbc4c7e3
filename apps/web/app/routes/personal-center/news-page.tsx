import { MessageCenter } from '../../features/messages/MessageCenter';
import { WithSession } from './with-session';

export default function NewsPage() {
  return <WithSession>{(token) => <MessageCenter token={token} />}</WithSession>;
}
