import { Link } from 'react-router';
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import { Icon } from '../../components/Icon';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session';
import { unreadCountQuery } from './api/message-center';
import { badgeText } from './badge-text';

/**
 * Top-bar messages entry with the unread count (SPEC §2: 99+ above 99). Only for logged-in users.
 * Named by its own text, 消息 then the count as shown, then 条未读 for screen readers only: the name
 * holds the visible words in their order (WCAG 2.5.3), so 'click 消息 3' by voice finds it.
 */
export function MessageEntry({ className }: { className?: string }) {
  const session = useSession();
  const { data } = useQuery({ ...unreadCountQuery(session?.token ?? ''), enabled: Boolean(session) });
  if (!session) return null;
  const text = badgeText(data?.totalMsgCnt ?? 0);
  return (
    <Link to="/personalCenter/newsPage" className={className ?? 'shp-msg-entry'} data-testid="message-entry">
      <Icon def={BellOutlined} style={{ fontSize: 18 }} />
      <span style={{ marginLeft: 6 }}>消息</span>
      {text && (
        <>
          {' '}
          <sup className="shp-badge">{text}</sup>
          <span className="shp-visually-hidden">条未读</span>
        </>
      )}
    </Link>
  );
}
