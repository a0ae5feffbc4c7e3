import { describe, expect, it } from 'vitest';
import { LEAD_SOURCE_PAGES } from '@shp/contracts';
import { detailRows, sourceLabel } from './lead-format';

describe('sourceLabel', () => {
  it('names every lead form in Chinese, never its code', () => {
    for (const code of LEAD_SOURCE_PAGES) expect(sourceLabel(code)).toMatch(/^[\u4e00-\u9fa5·]+$/);
  });

  it('names a page by its title, whatever the case of the stored route name', () => {
    expect(sourceLabel('joinbrandDetail')).not.toBe('joinbrandDetail');
    expect(sourceLabel('makeAppointment')).not.toBe('makeAppointment');
    expect(sourceLabel('makeappointment')).toBe(sourceLabel('makeAppointment'));
  });

  it('shows an unknown source as stored', () => {
    expect(sourceLabel('some-new-form')).toBe('some-new-form');
  });
});

describe('detailRows', () => {
  it('shows an application by its subject and labelled fields, not the raw input or JSON', () => {
    const rows = detailRows({
      companyName: '某某公司',
      subject: '寻求合作·战略合作申请',
      subtitle: '',
      fields: [
        { label: '公司名称', value: '某某公司' },
        { label: '合作意向', value: '' },
      ],
      link: '/cooperation?id=3',
    });
    expect(rows).toEqual([
      { label: '申请事项', value: '寻求合作·战略合作申请' },
      { label: '公司名称', value: '某某公司' },
      { label: '合作意向', value: '—' },
    ]);
  });

  it('names appointment and space-quote fields and their codes in Chinese', () => {
    expect(detailRows({ appointDate: '2026-12-01', period: 'afternoon', topic: '选址' })).toEqual([
      { label: '预约日期', value: '2026-12-01' },
      { label: '预约时段', value: '下午 13:30–18:00' },
      { label: '咨询主题', value: '选址' },
    ]);
    expect(detailRows({ rentableArea: '50-100', days: 3, remark: '' })).toEqual([
      { label: '租赁面积', value: '50-100㎡' },
      { label: '租期（天）', value: '3' },
      { label: '备注', value: '—' },
    ]);
  });
});
