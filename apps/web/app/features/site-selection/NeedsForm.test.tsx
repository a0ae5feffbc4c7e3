import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { chinaDay, districtListOp, submitSiteNeedsOp, type CustomizeRecord, type FormatNode } from '@shp/contracts';
import { envelope, renderWithProviders } from '../../test/render';
import { NeedsForm } from './NeedsForm';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const formats: FormatNode[] = [{ id: 1, name: '餐饮', children: [{ id: 11, name: '火锅' }] }];
const cities = [
  { cityCode: '110000', cityName: '北京' },
  { cityCode: '310000', cityName: '上海' },
];
const openBy = chinaDay(new Date(), 30);
const record: CustomizeRecord = {
  id: 42,
  brandName: '老码头火锅',
  brandId: 7,
  formatId: 11,
  formatName: '火锅',
  areaMin: 150,
  areaMax: 320,
  budget: 88000,
  cityCodes: ['110000'],
  cityNames: ['北京'],
  districtCodes: ['110105'],
  districtNames: ['朝阳区'],
  floors: ['B1', '3F'],
  openBy,
  retrofit: true,
  createdAt: '2026-11-20T02:00:00.000Z',
};

/** Stubs the API: districts of Beijing, and the submit answer; every call's data is recorded by path. */
function stubApi() {
  const sent: Record<string, Record<string, unknown>[]> = {};
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const data = (JSON.parse(String(init?.body ?? '{}')) as { data: Record<string, unknown> }).data;
    (sent[url] ??= []).push(data);
    if (url === districtListOp.path)
      return envelope(
        data.cityCode === '110000'
          ? [
              { regionId: '110105', regionName: '朝阳区' },
              { regionId: '110108', regionName: '海淀区' },
            ]
          : [],
      );
    if (url === submitSiteNeedsOp.path) return envelope({ recordId: 42, total: 3 });
    return envelope([]);
  });
  return sent;
}

const selectOf = (label: string) => screen.getByLabelText(label, { selector: 'input' }).closest('.ant-select') as HTMLElement;
/** The chosen tags of a multiple select. */
const selectedIn = (label: string) => [...selectOf(label).querySelectorAll('.ant-select-selection-item-content')].map((e) => e.textContent);

