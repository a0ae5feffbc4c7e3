import { APPOINTMENT_PERIODS, RENTABLE_AREAS, type LeadStatus } from '@shp/contracts';
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

/** The form fields a lead stores under their code (appointments, space quotes), in Chinese. */
const DETAIL_LABELS: Record<string, string> = {
  appointDate: '预约日期',
  period: '预约时段',
  topic: '咨询主题',
  leaseType: '租赁方式',
  rentableArea: '租赁面积',
  startDate: '开始日期',
  days: '租期（天）',
  remark: '备注',
  estimate: '预估费用（元）',
};

const detailValue = (key: string, v: unknown): string => {
  if (key === 'period' && typeof v === 'string') return APPOINTMENT_PERIODS[v as keyof typeof APPOINTMENT_PERIODS] ?? v;
  if (key === 'rentableArea' && typeof v === 'string') return RENTABLE_AREAS.find((a) => a.code === v)?.name ?? v;
  if (v === null || v === undefined || v === '') return '—';
  return typeof v === 'string' || typeof v === 'number' ? String(v) : JSON.stringify(v);
};

/**
 * What a lead's form asked, as labelled rows for the operator. An application (cooperation,
 * franchise, merchant service) stored its own labelled fields: those are shown, under its subject,
 * not the raw input they were made from; other forms' codes are named in Chinese.
 */
export function detailRows(details: Record<string, unknown>): { label: string; value: string }[] {
  const fields = Array.isArray(details.fields)
    ? (details.fields as unknown[]).filter(
        (f): f is { label: string; value: string } =>
          typeof (f as { label?: unknown })?.label === 'string' && typeof (f as { value?: unknown })?.value === 'string',
      )
    : null;
  if (fields) {
    const head = [
      ...(typeof details.subject === 'string' && details.subject ? [{ label: '申请事项', value: details.subject }] : []),
      ...(typeof details.subtitle === 'string' && details.subtitle ? [{ label: '说明', value: details.subtitle }] : []),
    ];
    return [...head, ...fields.map((f) => ({ label: f.label, value: f.value || '—' }))];
  }
  // The page a lead was left on has its own row (with the unit and the views before it).
  return Object.entries(details)
    .filter(([k]) => k !== 'pagePath')
    .map(([k, v]) => ({ label: DETAIL_LABELS[k] ?? k, value: detailValue(k, v) }));
}
