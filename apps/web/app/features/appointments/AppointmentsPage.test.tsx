import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { appointmentConsultantsOp } from '@shp/contracts';
import { envelope, renderWithProviders } from '../../test/render';
import { AppointmentsPage } from './AppointmentsPage';

afterEach(() => vi.unstubAllGlobals());

describe('咨询事项 is counted as the API counts it (AppointmentsPage)', { timeout: 30_000 }, () => {
  it('refuses one character padded with spaces, which the API (it trims) would refuse', async () => {
    vi.stubGlobal('fetch', async (url: string) => (url === appointmentConsultantsOp.path ? envelope([]) : envelope({ list: [], total: 0 })));
    renderWithProviders(<AppointmentsPage token="tok" />);
    fireEvent.change(screen.getByPlaceholderText('如：计划在北京开设3家门店，想了解朝阳区的铺位'), { target: { value: ' 铺 ' } });
    fireEvent.click(screen.getByRole('button', { name: '提交预约' }));
    expect(await screen.findByText('请填写咨询事项')).toBeTruthy();
  });
});

describe('顾问 when the list cannot be read (AppointmentsPage)', { timeout: 30_000 }, () => {
  it('says so beside the form and retries', async () => {
    let down = true;
    vi.stubGlobal('fetch', async (url: string) => {
      if (url === appointmentConsultantsOp.path)
        return down ? envelope(null, 500) : envelope([{ id: 10, name: '张秀英', title: '招商总监', avatarUrl: '', cityCode: '110000' }]);
      return envelope({ list: [], total: 0 });
    });
    renderWithProviders(<AppointmentsPage token="tok" />);
    expect(await screen.findByText('顾问列表加载失败，请稍后重试')).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(screen.queryByText('顾问列表加载失败，请稍后重试')).toBeNull());
  });
});
