import { Link } from 'react-router';
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import { Icon } from '../../components/Icon';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session';
import { unreadCountQuery } from './api/message-center';
import { badgeText } from './badge-text';

/** Top-bar messages entry with the unread count (SPEC §2: 99+ above 99). Only for logged-in users. */
export function MessageEntry({ className }: { className?: string }) {
  const session = useSession();
  const { data } = useQuery({ ...unreadCountQuery(session?.token ?? ''), enabled: Boolean(session) });
  if (!session) return null;
  const text = badgeText(data?.totalMsgCnt ?? 0);
  return (
    <Link to="/personalCenter/newsPage" className={className ?? 'shp-msg-entry'} aria-label={text ? `消息，${text}条未读` : '消息'} data-testid="message-entry">
      <span className="shp-badge-wrap">
        <Icon def={BellOutlined} style={{ fontSize: 18 }} />
        {text && (
          <sup className="shp-badge" aria-hidden="true">
            {text}
          </sup>
        )}
      </span>
      <span style={{ marginLeft: 6 }}>消息</span>
    </Link>
  );
}
