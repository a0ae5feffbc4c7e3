import { Typography } from 'antd';
import type { TotpEnrolment as Enrolment } from '@shp/contracts';

/** The binding QR code (server-drawn SVG, shown as an image, never as markup) and the secret to type by hand. */
export function TotpEnrolment({ enrol }: { enrol: Enrolment }) {
  return (
    <div style={{ textAlign: 'center' }}>
      <Typography.Paragraph style={{ marginBottom: 8 }}>
        用身份验证器（如 Google Authenticator、Microsoft Authenticator）扫描二维码，然后输入其显示的6位动态验证码。
      </Typography.Paragraph>
      <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrol.qrSvg)}`} alt="身份验证器绑定二维码" width={180} height={180} />
      <Typography.Paragraph copyable={{ text: enrol.secret }} style={{ marginTop: 8, wordBreak: 'break-all' }}>
        手动输入密钥：<Typography.Text code>{enrol.secret}</Typography.Text>
      </Typography.Paragraph>
    </div>
  );
}
