import type { LeadStatus } from '@shp/contracts';
import { flatRoutes } from '../../route-table';

export const STATUS_COLORS: Record<LeadStatus, string> = { new: 'blue', contacted: 'cyan', qualified: 'gold', won: 'green', lost: 'default' };

const CHANNEL_LABELS: Record<string, string> = { shareChannel: '分享渠道', shareId: '分享人', clueUniqueId: '线索ID', clueQrId: '二维码', clickId: '点击ID' };

export function channelText(channel: Record<string, string>) {
  const parts = Object.entries(channel).map(([k, v]) => `${CHANNEL_LABELS[k] ?? k}：${v}`);
  return parts.length ? parts.join('；') : '无渠道记录';
}

/** The lead forms that are not a page of their own (LEAD_SOURCE_PAGES). */
const FORM_LABELS: Record<string, string> = { 'side-bar': '侧边栏·预约咨询', 'home-left-panel': '首页·左侧留资面板', home: '首页' };

/**
 * What an operator reads for a lead's source: the form's name, or the title of the page it was left
 * on (sources are stored as route names, e.g. 'joinbrandDetail'); the stored value when unknown.
 */
export function sourceLabel(sourcePage: string): string {
  if (FORM_LABELS[sourcePage]) return FORM_LABELS[sourcePage];
  const name = `/${sourcePage}`.toLowerCase();
  const route = flatRoutes.find((r) => r.fullPath.toLowerCase() === name || r.fullPath.toLowerCase().endsWith(name));
  // A page titled by its tab (寻求合作's four kinds) is named for the whole page.
  return route?.title ?? (route?.childTitles ? route.childTitles.join('/') : sourcePage);
}
