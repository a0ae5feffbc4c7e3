import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import type { TotpEnrolment as Enrolment } from '@shp/contracts';
import { CodeInputDialog } from '../../components/CodeInputDialog';
import { login, operatorMeQuery } from './api/admin-auth';
import { handler } from '../../lib/handler';
import { TotpEnrolment } from './TotpEnrolment';
import { isOperatorAnswer } from '../../lib/query-keys';

type Credentials = { username: string; password: string };

/** Operator sign-in: account and password (not the member SMS login). */
export function AdminLoginForm({ onDone }: { onDone?: () => void }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The password was right; the authenticator code is asked for (and, first, bound). */
  const [second, setSecond] = useState<{ values: Credentials; enrol: Enrolment | null } | null>(null);

  const signIn = async (values: Credentials, totpCode?: string) => {
    const answer = await login({ ...values, totpCode });
    if (!answer.operator) {
      setSecond({ values, enrol: answer.enrol ?? second?.enrol ?? null });
      return false;
    }
    queryClient.setQueryData(operatorMeQuery().queryKey, { operator: answer.operator });
    await queryClient.invalidateQueries({ predicate: isOperatorAnswer });
    onDone?.();
    return true;
  };
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
          onFinish={handler(async (values: Credentials) => {
            setBusy(true);
            setError(null);
            try {
              await signIn(values);
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
      <CodeInputDialog
        open={second !== null}
        title={second?.enrol ? '绑定身份验证器后登录' : '请输入动态验证码'}
        extra={
          second?.enrol ? <TotpEnrolment enrol={second.enrol} /> : <span style={{ color: '#666' }}>打开身份验证器，输入“商铺汇运营后台”的6位动态验证码</span>
        }
        onCancel={() => setSecond(null)}
        onSubmit={async (code) => {
          if (!second) return;
          try {
            if (await signIn(second.values, code)) setSecond(null);
          } catch (err) {
            if (err instanceof ApiError && err.code === 429) {
              setSecond(null);
              setError(err.message);
              return;
            }
            throw new Error(err instanceof ApiError ? err.message : '网络异常，请稍后重试');
          }
        }}
      />
    </div>
  );
}
