import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, Drawer, Dropdown, Form, Input, Layout, Menu, Modal, Result, Spin, Typography } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorChangePasswordSchema, OPERATOR_ROLE_LABELS, type Operator, type OperatorRole } from '@shp/contracts';
import { OPERATOR_LOGGED_OUT_EVENT } from '../../lib/admin-call';
import { ApiError } from '../../lib/api-client';
import { showSuccess } from '../../lib/notify';
import { schemaRule } from '../../lib/schema-rule';
import { usePhoneWidth } from '../../hooks/use-phone-width';
import { changePassword, logout, operatorMeQuery } from './api/admin-auth';
import { AdminLoginForm } from './AdminLoginForm';
import { handler } from '../../lib/handler';
import { TotpSettings } from './TotpSettings';
import { isOperatorAnswer } from '../../lib/query-keys';

const passwordFields = operatorChangePasswordSchema.shape;

/** Console sections and the roles that may open them (the API enforces the same rules). */
export const ADMIN_SECTIONS: { path: string; label: string; roles: OperatorRole[] }[] = [
  { path: '/admin/leads', label: '线索收件箱', roles: ['admin', 'consultant'] },
  { path: '/admin/chat', label: '在线客服', roles: ['admin', 'consultant'] },
  { path: '/admin/content', label: '内容管理', roles: ['admin', 'editor'] },
  { path: '/admin/members', label: '会员与角色', roles: ['admin'] },
  { path: '/admin/audit', label: '操作审计', roles: ['admin'] },
  { path: '/admin/jobs', label: '任务队列', roles: ['admin'] },
  { path: '/admin/operators', label: '运营人员', roles: ['admin'] },
  { path: '/admin/withdrawals', label: '提现审核', roles: ['admin'] },
  { path: '/admin/trust', label: '房源可信', roles: ['admin', 'editor'] },
  { path: '/admin/refunds', label: '退款管理', roles: ['admin'] },
];

export const sectionsFor = (role: OperatorRole) => ADMIN_SECTIONS.filter((s) => s.roles.includes(role));

/**
 * The console frame: signs the operator in when needed, then shows the menu of the sections
 * their role allows and the page. `children` receives the signed-in operator.
 */
export function AdminShell({ children, headerExtra }: { children: (operator: Operator) => ReactNode; headerExtra?: (operator: Operator) => ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery(operatorMeQuery());
  const location = useLocation();
  const narrow = usePhoneWidth();
  const [menuOpen, setMenuOpen] = useState(false);
  const [pwOpen, setPwOpen] = useState(false);
  const [totpOpen, setTotpOpen] = useState(false);

  useEffect(() => {
    const onLoggedOut = () => queryClient.setQueryData(operatorMeQuery().queryKey, { operator: null });
    window.addEventListener(OPERATOR_LOGGED_OUT_EVENT, onLoggedOut);
    return () => window.removeEventListener(OPERATOR_LOGGED_OUT_EVENT, onLoggedOut);
  }, [queryClient]);

  if (me.isPending) {
    return (
      <div style={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Spin description="加载中…" />
      </div>
    );
  }
  if (me.isError) {
    return (
      <Result status="warning" title="运营后台暂时无法访问" subTitle="网络异常，请稍后重试" extra={<Button onClick={() => void me.refetch()}>重试</Button>} />
    );
  }
  const operator = me.data.operator;
  if (!operator) return <AdminLoginForm />;

  const sections = sectionsFor(operator.role);
  const selected = sections.find((s) => location.pathname.startsWith(s.path))?.path;
  const menu = (
    <Menu
      mode="inline"
      selectedKeys={selected ? [selected] : []}
      items={sections.map((s) => ({ key: s.path, label: <Link to={s.path}>{s.label}</Link> }))}
      onClick={() => setMenuOpen(false)}
      style={{ borderInlineEnd: 0 }}
    />
  );
  const onLogout = async () => {
    await logout().catch(() => undefined);
    queryClient.removeQueries({ predicate: isOperatorAnswer });
    queryClient.setQueryData(operatorMeQuery().queryKey, { operator: null });
  };
  const allowed = location.pathname === '/admin' || location.pathname === '/admin/' || Boolean(selected);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {!narrow && (
        <Layout.Sider width={200} theme="light" style={{ borderInlineEnd: '1px solid #f0f0f0' }}>
          <div style={{ padding: '16px 20px', fontWeight: 700, fontSize: 16 }}>商铺汇运营后台</div>
          {menu}
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header style={{ background: '#fff', display: 'flex', alignItems: 'center', gap: 12, padding: '0 16px', borderBottom: '1px solid #f0f0f0' }}>
          {narrow && <Button icon={<MenuOutlined />} aria-label="菜单" onClick={() => setMenuOpen(true)} />}
          {narrow && <strong>运营后台</strong>}
          <div style={{ flex: 1 }} />
          {headerExtra?.(operator)}
          <Dropdown
            menu={{
              items: [
                { key: 'pw', label: '修改密码', onClick: () => setPwOpen(true) },
                { key: 'totp', label: '身份验证器', onClick: () => setTotpOpen(true) },
                {
                  key: 'site',
                  label: (
                    <a href="/" target="_blank" rel="noreferrer">
                      查看网站
                    </a>
                  ),
                },
                { key: 'out', label: '退出登录', onClick: () => void onLogout() },
              ],
            }}
          >
            <Button type="text">
              {operator.displayName}（{OPERATOR_ROLE_LABELS[operator.role]}）
            </Button>
          </Dropdown>
        </Layout.Header>
        <Layout.Content style={{ padding: narrow ? 12 : 24, minWidth: 0 }}>
          {allowed ? children(operator) : <Result status="403" title="无权访问" subTitle="当前角色不能使用该功能" />}
        </Layout.Content>
      </Layout>
      <Drawer open={menuOpen} placement="left" size={240} onClose={() => setMenuOpen(false)} title="商铺汇运营后台">
        {menu}
      </Drawer>
      <ChangePasswordDialog open={pwOpen} onClose={() => setPwOpen(false)} />
      <TotpSettings open={totpOpen} onClose={() => setTotpOpen(false)} />
    </Layout>
  );
}

function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ oldPassword: string; newPassword: string; confirm: string }>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal open={open} title="修改密码" okText="保存" confirmLoading={busy} onCancel={onClose} onOk={() => form.submit()} destroyOnHidden>
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
      <Form
        form={form}
        layout="vertical"
        onFinish={handler(async (v) => {
          setBusy(true);
          setError(null);
          try {
            await changePassword({ oldPassword: v.oldPassword, newPassword: v.newPassword });
            showSuccess('密码已修改，其他设备需重新登录');
            form.resetFields();
            onClose();
          } catch (err) {
            setError(err instanceof ApiError ? err.message : '网络异常，请稍后重试');
          } finally {
            setBusy(false);
          }
        })}
      >
        <Form.Item label="原密码" name="oldPassword" required rules={[schemaRule(passwordFields.oldPassword)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="新密码" name="newPassword" required rules={[schemaRule(passwordFields.newPassword)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="确认新密码"
          name="confirm"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: '请再次输入新密码' },
            ({ getFieldValue }) => ({
              validator: (_, value) => (value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一致'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
