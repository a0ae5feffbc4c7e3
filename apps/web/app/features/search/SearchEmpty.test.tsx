import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '../../test/render';
import { MemoryRouter } from 'react-router';
import { SearchEmpty } from './SearchEmpty';

const none = { mall: 0, shop: 0, brand: 0, news: 0 };
const notCapped = { mall: false, shop: false, brand: false, news: false };

describe('SearchEmpty', () => {
  it('on a tab without results, names the tab and offers the tabs that have results, not other words', () => {
    const onSearch = vi.fn();
    const counts = { ...none, shop: 26, brand: 9 };
    render(
      <MemoryRouter>
        <SearchEmpty keyword="火锅" type="mall" result={{ total: 0, counts, countsCapped: notCapped, suggestions: [] }} onSearch={onSearch} />
      </MemoryRouter>,
    );
    expect(screen.getByText('商场中没有与「火锅」相关的内容')).toBeTruthy();
    expect(screen.queryByText(/没有找到与/)).toBeNull();
    expect(screen.queryByRole('button', { name: /资讯/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '铺位（26）' }));
    expect(onSearch).toHaveBeenLastCalledWith({ type: 'shop' });
    expect(screen.getByRole('button', { name: '品牌（9）' })).toBeTruthy();
  });

  it('when nothing matches, offers other words with their counts', () => {
    const onSearch = vi.fn();
    const suggestions = [{ keyword: '火锅', total: 200, capped: true }];
    render(
      <MemoryRouter>
        <SearchEmpty keyword="火锅量子" type="all" result={{ total: 0, counts: none, countsCapped: notCapped, suggestions }} onSearch={onSearch} />
      </MemoryRouter>,
    );
    expect(screen.getByText('没有找到与「火锅量子」相关的内容')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '火锅（200+）' }));
    expect(onSearch).toHaveBeenLastCalledWith({ keyword: '火锅', type: undefined });
  });

  it('past the last page says so', () => {
    render(
      <MemoryRouter>
        <SearchEmpty
          keyword="火锅"
          type="all"
          result={{ total: 37, counts: { ...none, shop: 37 }, countsCapped: notCapped, suggestions: [] }}
          onSearch={() => {}}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('这一页没有更多了')).toBeTruthy();
  });
});
