import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { adminContentGetOp, adminContentOptionsOp, adminContentSaveOp, chinaDay, cityListOp, districtListOp } from '@shp/contracts';
import { envelope, renderWithProviders } from '../../test/render';
import { stubMatchMedia } from '../../test/match-media';
import { ContentEditor } from './ContentEditor';
import { AvailabilityField } from './AvailabilityField';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fields = {
  title: '人民路临街旺铺 120㎡ 火锅',
  mallId: null,
  cityCode: '310000',
  districtCode: '310106',
  address: '上海人民路1号',
  area: 120,
  floor: '1F',
  frontage: 8,
  depth: 12,
  ceilingHeight: 4,
  rent: 60000,
  rentUnit: 'month',
  propertyFee: 20,
  transferFee: 0,
  openingStatus: 'vacant',
  grade: 'A',
  powerKw: 30,
  water: true,
  exhaust: false,
  gas: false,
  availableDate: '2026-01-01',
  dailyTraffic: 5000,
  housekeeperId: 1,
  coverUrl: '/media/demo/a.svg',
  images: [],
  description: '扶梯口位置',
  formatIds: [],
};

function stubApi(warnings: string[]) {
  const saved: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const data = (JSON.parse(String(init?.body ?? '{}')) as { data: Record<string, unknown> }).data;
    if (url === adminContentGetOp.path) return envelope({ type: 'shop', id: 5, status: 'published', fields });
    if (url === adminContentOptionsOp.path) return envelope({ malls: [], formats: [], housekeepers: [{ id: 1, name: '王顾问' }] });
    if (url === cityListOp.path)
      return envelope({
        hot: [],
        region: [
          {
            cities: [
              { cityCode: '310000', cityName: '上海', provinceName: '上海' },
              { cityCode: '110000', cityName: '北京', provinceName: '北京' },
            ],
          },
        ],
      });
    if (url === districtListOp.path)
      return envelope(data.cityCode === '310000' ? [{ regionId: '310106', regionName: '静安区' }] : [{ regionId: '110105', regionName: '朝阳区' }]);
    if (url === adminContentSaveOp.path) {
      saved.push(data);
      return envelope({ type: 'shop', id: 5, status: 'published', fields, warnings });
    }
    return envelope([]);
  });
  return saved;
}

describe('the operator shop form', () => {
  it('picks the district by name from the city’s districts (never a typed code) and warns of contradictions after saving', { timeout: 90_000 }, async () => {
    stubMatchMedia(false);
    const saved = stubApi(['临街铺位的标题或描述用了商场内的说法「扶梯口」']);
    const onSaved = vi.fn();
    renderWithProviders(<ContentEditor type="shop" id={5} onClose={vi.fn()} onSaved={onSaved} />);
    // The district shows its name, chosen in a select of the city's districts. The form loads the
    // unit, then the city's districts, then draws the select: beside three busy lanes on 2 cores
    // that took over the 10 s default.
    await screen.findByTitle('静安区', undefined, { timeout: 45_000 });
    expect(screen.getByLabelText('区县', { selector: 'input' }).getAttribute('role')).toBe('combobox');
    expect(screen.queryByDisplayValue('310106')).toBeNull();
    // 现可租 is a choice: the past date reads as it.
    expect((screen.getByRole('checkbox', { name: '现可租' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect((saved[0] as { fields: { districtCode: string } }).fields.districtCode).toBe('310106');
    expect(await screen.findByText('临街铺位的标题或描述用了商场内的说法「扶梯口」')).toBeTruthy();
    expect(screen.getAllByText('已保存，但铺位信息有矛盾，请修改').length).toBeGreaterThan(0);
  });
});

describe('<AvailabilityField>', () => {
  it('makes 现可租 a choice (today) beside a day ahead', () => {
    const onChange = vi.fn();
    renderWithProviders(<AvailabilityField value="2099-01-01" onChange={onChange} />);
    const now = screen.getByRole('checkbox', { name: '现可租' }) as HTMLInputElement;
    expect(now.checked).toBe(false);
    fireEvent.click(now);
    expect(onChange).toHaveBeenLastCalledWith(chinaDay());
    cleanup();
    renderWithProviders(<AvailabilityField value={chinaDay()} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: '现可租' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
