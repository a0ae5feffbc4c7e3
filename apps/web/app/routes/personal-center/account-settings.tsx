import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Descriptions, Form, Input, Modal, Result, Skeleton } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Msg, PHONE_PATTERN, logoffOp, memberInfoOp, userUpdateOp } from '@shp/contracts';
import { ApiError, callApi } from '../../lib/api-client';
import { DEFAULT_AVATAR, clearSession, refreshSessionFromUserInfo } from '../../lib/session';
import { memberInfoQuery } from '../../features/member/api/member-info';
import { AffiliatedStores } from '../../features/member/AffiliatedStores';
import { WechatBindingCard } from '../../features/auth/WechatBindingCard';
import { LeadSmsSetting } from '../../features/leads/LeadSmsSetting';
import { ImageUpload } from '../../features/uploads/ImageUpload';
import { SmsCodeButton } from '../../components/SmsCodeButton';
import { CodeInputDialog } from '../../components/CodeInputDialog';
import { WithSession } from './with-session';
import { PhoneInput } from '../../components/PhoneInput';
import { showSuccess } from '../../lib/notify';
import { handler } from '../../lib/handler';
import { opKey } from '../../lib/query-keys';

/**
 * Logoff (SPEC §7): the phone and the typed confirmation first, then the SPEC §5 code dialog, whose
 * code goes to the account's own phone; the server anonymises the account and revokes every token.
 */
function LogoffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<{ phone: string; confirm: string }>();
  const [phone, setPhone] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | undefined>();
  async function confirm() {
    // Invalid fields show their messages; no code is asked for then.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setSentTo(undefined);
    setPhone(v.phone);
  }
  async function logoff(verifyCode: string) {
    try {
      await callApi(logoffOp, { verifyCode }, { silent: true });
    } catch (err) {
      // Kept in the dialog (验证码错误 …), so the code can be typed again.
      throw new Error(err instanceof ApiError ? err.message : '网络异常，请稍后重试');
    }
    clearSession();
    showSuccess('账号已注销');
    setPhone(null);
    onClose();
    void navigate('/');
  }
  return (
    <>
      <Modal
        open={open}
        title="注销账号"
        okText="确认注销"
        okButtonProps={{ danger: true }}
        cancelText="取消"
        onOk={handler(confirm)}
        onCancel={onClose}
        destroyOnHidden
      >
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message="注销后手机号、昵称、头像将被删除或匿名化，所有登录状态失效，积分与订单无法找回。此操作不可撤销。"
        />
        <Form form={form} layout="vertical">
          <Form.Item
            name="phone"
            label="本账号绑定的手机号"
            rules={[
              { required: true, message: Msg.PHONE_REQUIRED_LOGIN },
              { pattern: PHONE_PATTERN, message: Msg.PHONE_INVALID_LOGIN },
            ]}
          >
            <PhoneInput />
          </Form.Item>
          <Form.Item
            name="confirm"
            label="请输入“确认注销”"
            rules={[
              { required: true, message: '请输入“确认注销”' },
              { validator: (_r, v) => (v === '确认注销' ? Promise.resolve() : Promise.reject(new Error('请输入“确认注销”'))) },
            ]}
          >
            <Input />
          </Form.Item>
        </Form>
      </Modal>
      <CodeInputDialog
        open={open && phone !== null}
        title="短信验证"
        phone={sentTo}
        onCancel={() => setPhone(null)}
        extra={phone && <SmsCodeButton phone={phone} scene="LOGOFF" onSent={() => setSentTo(phone)} />}
        onSubmit={logoff}
      />
    </>
  );
}

function Settings({ token }: { token: string }) {
  const qc = useQueryClient();
  const info = useQuery(memberInfoQuery(token));
  const [form] = Form.useForm<{ nickName: string }>();
  const [saving, setSaving] = useState(false);
  const [logoff, setLogoff] = useState(false);
  useEffect(() => {
    if (info.data) form.setFieldsValue({ nickName: info.data.nickName });
  }, [info.data, form]);

  async function update(data: { nickName?: string; avatarUrl?: string | null }) {
    setSaving(true);
    try {
      const u = await callApi(userUpdateOp, data);
      refreshSessionFromUserInfo(u);
      await qc.invalidateQueries({ queryKey: opKey(memberInfoOp) });
      showSuccess('已保存');
    } catch {
      // shown by callApi
    } finally {
      setSaving(false);
    }
  }

  if (info.isPending)
    return (
      <div className="pc-card">
        <Skeleton active />
      </div>
    );
  // Without the profile the page would show no phone, the default avatar and an empty nickname, as
  // if they were gone: say it failed and offer a retry.
  if (info.isError)
    return (
      <div className="pc-card">
        <Result status="warning" title="账号信息加载失败" subTitle="网络异常，请稍后重试" extra={<Button onClick={() => void info.refetch()}>重试</Button>} />
      </div>
    );
  return (
    <div className="pc-stack">
      <Card
        className="pc-card-plain"
        title={
          <h1 className="pc-title" style={{ margin: 0 }}>
            账号设置
          </h1>
        }
      >
        <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label="手机号">{info.data?.desePhone ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="会员号">{info.data?.memberId ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="会员等级">{info.data?.gradeName ?? '—'}</Descriptions.Item>
        </Descriptions>
        <Form.Item label="头像">
          {/* 移除 answers null: that clears the avatar, and the default one shows. */}
          <ImageUpload
            purpose="avatar"
            label="更换头像"
            round
            value={info.data?.avatarUrl || null}
            emptySrc={DEFAULT_AVATAR}
            onChange={(url) => void update({ avatarUrl: url })}
          />
        </Form.Item>
        <Form form={form} layout="inline" onFinish={(v) => void update({ nickName: v.nickName })}>
          <Form.Item
            name="nickName"
            label="昵称"
            rules={[
              { required: true, whitespace: true, message: '请输入昵称' },
              { max: 16, message: '昵称须为1-16个字符' },
            ]}
          >
            <Input maxLength={16} style={{ width: 220 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            保存昵称
          </Button>
        </Form>
      </Card>
      <AffiliatedStores token={token} />
      <WechatBindingCard token={token} />
      <LeadSmsSetting token={token} />
      <Card className="pc-card-plain" title="注销账号">
        <p style={{ color: '#595959' }}>注销后将删除或匿名化您的个人信息，并退出所有设备。</p>
        <Button danger onClick={() => setLogoff(true)}>
          注销账号
        </Button>
      </Card>
      <LogoffDialog open={logoff} onClose={() => setLogoff(false)} />
    </div>
  );
}

export default function AccountSettingsPage() {
  return <WithSession>{(token) => <Settings token={token} />}</WithSession>;
}
