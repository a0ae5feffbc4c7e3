import QRCode from 'qrcode';
import type { QrKind } from '@shp/contracts';
import type { Config } from '../config.js';

export const qrTarget = (site: Config['site'], kind: QrKind) =>
  kind === 'mini-program' ? site.qr.miniProgram : kind === 'app' ? site.qr.app : site.qr.officialAccount;

/** An SVG QR code of a configured link (mini-program, app download, official account). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1f1f1f', light: '#ffffff' } });
}