describe('NeedsForm editing a saved record (修改需求 / 调整需求)', () => {
  it('opens filled with the record, keeps its districts after mounting, and saves back to the same record', { timeout: 20_000 }, async () => {
    const sent = stubApi();
    const onSubmitted = vi.fn();
    renderWithProviders(<NeedsForm formats={formats} cities={cities} record={record} onSubmitted={onSubmitted} />);

    expect((screen.getByLabelText('品牌名称') as HTMLInputElement).value).toBe('老码头火锅');
    expect((screen.getByLabelText('最小面积') as HTMLInputElement).value).toBe('150');
    expect((screen.getByLabelText('最大面积') as HTMLInputElement).value).toBe('320');
    expect((screen.getByLabelText('月租金预算（元/月）') as HTMLInputElement).value).toBe('88000');
    expect(selectOf('经营业态').textContent).toContain('火锅');
    expect(selectedIn('目标城市（最多5个）')).toEqual(['北京']);
    const floors = screen.getByText('意向楼层').closest('.ant-form-item') as HTMLElement;
    expect((within(floors).getByRole('checkbox', { name: 'B1' }) as HTMLInputElement).checked).toBe(true);
    expect((within(floors).getByRole('checkbox', { name: '3F' }) as HTMLInputElement).checked).toBe(true);
    expect((within(floors).getByRole('checkbox', { name: '1F' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('计划开业时间（铺位需在此之前可交付）') as HTMLInputElement).value).toBe(openBy);
    // The district list arrives after mounting; the saved district is still chosen, shown by name.
    await waitFor(() => expect(selectedIn('意向区县（选一个城市时可选）')).toEqual(['朝阳区']));

    fireEvent.change(screen.getByLabelText('最大面积'), { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: /开始智能匹配/ }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith({ recordId: 42, total: 3 }));
    // Busy until the results page replaces the form: a second click saves nothing twice.
    fireEvent.click(screen.getByRole('button', { name: /开始智能匹配/ }));
    await new Promise((r) => setTimeout(r, 500));
    expect(sent[submitSiteNeedsOp.path]).toEqual([
      {
        recordId: 42,
        brandName: '老码头火锅',
        brandId: 7,
        formatId: 11,
        areaMin: 150,
        areaMax: 400,
        budget: 88000,
        cityCodes: ['110000'],
        districtCodes: ['110105'],
        floors: ['B1', '3F'],
        openBy,
        retrofit: true,
      },
    ]);
  });

  it('drops the districts when the member changes the city', { timeout: 20_000 }, async () => {
    const sent = stubApi();
    renderWithProviders(<NeedsForm formats={formats} cities={cities} record={record} onSubmitted={vi.fn()} />);
    await waitFor(() => expect(selectedIn('意向区县（选一个城市时可选）')).toEqual(['朝阳区']));
    const cityInput = screen.getByLabelText('目标城市（最多5个）', { selector: 'input' });
    fireEvent.mouseDown(cityInput);
    fireEvent.click(await screen.findByTitle('上海'));
    await waitFor(() => expect(selectedIn('意向区县（选一个城市时可选）')).toEqual([]));
    fireEvent.click(screen.getByRole('button', { name: /开始智能匹配/ }));
    await waitFor(() => expect(sent[submitSiteNeedsOp.path]?.[0]).toMatchObject({ recordId: 42, cityCodes: ['110000', '310000'], districtCodes: [] }));
  });

  it('finds a district by its name typed in the district select (it searched the codes: 暂无数据)', { timeout: 20_000 }, async () => {
    stubApi();
    renderWithProviders(<NeedsForm formats={formats} cities={cities} record={{ ...record, districtCodes: [], districtNames: [] }} onSubmitted={vi.fn()} />);
    const input = screen.getByLabelText('意向区县（选一个城市时可选）', { selector: 'input' });
    await waitFor(() => expect((input as HTMLInputElement).disabled).toBe(false));
    fireEvent.mouseDown(input);
    await screen.findByTitle('海淀区');
    fireEvent.change(input, { target: { value: '朝阳' } });
    await waitFor(() => expect(screen.queryByTitle('海淀区')).toBeNull());
    fireEvent.click(await screen.findByTitle('朝阳区'));
    await waitFor(() => expect(selectedIn('意向区县（选一个城市时可选）')).toEqual(['朝阳区']));
  });

  it('says a saved opening date now past must move, before saving (the server refused it with no field marked)', { timeout: 20_000 }, async () => {
    const sent = stubApi();
    renderWithProviders(<NeedsForm formats={formats} cities={cities} record={{ ...record, openBy: chinaDay(new Date(), -3) }} onSubmitted={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /开始智能匹配/ }));
    await screen.findByText('计划开业时间不能早于今天');
    expect(sent[submitSiteNeedsOp.path]).toBeUndefined();
  });

  it('starts blank with the defaults and adds a record when there is none to edit', { timeout: 20_000 }, async () => {
    stubApi();
    renderWithProviders(<NeedsForm formats={formats} cities={cities} onSubmitted={vi.fn()} />);
    expect((screen.getByLabelText('品牌名称') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('最小面积') as HTMLInputElement).value).toBe('80');
    expect(selectedIn('目标城市（最多5个）')).toEqual([]);
  });

  it('targets the chosen city by default, and sends 接受改造 only when ticked', { timeout: 20_000 }, async () => {
    const sent = stubApi();
    const onSubmitted = vi.fn();
    renderWithProviders(<NeedsForm formats={formats} cities={cities} defaultCityCode="310000" onSubmitted={onSubmitted} />);
    expect(selectedIn('目标城市（最多5个）')).toEqual(['上海']);
    const retrofit = screen.getByRole('checkbox', { name: /接受改造/ }) as HTMLInputElement;
    expect(retrofit.checked).toBe(false);
    fireEvent.change(screen.getByLabelText('品牌名称'), { target: { value: '川味火锅' } });
    fireEvent.mouseDown(screen.getByLabelText('经营业态', { selector: 'input' }));
    fireEvent.click(await screen.findByTitle('火锅'));
    fireEvent.click(retrofit);
    fireEvent.click(screen.getByRole('button', { name: /开始智能匹配/ }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(sent[submitSiteNeedsOp.path]?.[0]).toMatchObject({ cityCodes: ['310000'], formatId: 11, retrofit: true });
  });

  it('leaves the city to choose when the chosen one has no units (not one of the cities offered)', { timeout: 20_000 }, async () => {
    stubApi();
    renderWithProviders(<NeedsForm formats={formats} cities={cities} defaultCityCode="999999" onSubmitted={vi.fn()} />);
    expect(selectedIn('目标城市（最多5个）')).toEqual([]);
  });
});
