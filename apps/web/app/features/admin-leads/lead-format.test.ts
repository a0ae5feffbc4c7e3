import { describe, expect, it } from 'vitest';
import { LEAD_SOURCE_PAGES } from '@shp/contracts';
import { sourceLabel } from './lead-format';

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
