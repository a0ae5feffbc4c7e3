import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { MemoryRouter } from 'react-router';
import type { SearchHit } from '@shp/contracts';
import { DidYouMean, PartialHeading, SearchScope } from './SearchHints';
import { SearchHitCard } from './SearchHitCard';

const place = (p: Partial<{ cityCode: string | null; cityName: string | null; districts: string[]; words: string[] }>) => ({
  cityCode: null,
  cityName: null,
  districts: [],
  words: [],
  ...p,
});

describe('SearchScope', () => {
  it('searches the chosen city with a one-click 全国 that keeps the keyword and starts at page 1', () => {
    render(
      <MemoryRouter initialEntries={['/resultPage?keyword=火锅&type=shop&page=3']}>
        <SearchScope place={place({ cityCode: '310000', cityName: '上海' })} cityCode="310000" chosenCityName="上海" />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('search-scope').textContent).toContain('搜索范围：上海');
    const href = new URL(screen.getByRole('link', { name: '全国' }).getAttribute('href')!, 'http://x/resultPage');
    expect(Object.fromEntries(href.searchParams)).toEqual({ keyword: '火锅', type: 'shop', cityCode: 'all' });
  });

  it('on 全国 offers the way back to the chosen city', () => {
    render(
      <MemoryRouter initialEntries={['/resultPage?keyword=火锅&cityCode=all']}>
        <SearchScope place={place({})} cityCode={undefined} chosenCityName="北京" />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('search-scope').textContent).toContain('搜索范围：全国');
    expect(screen.queryByRole('link', { name: '全国' })).toBeNull();
    const href = new URL(screen.getByRole('link', { name: '只看北京' }).getAttribute('href')!, 'http://x/resultPage');
    expect(Object.fromEntries(href.searchParams)).toEqual({ keyword: '火锅' });
  });

  it('says which query words filtered, and offers no 全国 when the query named the city', () => {
    render(
      <MemoryRouter initialEntries={['/resultPage?keyword=上海 静安 火锅']}>
        <SearchScope
          place={place({ cityCode: '310000', cityName: '上海', districts: ['静安区'], words: ['上海', '静安'] })}
          cityCode="110000"
          chosenCityName="北京"
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('search-scope').textContent).toBe('已按「上海 静安」筛选：上海 · 静安区');
    expect(screen.queryByRole('link', { name: '全国' })).toBeNull();
  });
});

describe('partial matches', () => {
  const hit = (missing: string[]): SearchHit => ({
    type: 'shop',
    id: 1,
    title: [{ text: '上海临街旺铺', hit: false }],
    summary: [],
    coverUrl: '/x.svg',
    url: '/shopDetail?id=1',
    cityName: '上海',
    facts: [],
    rank: 1,
    missing,
  });

  it('marks a hit that lacks words, with the words, and not a complete one', () => {
    const { rerender } = render(
      <MemoryRouter>
        <SearchHitCard hit={hit(['量子'])} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('partial-match').textContent).toBe('部分匹配缺少：量子');
    rerender(
      <MemoryRouter>
        <SearchHitCard hit={hit([])} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('partial-match')).toBeNull();
  });

  it('heads partial results and offers the corrected word', () => {
    render(
      <MemoryRouter initialEntries={['/resultPage?keyword=万大']}>
        <PartialHeading words={['火锅', '量子']} />
        <DidYouMean suggestion={{ keyword: '万达', total: 12, capped: false }} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('partial-heading').textContent).toBe('没有同时包含「火锅 量子」的结果，以下结果部分匹配');
    expect(screen.getByTestId('did-you-mean').textContent).toBe('您是不是要找：万达（12条结果）');
    expect(screen.getByRole('link', { name: '万达' }).getAttribute('href')).toBe(`/resultPage?${new URLSearchParams({ keyword: '万达' })}`);
  });
});
