import { useState } from 'react';
import { Button, Card, Popconfirm, Skeleton } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { wechatBindingOp, wechatStartOp, wechatUnbindOp } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { showSuccess } from '../../lib/notify';
import { opKey } from '../../lib/query-keys';
import { wechatBindingQuery } from './api/wechat-binding';

/** 账号设置: bind or unbind WeChat (shown only when the site runs WeChat login). */
export function WechatBindingCard({ token }: { token: string }) {
  const qc = useQueryClient();
  const binding = useQuery(wechatBindingQuery(token));
  const [busy, setBusy] = useState(false);

  if (binding.isPending)
    return (
      <Card className="pc-card-plain" title="微信绑定">
        <Skeleton active paragraph={{ rows: 1 }} />
      </Card>
    );
  if (binding.isError)
    return (
      <Card className="pc-card-plain" title="微信绑定">
        <p>微信绑定状态加载失败</p>
        <Button onClick={() => void binding.refetch()}>重试</Button>
      </Card>
    );
  if (!binding.data.available) return null;

  async function bind() {
    setBusy(true);
    try {
      const res = await callApi(wechatStartOp, { purpose: 'bind', redirect: '/personalCenter/accountSettings' });
      if (res.authorizeUrl) location.assign(res.authorizeUrl);
      else setBusy(false);
    } catch {
      setBusy(false); // shown by callApi
    }
  }

  async function unbind() {
    setBusy(true);
    try {
      await callApi(wechatUnbindOp, {});
      showSuccess('已解绑微信');
      await qc.invalidateQueries({ queryKey: opKey(wechatBindingOp) });
    } catch {
      // shown by callApi
    } finally {
      setBusy(false);
    }
  }

  const { bound, nickName } = binding.data;
  return (
    <Card className="pc-card-plain" title="微信绑定">
      <p style={{ color: '#595959' }}>{bound ? `已绑定微信${nickName ? `「${nickName}」` : ''}，可使用微信扫码登录。` : '绑定后可使用微信扫码登录。'}</p>
      {bound ? (
        <Popconfirm title="解绑后将无法使用该微信扫码登录，确定解绑吗？" okText="解绑" cancelText="取消" onConfirm={() => void unbind()}>
          <Button loading={busy}>解绑微信</Button>
        </Popconfirm>
      ) : (
        <Button type="primary" loading={busy} onClick={() => void bind()}>
          绑定微信
        </Button>
      )}
    </Card>
  );
}
