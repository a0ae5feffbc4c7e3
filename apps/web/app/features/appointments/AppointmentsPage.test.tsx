import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { appointmentConsultantsOp } from '@shp/contracts';
import { envelope, renderWithProviders } from '../../test/render';
import { AppointmentsPage } from './AppointmentsPage';

afterEach(() => vi.unstubAllGlobals());

describe('咨询事项 is counted as the API counts it (AppointmentsPage)', () => {
  it('refuses one character padded with spaces, which the API (it trims) would refuse', async () => {
    vi.stubGlobal('fetch', async (url: string) => (url === appointmentConsultantsOp.path ? envelope([]) : envelope({ list: [], total: 0 })));
    renderWithProviders(<AppointmentsPage token="tok" />);
    fireEvent.change(screen.getByPlaceholderText('如：计划在北京开设3家门店，想了解朝阳区的铺位'), { target: { value: ' 铺 ' } });
    fireEvent.click(screen.getByRole('button', { name: '提交预约' }));
    expect(await screen.findByText('请填写咨询事项')).toBeTruthy();
  });
});
