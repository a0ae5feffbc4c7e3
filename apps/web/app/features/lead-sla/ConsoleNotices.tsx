import { Link } from 'react-router';
import { Badge, Button, Empty, List, Popover, Skeleton, Switch, Tag, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Operator } from '@shp/contracts';
import { chinaDateTime } from '../../lib/format';
import { myDutyQuery, noticeListQuery, readNotices, setDuty } from './api/lead-sla';

/**
 * The console's notices (decision 039): SLA reminders for a consultant's leads and overdue alerts
 * for admins, behind the bell in the console header; consultants also switch their duty here
 * (值班中: auto-assignment may give them unclaimed leads).
 */
export function ConsoleNotices({ operator }: { operator: Operator }) {
  const queryClient = useQueryClient();
  const notices = useQuery(noticeListQuery());
  const refresh = () => queryClient.invalidateQueries({ queryKey: noticeListQuery().queryKey });
  const list = (
    <div style={{ width: 'min(360px, 80vw)' }} data-testid="console-notices">
      {notices.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : notices.isError ? (
        <Typography.Text type="warning">通知加载失败，请稍后重试</Typography.Text>
      ) : notices.data.list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无通知" />
      ) : (
        <List
          size="small"
          dataSource={notices.data.list}
          rowKey="id"
          renderItem={(n) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <Link to={n.link} onClick={() => void readNotices(n.id).then(refresh)}>
                    {!n.read && <Badge status="error" />} <Tag color={n.kind === 'overdue' ? 'red' : 'orange'}>{n.kindName}</Tag>
                    {n.title}
                  </Link>
                }
                description={
                  <>
                    <div>{n.content}</div>
                    <div>{chinaDateTime(n.createdAt)}</div>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
      {!!notices.data?.unread && (
        <Button type="link" size="small" onClick={() => void readNotices().then(refresh)}>
          全部标为已读
        </Button>
      )}
    </div>
  );
  return (
    <>
      {operator.role === 'consultant' && <DutySwitch />}
      <Popover content={list} title="通知" trigger="click" placement="bottomRight">
        <Badge count={notices.data?.unread ?? 0} size="small">
          <Button type="text" icon={<BellOutlined />} aria-label="通知" />
        </Badge>
      </Popover>
    </>
  );
}

function DutySwitch() {
  const queryClient = useQueryClient();
  const duty = useQuery(myDutyQuery());
  return (
    <Switch
      checkedChildren="值班中"
      unCheckedChildren="已下班"
      checked={duty.data?.onDuty ?? false}
      loading={duty.isPending}
      aria-label="值班状态"
      onChange={(on) =>
        void setDuty(on)
          .then((d) => queryClient.setQueryData(myDutyQuery().queryKey, d))
          .catch(() => undefined)
      }
    />
  );
}
