import type { LeadStatus } from '@shp/contracts';

export const STATUS_COLORS: Record<LeadStatus, string> = { new: 'blue', contacted: 'cyan', qualified: 'gold', won: 'green', lost: 'default' };

const CHANNEL_LABELS: Record<string, string> = { shareChannel: '分享渠道', shareId: '分享人', clueUniqueId: '线索ID', clueQrId: '二维码', clickId: '点击ID' };

export function channelText(channel: Record<string, string>) {
  const parts = Object.entries(channel).map(([k, v]) => `${CHANNEL_LABELS[k] ?? k}：${v}`);
  return parts.length ? parts.join('；') : '无渠道记录';
}
