import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { render } from '../../test/render';
import type { FormatNode, ShopFilter } from '@shp/contracts';
import { ShopFilters } from './ShopFilters';

afterEach(cleanup);

const formats: FormatNode[] = [
  {
    id: 1,
    name: '餐饮',
    children: [
      { id: 11, name: '火锅' },
      { id: 12, name: '茶饮' },
    ],
  },
  { id: 2, name: '零售', children: [{ id: 21, name: '服装' }] },
];
const districts = [
  { regionId: '110105', regionName: '朝阳区' },
  { regionId: '110108', regionName: '海淀区' },
];

function show(filter: Partial<ShopFilter>) {
  const onChange = vi.fn();
  render(<ShopFilters filter={{ kind: 'shop', sort: 'default', ...filter } as ShopFilter} districts={districts} formats={formats} onChange={onChange} />);
  return onChange;
}

describe('ShopFilters (plain markup)', () => {
  it('shows the mall and rent ceiling a link brought, and removes each; none without them', () => {
    const onChange = vi.fn();
    render(
      <ShopFilters
        filter={{ kind: 'shop', sort: 'default', mallId: 17, rentMax: 30000 } as ShopFilter}
        districts={districts}
        formats={formats}
        mallName="北京首创天街"
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '移除商场条件' }));
    expect(onChange).toHaveBeenLastCalledWith({ mallId: undefined });
    expect(screen.getByRole('button', { name: '移除商场条件' }).textContent).toContain('北京首创天街');
    expect(screen.getByRole('button', { name: '移除租金条件' }).textContent).toContain('30,000');
    fireEvent.click(screen.getByRole('button', { name: '移除租金条件' }));
    expect(onChange).toHaveBeenLastCalledWith({ rentMin: undefined, rentMax: undefined });
    cleanup();
    show({});
    expect(screen.queryByText('其他条件')).toBeNull();
  });

  it('adds formats from the grouped select and removes a chosen one', () => {
    const onChange = show({ formatTypes: [11] });
    const select = screen.getByRole('combobox', { name: '业态' });
    // One group per top-level format, its "all" entry first; a chosen format cannot be added twice.
    expect(within(select).getByRole('group', { name: '餐饮' })).toBeTruthy();
    expect((within(select).getByRole('option', { name: '全部餐饮' }) as HTMLOptionElement).value).toBe('1');
    expect((within(select).getByRole('option', { name: '火锅' }) as HTMLOptionElement).disabled).toBe(true);
    fireEvent.change(select, { target: { value: '21' } });
    expect(onChange).toHaveBeenLastCalledWith({ formatTypes: [11, 21] });
    fireEvent.click(screen.getByRole('button', { name: '移除业态 火锅' }));
    expect(onChange).toHaveBeenLastCalledWith({ formatTypes: [] });
  });

  it('toggles several districts and grades as pressed chips', () => {
    const onChange = show({ addressList: ['110105'], gradeList: ['A'] });
    const region = screen.getByRole('region', { name: '筛选' });
    expect(within(region).getByRole('button', { name: '朝阳区' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(region).getByRole('button', { name: '海淀区' }));
    expect(onChange).toHaveBeenLastCalledWith({ region: undefined, addressList: ['110105', '110108'] });
    fireEvent.click(within(region).getByRole('button', { name: 'A级' }));
    expect(onChange).toHaveBeenLastCalledWith({ gradeList: [] });
  });

  it('offers 在租 (空置可租 and 即将空出, decision 017) beside each status as the default, 已出租 and 全部 one click away', () => {
    const onChange = show({ openingStatus: 'onMarket' });
    const chip = screen.getByRole('button', { name: '在租' });
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    expect(chip.getAttribute('title')).toBe('空置可租与即将空出，不含已出租');
    for (const label of ['空置可租', '即将空出', '已出租', '全部（含已出租）'])
      expect(screen.getByRole('button', { name: label }).getAttribute('aria-pressed')).toBe('false');
    // Unchoosing the default shows every unit ('all' in the URL); choosing it again leaves the URL clean.
    fireEvent.click(chip);
    expect(onChange).toHaveBeenLastCalledWith({ openingStatus: 'all' });
    fireEvent.click(screen.getByRole('button', { name: '已出租' }));
    expect(onChange).toHaveBeenLastCalledWith({ openingStatus: 'leased' });
    cleanup();
    const again = show({});
    expect(screen.getByRole('button', { name: '全部（含已出租）' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '在租' }));
    expect(again).toHaveBeenLastCalledWith({ openingStatus: undefined });
  });

  it('filters street or mall, engineering conditions, power and a monthly-rent range', () => {
    const onChange = show({ openingStatus: 'onMarket', facilities: ['exhaust'] });
    fireEvent.click(screen.getByRole('button', { name: '临街/街铺' }));
    expect(onChange).toHaveBeenLastCalledWith({ location: 'street' });
    expect(screen.getByRole('button', { name: '排烟' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '燃气' }));
    expect(onChange).toHaveBeenLastCalledWith({ facilities: ['exhaust', 'gas'] });
    fireEvent.click(screen.getByRole('button', { name: '电量≥60kW' }));
    expect(onChange).toHaveBeenLastCalledWith({ powerMin: 60 });
    fireEvent.click(screen.getByRole('button', { name: '1-3万' }));
    expect(onChange).toHaveBeenLastCalledWith({ rentMin: 10000, rentMax: 30000 });
    fireEvent.click(screen.getByRole('button', { name: '1万以下' }));
    expect(onChange).toHaveBeenLastCalledWith({ rentMin: undefined, rentMax: 10000 });
  });

  it('folds on a phone into one 筛选 (N) line that counts the choices beyond the defaults, and opens on a tap', () => {
    show({ openingStatus: 'onMarket', addressList: ['110105', '110108'], facilities: ['exhaust'], rentMin: 10000, rentMax: 30000 });
    const region = screen.getByRole('region', { name: '筛选' });
    const toggle = screen.getByRole('button', { name: '筛选 (4)' });
    expect(region.getAttribute('data-open')).toBe('0');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // The rows it folds are the ones the phone style hides while closed.
    expect(region.querySelector(`#${toggle.getAttribute('aria-controls')}`)!.contains(screen.getByRole('button', { name: '朝阳区' }))).toBe(true);
    fireEvent.click(toggle);
    expect(region.getAttribute('data-open')).toBe('1');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    cleanup();
    show({ openingStatus: 'onMarket' });
    expect(screen.getByRole('button', { name: '筛选' })).toBeTruthy();
  });

  it('sorts with a native select and searches a keyword', () => {
    const onChange = show({ keyword: '万达' });
    fireEvent.change(screen.getByRole('combobox', { name: '排序' }), { target: { value: 'rentAsc' } });
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'rentAsc' });
    fireEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(onChange).toHaveBeenLastCalledWith({ keyword: undefined });
  });
});
