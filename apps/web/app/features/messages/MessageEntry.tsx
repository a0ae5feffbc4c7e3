import { Link } from 'react-router';
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import { Icon } from '../../components/Icon';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session';
import { unreadCountQuery } from './api/message-center';
import { badgeText } from './badge-text';

/**
 * Top-bar messages entry with the unread count (SPEC §2: 99+ above 99). Only for logged-in users.
 * With unread messages it is named 消息 3条未读: the words it shows, 消息 then the count, in that
 * order, and what the count means (WCAG 2.5.3 label in name), so 'click 消息 3' by voice finds it.
 * Named from its content, Chromium read 消息 3 条未读, splitting the count from its measure word.
 */
export function MessageEntry({ className }: { className?: string }) {
  const session = useSession();
  const { data } = useQuery({ ...unreadCountQuery(session?.token ?? ''), enabled: Boolean(session) });
  if (!session) return null;
  const text = badgeText(data?.totalMsgCnt ?? 0);
  return (
    <Link
      to="/personalCenter/newsPage"
      className={className ?? 'shp-msg-entry'}
      aria-label={text ? `消息 ${text}条未读` : undefined}
      data-testid="message-entry"
    >
      <Icon def={BellOutlined} style={{ fontSize: 18 }} />
      <span className="shp-msg-label" style={{ marginLeft: 6 }}>
        消息
      </span>
      {text && (
        <>
          {' '}
          <sup className="shp-badge">{text}</sup>
        </>
      )}
    </Link>
  );
}
