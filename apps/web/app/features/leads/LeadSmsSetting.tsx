import { Alert, Button, Card, Skeleton, Switch } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { showSuccess } from '../../lib/notify';
import { leadSmsSettingQuery, saveLeadSmsSetting } from './api';

/** 账号设置: an SMS at each step of the member's leads, besides the message centre (decision 040). */
export function LeadSmsSetting({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const q = useQuery(leadSmsSettingQuery(token));
  return (
    <Card className="pc-card-plain" title="消息通知" data-testid="lead-sms-setting">
      {q.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : q.isError ? (
        <Alert type="warning" showIcon title="通知设置加载失败，请稍后重试" action={<Button onClick={() => void q.refetch()}>重试</Button>} />
      ) : (
        <label style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          <Switch
            checked={q.data.enabled}
            onChange={(enabled) =>
              void saveLeadSmsSetting(enabled)
                .then((d) => {
                  queryClient.setQueryData(leadSmsSettingQuery(token).queryKey, d);
                  showSuccess(enabled ? '已开启需求进度短信通知' : '已关闭需求进度短信通知');
                })
                .catch(() => undefined)
            }
          />
          <span>需求进度短信通知：顾问分配、联系、看铺及结果变化时，发送短信到您的手机（消息中心始终通知）</span>
        </label>
      )}
    </Card>
  );
}
