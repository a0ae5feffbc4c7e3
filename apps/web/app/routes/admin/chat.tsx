import { useOutletContext } from 'react-router';
import type { Operator } from '@shp/contracts';
import { ChatInbox } from '../../features/chat/ChatInbox';

export default function AdminChatPage() {
  return <ChatInbox operator={useOutletContext<Operator>()} />;
}
