import { describe, expect, it } from 'vitest';
import { leadSmsNotice, leadSmsText } from './lead-notices.js';

const ctx = { brandName: '火锅', consultantName: '王顾问', deadlineAt: new Date('2026-12-01T02:00:00Z') };

describe('a lead change as an SMS', () => {
  it('names each change by its own template kind, with the fields that template fills', () => {
    expect(leadSmsNotice('consult', { assignedTo: '李顾问' }, ctx)).toEqual({
      kind: 'LEAD_ASSIGNED',
      fields: [
        ['what', '「火锅」预约咨询需求'],
        ['consultant', '李顾问'],
        ['deadline', '12月1日 10:00'],
      ],
    });
    expect(leadSmsNotice('consult', { to: 'contacted', note: '' }, ctx).kind).toBe('LEAD_CONTACTED');
    expect(leadSmsNotice('consult', { to: 'qualified', note: '' }, ctx)).toMatchObject({
      kind: 'LEAD_VIEWING',
      fields: [
        ['what', '「火锅」预约咨询需求'],
        ['consultant', '王顾问'],
      ],
    });
    expect(leadSmsNotice('consult', { to: 'won', note: '' }, ctx).kind).toBe('LEAD_WON');
    expect(leadSmsNotice('consult', { to: 'lost', note: '预算不足' }, ctx)).toMatchObject({
      kind: 'LEAD_LOST',
      fields: [
        ['what', '「火锅」预约咨询需求'],
        ['reason', '预算不足'],
      ],
    });
    expect(leadSmsNotice('consult', { to: 'lost', note: '' }, ctx).fields[1]).toEqual(['reason', '未成交']);
  });

  it('keeps the full text for the general notice template, with the same facts', () => {
    expect(leadSmsText('consult', { assignedTo: '李顾问' }, ctx)).toBe(
      '【商铺汇】您的「火锅」预约咨询需求已由顾问李顾问负责跟进，将于12月1日 10:00前与您联系。',
    );
  });
});
