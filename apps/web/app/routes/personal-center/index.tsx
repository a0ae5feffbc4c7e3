import { Link } from 'react-router';
import { Alert, Avatar, Button, Card, Empty, Skeleton, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { vipLabel } from '@shp/contracts';
import { DEFAULT_AVATAR, hasSellerRole, useSession } from '../../lib/session';
import { memberInfoQuery, memberLevelQuery } from '../../features/member/api/member-info';
import { pointSummaryQuery } from '../../features/points/api/points';
import { unreadCountQuery } from '../../features/messages/api/message-center';
import { badgeText } from '../../features/messages/badge-text';
import { fillStepQuery } from '../../features/member-brand/api/member-brand';
import { FillProgress } from '../../features/member-brand/FillProgress';
import { MyLeadRequests } from '../../features/leads/MyLeadRequests';
import { WithSession } from './with-session';

function LoadFailed({ what, retry }: { what: string; retry: () => void }) {
  return (
    <Alert
      type="warning"
      showIcon
      title={`${what}加载失败，请稍后重试`}
      action={
        <Button size="small" onClick={retry}>
          重试
        </Button>
      }
    />
  );
}

function Overview({ token }: { token: string }) {
  const session = useSession();
  const info = useQuery(memberInfoQuery(token));
  const level = useQuery(memberLevelQuery(token));
  const points = useQuery(pointSummaryQuery(token));
  const unread = useQuery(unreadCountQuery(token));
  const fill = useQuery(fillStepQuery(token));
  const grade = level.data?.gradeCode ?? session?.vipGradeCode ?? 'L0';
  return (
    <div className="pc-stack">
      <div className="pc-card" style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar size={64} src={info.data?.avatarUrl || session?.userIcon || DEFAULT_AVATAR} alt="头像" />
        <div style={{ flex: 1, minWidth: 200 }}>
          <h1 className="pc-title" style={{ marginBottom: 4 }}>
            {info.data?.nickName ?? session?.userName ?? '会员'}
          </h1>
          <div style={{ color: '#8c8c8c' }}>
            手机号 {info.data?.desePhone ?? session?.mobile ?? '—'} · 会员号 {info.data?.memberId ?? session?.memberId ?? '—'}
          </div>
          <Tag color={grade === 'L0' ? 'default' : 'gold'} style={{ marginTop: 8 }}>
            {vipLabel(grade, level.data?.gradeName)}
          </Tag>
        </div>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <Link to="/personalCenter/accountSettings">账号设置</Link>
          {/* 微商户 (/wshpage), how to open a seller account, is linked from nowhere else; sellers have the seller-centre entries in the menu. */}
          {!hasSellerRole(session) && <Link to="/personalCenter/wshpage">开通微商户</Link>}
        </div>
      </div>
      {/* An unknown figure (loading, or its call failed) reads '—', never a 0 the member would trust. */}
      <div className="pc-shortcuts">
        <Link className="pc-shortcut" to="/personalCenter/point">
          <b>{points.data?.balance ?? '—'}</b>我的积分
        </Link>
        <Link className="pc-shortcut" to="/personalCenter/newsPage">
          <b>{unread.data ? (badgeText(unread.data.totalMsgCnt) ?? 0) : '—'}</b>未读消息
        </Link>
        <Link className="pc-shortcut" to="/personalCenter/myBrand">
          <b>{fill.data ? `${fill.data.percent}%` : '—'}</b>品牌资料
        </Link>
        <Link className="pc-shortcut" to="/personalCenter/task">
          <b>{points.data?.lotteryCost ?? 50}</b>积分/次抽奖
        </Link>
      </div>
      <MyLeadRequests token={token} limit={5} />
      <Card title="品牌信息填写进度" className="pc-card-plain" extra={<Link to="/personalCenter/fabu">去完善</Link>}>
        {fill.isError ? (
          <LoadFailed what="填写进度" retry={() => void fill.refetch()} />
        ) : fill.data ? (
          <FillProgress fill={fill.data} />
        ) : (
          <Skeleton active paragraph={{ rows: 1 }} />
        )}
      </Card>
      <Card title={grade === 'L0' ? 'VIP 权益' : `我的 VIP 权益（${level.data?.gradeName ?? grade}）`} className="pc-card-plain">
        {level.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : level.isError ? (
          // Not '尚未成为VIP': the grade is unknown, not L0.
          <LoadFailed what="会员权益" retry={() => void level.refetch()} />
        ) : level.data && level.data.equityList.length > 0 ? (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {level.data.equityList.map((e) => (
              <Tag key={e} color="orange">
                {e}
              </Tag>
            ))}
          </div>
        ) : (
          <Empty description="尚未成为VIP，升级后可享受经营报告、专属顾问等权益" />
        )}
      </Card>
    </div>
  );
}

export default function PersonalCenterIndex() {
  return <WithSession>{(token) => <Overview token={token} />}</WithSession>;
}
