import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { login } from './api/admin-auth';
import { handler } from '../../lib/handler';

/** Operator sign-in: account and password (not the member SMS login). */
export function AdminLoginForm({ onDone }: { onDone?: () => void }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f5f5f5', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 380 }}>
        <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
          商铺汇运营后台
        </Typography.Title>
        {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
        <Form
          layout="vertical"
          requiredMark={false}
          onFinish={handler(async (values: { username: string; password: string }) => {
            setBusy(true);
            setError(null);
            try {
              const { operator } = await login(values);
              queryClient.setQueryData(['admin', 'me'], { operator });
              await queryClient.invalidateQueries({ queryKey: ['admin'] });
              onDone?.();
            } catch (err) {
              setError(err instanceof ApiError ? err.message : '网络异常，请稍后重试');
            } finally {
              setBusy(false);
            }
          })}
        >
          <Form.Item label="账号" name="username" rules={[{ required: true, message: '请输入账号' }]}>
            <Input autoComplete="username" maxLength={64} />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password autoComplete="current-password" maxLength={128} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            登录
          </Button>
        </Form>
      </Card>
    </div>
  );
}
