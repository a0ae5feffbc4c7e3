import { Button, Input, Modal, Space, Spin, Typography } from 'antd';
import { SHARE_MINI_CODE_SIZE } from '@shp/contracts';
import './share.css';

export interface ShareDialogProps {
  open: boolean;
  title: string;
  /** The created share: its QR code and link; null while it is made or after a failure. */
  share: { qr: string; url: string } | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onClose: () => void;
}

/** 分享给好友: the share's QR code and link. Loaded on the first 分享 click (ShareButton). */
export function ShareDialog({ open, title, share, loading, failed, onRetry, onClose }: ShareDialogProps) {
  return (
    <Modal open={open} title="分享给好友" footer={null} onCancel={onClose} width={360} destroyOnHidden={false}>
      <div className="shp-share" data-testid="share-dialog">
        {loading && <Spin description="正在生成二维码…" />}
        {failed && (
          <Space direction="vertical" align="center">
            <Typography.Text type="danger">二维码生成失败，请稍后重试</Typography.Text>
            <Button onClick={onRetry}>重试</Button>
          </Space>
        )}
        {share && (
          <>
            <img src={share.qr} width={SHARE_MINI_CODE_SIZE} height={SHARE_MINI_CODE_SIZE} alt={`${title}的分享二维码`} />
            <Typography.Paragraph type="secondary">微信扫一扫，分享「{title}」</Typography.Paragraph>
            <Input.Search readOnly value={share.url} enterButton="复制链接" onSearch={(v) => void navigator.clipboard?.writeText(v)} aria-label="分享链接" />
          </>
        )}
      </div>
    </Modal>
  );
}
