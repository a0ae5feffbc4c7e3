import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Input, Result, Select, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminLeadDetailOp,
  adminLeadListOp,
  adminLeadStatsOp,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  ResultCode,
  type LeadStatus,
  type Operator,
} from '@shp/contracts';
import { formatTime } from '../../lib/admin-call';
import { ApiError } from '../../lib/api-client';
import { showSuccess } from '../../lib/notify';
import { usePhoneWidth } from '../../hooks/use-phone-width';
import { assignLead, consultantOptionsQuery, leadDetailQuery, noteLead, transitionLead } from './api/admin-leads';
import { STATUS_COLORS, channelText, detailRows, sourceLabel } from './lead-format';
import { invalidateOps } from '../../lib/query-keys';

const TARGET_LABELS: Record<string, string> = { shop: '铺位', mall: '商场', space: '场地' };

/** One lead: everything it carries, its history, assignment and the legal next steps. */
export function LeadDrawer({ id, operator, onClose }: { id: number; operator: Operator; onClose: () => void }) {
  const queryClient = useQueryClient();
  const narrow = usePhoneWidth();
  const detail = useQuery(leadDetailQuery(id));
  const consultants = useQuery({ ...consultantOptionsQuery(), enabled: operator.role === 'admin' });
  const [assignee, setAssignee] = useState<number | undefined>();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const refresh = () => invalidateOps(queryClient, [adminLeadListOp, adminLeadStatsOp, adminLeadDetailOp]);
  const run = async (fn: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await fn();
      showSuccess(done);
      setNote('');
      await refresh();
    } catch {
      // adminCall already showed the server's message.
    } finally {
      setBusy(false);
    }
  };

  const lead = detail.data;
  const mine = lead?.assignedOperatorId === operator.id;
  const canWork = operator.role === 'admin' || mine;

  return (
    <Drawer open title={lead ? `线索 #${lead.id}` : '线索'} size={narrow ? '100%' : 640} onClose={onClose} destroyOnHidden>
      {detail.isPending && <Spin />}
      {detail.isError &&
        (detail.error instanceof ApiError && Number(detail.error.code) === ResultCode.NOT_FOUND ? (
          <Result status="404" title="线索不存在" subTitle="链接可能已失效，请回到收件箱查找" extra={<Button onClick={onClose}>返回收件箱</Button>} />
        ) : (
          <Alert
            type="error"
            showIcon
            title={detail.error instanceof ApiError && !detail.error.network && detail.error.message ? detail.error.message : '线索加载失败，请稍后重试'}
            action={
              <Button size="small" onClick={() => void detail.refetch()}>
                重试
              </Button>
            }
          />
        ))}
      {lead && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          {lead.overdue && <Alert type="error" showIcon title="已逾期：超过1个工作日仍未联系客户" />}
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="类型">{LEAD_KIND_LABELS[lead.kind]}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <Tag color={STATUS_COLORS[lead.status]}>{LEAD_STATUS_LABELS[lead.status]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="品牌">{lead.brandName || '—'}</Descriptions.Item>
            <Descriptions.Item label="联系人">{lead.liaison}</Descriptions.Item>
            <Descriptions.Item label="手机">
              <span data-testid="lead-phone">{lead.phone}</span>
              {lead.phoneMasked && (
                <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                  {operator.role === 'admin' ? '（仅跟进的顾问可见完整号码）' : '（分配给您后可见完整号码）'}
                </Typography.Text>
              )}
            </Descriptions.Item>
            <Descriptions.Item label="开店计划">{lead.isOpenShop === 'Y' ? '有' : lead.isOpenShop === 'N' ? '无' : '—'}</Descriptions.Item>
            <Descriptions.Item label="来源页面">
              {sourceLabel(lead.sourcePage)}
              <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                {lead.sourcePage}·{lead.sourceType}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="城市">{lead.context.cityName ?? lead.cityCode ?? '—'}</Descriptions.Item>
            {lead.context.pagePath && (
              <Descriptions.Item label="留资页面">
                <Typography.Link href={lead.context.pagePath} target="_blank" rel="noopener">
                  {lead.context.pagePath}
                </Typography.Link>
              </Descriptions.Item>
            )}
            <Descriptions.Item label={TARGET_LABELS[lead.context.target?.type ?? ''] ?? '铺位/商场'}>
              {lead.context.target ? (
                <Typography.Link href={lead.context.target.link} target="_blank" rel="noopener">
                  {lead.context.target.name}
                </Typography.Link>
              ) : (
                '—'
              )}
            </Descriptions.Item>
            <Descriptions.Item label="此前浏览">
              {lead.context.recentViews.length ? (
                <ol className="shp-lead-views" style={{ margin: 0, paddingInlineStart: 18 }} data-testid="lead-recent-views">
                  {lead.context.recentViews.map((v, i) => (
                    <li key={`${i}-${v.at}`}>
                      <Typography.Link href={v.path} target="_blank" rel="noopener">
                        {v.title || v.path}
                      </Typography.Link>
                      <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                        {formatTime(v.at)}
                      </Typography.Text>
                    </li>
                  ))}
                </ol>
              ) : (
                <Typography.Text type="secondary">暂无浏览记录（访客留资前的浏览不可知）</Typography.Text>
              )}
            </Descriptions.Item>
            <Descriptions.Item label="渠道记录">{channelText(lead.channel)}</Descriptions.Item>
            {detailRows(lead.details).map((row, i) => (
              <Descriptions.Item key={`${i}-${row.label}`} label={row.label}>
                {row.value}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label="留资时间">{formatTime(lead.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="跟进截止">{formatTime(lead.deadlineAt)}</Descriptions.Item>
            <Descriptions.Item label="首次联系">{formatTime(lead.firstContactAt)}</Descriptions.Item>
            <Descriptions.Item label="顾问">{lead.assignedOperatorName ?? '未分配'}</Descriptions.Item>
          </Descriptions>

          {lead.status !== 'won' && lead.status !== 'lost' && operator.role === 'admin' && (
            <Space wrap>
              <Select
                placeholder="选择顾问"
                style={{ width: 200 }}
                loading={consultants.isPending}
                value={assignee}
                onChange={setAssignee}
                options={(consultants.data ?? []).map((c) => ({ value: c.id, label: c.displayName }))}
                notFoundContent="暂无在岗顾问"
                aria-label="选择顾问"
              />
              <Button disabled={!assignee} loading={busy} onClick={() => void (assignee && run(() => assignLead({ id, operatorId: assignee }), '已分配'))}>
                分配
              </Button>
            </Space>
          )}
          {operator.role === 'consultant' && lead.assignedOperatorId === null && (
            <Button loading={busy} onClick={() => void run(() => assignLead({ id, operatorId: operator.id }), '已认领')}>
              认领该线索
            </Button>
          )}

          {canWork && (
            <div>
              <Input.TextArea rows={3} maxLength={500} showCount placeholder="跟进备注（可选）" value={note} onChange={(e) => setNote(e.target.value)} />
              <Space wrap style={{ marginTop: 8 }}>
                {lead.allowedTransitions.map((s) => (
                  <Button
                    key={s}
                    type={s === 'lost' ? 'default' : 'primary'}
                    danger={s === 'lost'}
                    loading={busy}
                    onClick={() => void run(() => transitionLead({ id, toStatus: s, note }), `已更新为「${LEAD_STATUS_LABELS[s]}」`)}
                  >
                    标记{LEAD_STATUS_LABELS[s]}
                  </Button>
                ))}
                <Button disabled={!note.trim()} loading={busy} onClick={() => void run(() => noteLead({ id, note }), '备注已添加')}>
                  仅添加备注
                </Button>
              </Space>
            </div>
          )}

          <div>
            <Typography.Title level={5}>跟进记录</Typography.Title>
            <Timeline
              items={lead.events.map((e) => ({
                key: e.id,
                content: (
                  <div>
                    <div>
                      <strong>{e.actorName}</strong>
                      {e.toStatus &&
                        e.fromStatus &&
                        ` 将状态由「${LEAD_STATUS_LABELS[e.fromStatus as LeadStatus] ?? e.fromStatus}」改为「${LEAD_STATUS_LABELS[e.toStatus as LeadStatus] ?? e.toStatus}」`}
                    </div>
                    {e.note && <div>{e.note}</div>}
                    <Typography.Text type="secondary">{formatTime(e.createdAt)}</Typography.Text>
                  </div>
                ),
              }))}
            />
          </div>
        </Space>
      )}
    </Drawer>
  );
}
