import { handler } from '../../lib/handler';
import { useState } from 'react';
import { Alert, Button, Modal, Spin, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TotpEnrolment as Enrolment } from '@shp/contracts';
import { CodeInputDialog } from '../../components/CodeInputDialog';
import { ApiError } from '../../lib/api-client';
import { showSuccess } from '../../lib/notify';
import { totpConfirm, totpDisable, totpEnrol, totpStatusQuery } from './api/admin-auth';
import { TotpEnrolment } from './TotpEnrolment';

const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : '网络异常，请稍后重试');

/** The signed-in operator's authenticator (TOTP): bind with a QR code and a code, or unbind with a code. */
export function TotpSettings({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const status = useQuery({ ...totpStatusQuery(), enabled: open });
  const [enrol, setEnrol] = useState<Enrolment | null>(null);
  const [unbinding, setUnbinding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const done = async (text: string) => {
    setEnrol(null);
    setUnbinding(false);
    showSuccess(text);
    await queryClient.invalidateQueries({ queryKey: totpStatusQuery().queryKey });
  };

  return (
    <>
      <Modal open={open && !enrol && !unbinding} title="身份验证器（动态验证码）" footer={null} onCancel={onClose} destroyOnHidden>
        {status.isPending ? (
          <Spin />
        ) : status.isError ? (
          <Alert type="error" title="加载失败，请稍后重试" showIcon />
        ) : (
          <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
            <div>
              状态：{status.data.enabled ? <Tag color="green">已绑定</Tag> : <Tag>未绑定</Tag>}
              {status.data.required && <Tag color="orange">管理员必须使用</Tag>}
            </div>
            <div style={{ color: '#666' }}>绑定后，登录运营后台时除密码外还需输入身份验证器上的6位动态验证码。</div>
            {error && <Alert type="error" title={error} showIcon />}
            {status.data.enabled ? (
              !status.data.required && (
                <Button danger onClick={() => setUnbinding(true)}>
                  解绑身份验证器
                </Button>
              )
            ) : (
              <Button
                type="primary"
                loading={busy}
                onClick={handler(async () => {
                  setBusy(true);
                  setError(null);
                  try {
                    setEnrol(await totpEnrol());
                  } catch (err) {
                    setError(messageOf(err));
                  } finally {
                    setBusy(false);
                  }
                })}
              >
                绑定身份验证器
              </Button>
            )}
          </div>
        )}
      </Modal>
      <CodeInputDialog
        open={open && enrol !== null}
        title="绑定身份验证器"
        extra={enrol && <TotpEnrolment enrol={enrol} />}
        onCancel={() => setEnrol(null)}
        onSubmit={async (code) => {
          try {
            await totpConfirm(code);
          } catch (err) {
            throw new Error(messageOf(err));
          }
          await done('身份验证器已绑定');
        }}
      />
      <CodeInputDialog
        open={open && unbinding}
        title="输入动态验证码以解绑"
        onCancel={() => setUnbinding(false)}
        onSubmit={async (code) => {
          try {
            await totpDisable(code);
          } catch (err) {
            throw new Error(messageOf(err));
          }
          await done('身份验证器已解绑');
        }}
      />
    </>
  );
}
