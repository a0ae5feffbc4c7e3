import { describe, expect, it } from 'vitest';
import { completeValues } from './OrderDetail';

describe('order dialogs send only complete values', () => {
  it('holds back a dialog whose fields had not registered when 确定 was clicked', () => {
    // What antd's validateFields resolves with before the fields have mounted.
    expect(completeValues('deliver', {})).toBeNull();
    expect(completeValues('deliver', { logisticsCompany: '顺丰速运' })).toBeNull();
    expect(completeValues('cancel', { reason: '' })).toBeNull();
    expect(completeValues('price', { reason: '议价' })).toBeNull();
    expect(completeValues(null, { reason: '买家要求' })).toBeNull();
  });

  it('passes a filled dialog through unchanged', () => {
    const v = { logisticsCompany: '上门服务', trackingNo: 'FW-1' };
    expect(completeValues('deliver', v)).toBe(v);
    expect(completeValues('price', { totalAmount: 0.01, reason: '议价' })).toEqual({ totalAmount: 0.01, reason: '议价' });
    expect(completeValues('cancel', { reason: '买家要求' })).toEqual({ reason: '买家要求' });
  });
});
