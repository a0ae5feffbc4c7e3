import { Link } from 'react-router';
import { Button, Card, Col, List, Result, Row, Skeleton, Space, Statistic, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateOps, MESSAGE_CENTRE_OPS } from '../../lib/query-keys';
import { SHARE_MINI_CODE_SIZE, doTaskOp, shareCreateOp, type PointTask } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { uuid } from '../../lib/uuid';
import { pointSummaryQuery, invalidatePoints } from './api/points';
import { ButtonLink } from '../../components/ButtonLink';
import { showInfo, showSuccess } from '../../lib/notify';

const RULE_TEXT: Record<PointTask['rule'], string> = { once: '仅一次', daily: '每天一次', per_target: '每个对象一次' };

/** Tasks the member can claim right here; the others are done on the page the task links to. */
const CLAIM_HERE = new Set(['sign', 'register', 'brand_info', 'consult', 'share']);

/** /personalCenter/point: balance, rules and tasks. */
export function PointsOverview({ token }: { token: string }) {
  const qc = useQueryClient();
  const summary = useQuery(pointSummaryQuery(token));

  async function claim(task: PointTask) {
    let targetId: string | undefined;
    try {
      if (task.taskTemplateId === 'share') {
        // A real share of the home page (the server pays only for shares the member created).
        const share = await callApi(shareCreateOp, { link: { needLogin: false, shareUrl: '/' }, miniCodeSize: SHARE_MINI_CODE_SIZE, shareUniqueId: uuid() });
        const url = new URL(share.shareUrl, location.origin);
        url.searchParams.set('shareId', share.shareUniqueId);
        await navigator.clipboard?.writeText(url.toString()).catch(() => null);
        targetId = share.shareUniqueId;
      }
      const r = await callApi(doTaskOp, { actionType: 'click', taskTemplateId: task.taskTemplateId, targetId });
      if (r.awarded) showSuccess(`${task.name}：获得 ${r.points} 积分`);
      else showInfo(r.reason ?? '暂无可领取的积分');
    } catch {
      // callApi has shown the reason; nothing was awarded.
      return;
    }
    await invalidatePoints(qc, token);
    await invalidateOps(qc, MESSAGE_CENTRE_OPS);
  }

  if (summary.isPending)
    return (
      <div className="pc-card">
        <Skeleton active />
      </div>
    );
  if (summary.isError)
    return (
      <div className="pc-card">
        <Result status="warning" title="积分加载失败" extra={<Button onClick={() => void summary.refetch()}>重试</Button>} />
      </div>
    );
  const s = summary.data;
  const sign = s.tasks.find((t) => t.taskTemplateId === 'sign');
  return (
    <div className="pc-stack">
      <div className="pc-card pc-points-hero">
        <h1 className="pc-title">会员积分</h1>
        <Row gutter={[16, 16]} align="middle">
          <Col xs={12} md={6}>
            <Statistic title="我的积分" value={s.balance} valueStyle={{ color: '#d4380d', fontSize: 32 }} data-testid="points-balance" />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title="今日获得" value={s.todayEarned} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title="累计获得" value={s.totalEarned} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title="累计使用" value={s.totalSpent} />
          </Col>
        </Row>
        <Space wrap style={{ marginTop: 16 }}>
          {sign && (
            <Button type="primary" disabled={s.signedToday} onClick={() => void claim(sign)} data-testid="sign-button">
              {s.signedToday ? '今日已签到' : `签到 +${sign.points}`}
            </Button>
          )}
          <ButtonLink to="/personalCenter/scorecardShop">积分商城</ButtonLink>
          <ButtonLink to="/personalCenter/task">积分抽奖</ButtonLink>
          <ButtonLink to="/personalCenter/particulars" type="link">
            积分明细
          </ButtonLink>
        </Space>
      </div>
      <Card title="积分任务" className="pc-card-plain">
        <List
          dataSource={s.tasks}
          renderItem={(t) => (
            <List.Item
              data-testid={`task-${t.taskTemplateId}`}
              actions={[
                t.done ? (
                  <Tag key="s" color="success">
                    已完成
                  </Tag>
                ) : CLAIM_HERE.has(t.taskTemplateId) ? (
                  <Space key="a">
                    {t.taskTemplateId !== 'sign' && t.taskTemplateId !== 'register' && t.taskTemplateId !== 'share' && <Link to={t.link}>去完成</Link>}
                    <Button size="small" type="primary" ghost onClick={() => void claim(t)}>
                      {t.taskTemplateId === 'share' ? '复制链接分享' : '领取'}
                    </Button>
                  </Space>
                ) : (
                  <Link key="l" to={t.link}>
                    去完成
                  </Link>
                ),
              ]}
            >
              <List.Item.Meta
                title={
                  <Space wrap>
                    {t.name}
                    <Tag color="orange">+{t.points}</Tag>
                    <Tag>
                      {RULE_TEXT[t.rule]}
                      {t.dailyLimit ? `，每天最多 ${t.dailyLimit} 次` : ''}
                    </Tag>
                  </Space>
                }
                description={`${t.description}${t.rule === 'per_target' ? `（今日已得 ${t.todayCount} 次）` : ''}`}
              />
            </List.Item>
          )}
        />
      </Card>
      <Card title="积分规则" className="pc-card-plain">
        <ol className="pc-rules">
          {s.rules.map((r) => (
            <li key={r}>
              <Typography.Text>{r}</Typography.Text>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
