import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  operatorDisplayNameSchema,
  operatorPasswordSchema,
  operatorRoleSchema,
  operatorUsernameSchema,
  OPERATOR_ROLE_LABELS,
  OPERATOR_ROLES,
  adminOperatorListOp,
  type Operator,
  type OperatorAccount,
} from '@shp/contracts';
import { ApiError } from '../../lib/api-client';
import { formatTime } from '../../lib/admin-call';
import { tablePagination, usePagerQuery } from '../../hooks/use-pager-query';
import { usePhoneWidth } from '../../hooks/use-phone-width';
import { CardField, RowCard, RowCards } from '../../components/RowCards';
import { showSuccess } from '../../lib/notify';
import { schemaRule } from '../../lib/schema-rule';
import { createOperator, operatorListQuery, updateOperator } from './api/admin-auth';
import { handler } from '../../lib/handler';
import { invalidateOps } from '../../lib/query-keys';

const statusOf = (row: OperatorAccount) =>
  row.status === 'active' ? (
    <Tag color="green" style={{ marginInlineEnd: 0 }}>
      在岗
    </Tag>
  ) : (
    <Tag style={{ marginInlineEnd: 0 }}>已停用</Tag>
  );

const roleOptions = OPERATOR_ROLES.map((r) => ({ value: r, label: OPERATOR_ROLE_LABELS[r] }));

/** Operator accounts: create, change role, disable, reset password (admin only). */
export function OperatorManager({ operator }: { operator: Operator }) {
  const queryClient = useQueryClient();
  // Page in the URL, as the other console lists: back from a reload or a shared link on the same page.
  const pager = usePagerQuery();
  const { page: pageNum, pageSize } = pager;
  const list = useQuery(operatorListQuery(pageNum, pageSize));
  const [editing, setEditing] = useState<OperatorAccount | 'new' | null>(null);
  const refresh = () => invalidateOps(queryClient, [adminOperatorListOp]);
  // A phone gets one card an account: the table would scroll sideways there.
  const phone = usePhoneWidth();
  const pagination = tablePagination(pager, list.data?.total ?? 0);

  return (
    <div>
      <Space style={{ marginBottom: 16, justifyContent: 'space-between', width: '100%' }} wrap>
        <h1 style={{ margin: 0, fontSize: 20 }}>运营人员</h1>
        <Button type="primary" onClick={() => setEditing('new')}>
          新建账号
        </Button>
      </Space>
      {list.isError && <Alert type="error" title="加载失败，请稍后重试" showIcon />}
      {phone ? (
        <RowCards
          label="运营人员列表"
          items={list.data?.list ?? []}
          rowKey={(row) => row.id}
          loading={list.isPending}
          empty="暂无运营人员"
          pagination={pagination}
          itemProps={(row) => ({ 'data-operator-id': row.id })}
          renderCard={(row) => (
            <RowCard title={row.displayName} extra={statusOf(row)} actions={<Button onClick={() => setEditing(row)}>编辑</Button>}>
              <div>
                {row.username} · {OPERATOR_ROLE_LABELS[row.role]}
              </div>
              <CardField label="最近登录">{formatTime(row.lastLoginAt)}</CardField>
            </RowCard>
          )}
        />
      ) : (
        <Table<OperatorAccount>
          rowKey="id"
          loading={list.isPending}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 720 }}
          locale={{ emptyText: '暂无运营人员' }}
          pagination={pagination}
          columns={[
            { title: '账号', dataIndex: 'username' },
            { title: '姓名', dataIndex: 'displayName' },
            { title: '角色', dataIndex: 'role', render: (r: Operator['role']) => OPERATOR_ROLE_LABELS[r] },
            { title: '状态', dataIndex: 'status', render: (_: string, row) => statusOf(row) },
            { title: '最近登录', dataIndex: 'lastLoginAt', render: (v: string | null) => formatTime(v) },
            {
              title: '操作',
              key: 'op',
              render: (_: unknown, row) => (
                <Button type="link" onClick={() => setEditing(row)}>
                  编辑
                </Button>
              ),
            },
          ]}
        />
      )}
      {editing && (
        <OperatorDialog
          key={editing === 'new' ? 'new' : editing.id}
          account={editing === 'new' ? null : editing}
          self={editing !== 'new' && editing.id === operator.id}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
    </div>
  );
}

interface DialogValues {
  username: string;
  displayName: string;
  role: Operator['role'];
  status: 'active' | 'disabled';
  password?: string;
}

function OperatorDialog({ account, self, onClose, onSaved }: { account: OperatorAccount | null; self: boolean; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<DialogValues>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal open title={account ? `编辑 ${account.username}` : '新建运营人员'} okText="保存" confirmLoading={busy} onCancel={onClose} onOk={() => form.submit()}>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 12 }} />}
      <Form<DialogValues>
        form={form}
        layout="vertical"
        initialValues={account ? { ...account, password: undefined } : { role: 'consultant', status: 'active' }}
        onFinish={handler(async (v) => {
          setBusy(true);
          setError(null);
          try {
            if (account) {
              await updateOperator({
                id: account.id,
                displayName: v.displayName,
                role: v.role,
                status: v.status,
                ...(v.password ? { password: v.password } : {}),
              });
            } else {
              await createOperator({ username: v.username, displayName: v.displayName, role: v.role, password: v.password ?? '' });
            }
            showSuccess('已保存');
            onSaved();
          } catch (err) {
            setError(err instanceof ApiError ? err.message : '网络异常，请稍后重试');
          } finally {
            setBusy(false);
          }
        })}
      >
        <Form.Item label="账号" name="username" required rules={account ? undefined : [schemaRule(operatorUsernameSchema)]}>
          <Input disabled={Boolean(account)} autoComplete="off" />
        </Form.Item>
        <Form.Item label="姓名" name="displayName" required rules={[schemaRule(operatorDisplayNameSchema)]}>
          <Input />
        </Form.Item>
        <Form.Item label="角色" name="role" required rules={[schemaRule(operatorRoleSchema)]}>
          <Select options={roleOptions} disabled={self} />
        </Form.Item>
        {account && (
          <Form.Item label="状态" name="status" extra={account.role === 'consultant' ? '停用或改为其他角色后，该顾问未结束的线索将退回未分配' : undefined}>
            <Select
              disabled={self}
              options={[
                { value: 'active', label: '在岗' },
                { value: 'disabled', label: '停用' },
              ]}
            />
          </Form.Item>
        )}
        <Form.Item
          label={account ? '重置密码（留空不修改）' : '初始密码'}
          name="password"
          required={!account}
          rules={[schemaRule(operatorPasswordSchema, { optional: Boolean(account) })]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
