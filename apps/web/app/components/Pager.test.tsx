import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { render } from '../test/render';
import { Pager, jumpTarget, pagerItems } from './Pager';

afterEach(cleanup);

function setWidth(narrow: boolean) {
  window.matchMedia = vi.fn().mockImplementation((q: string) => ({
    matches: q.includes('max-width: 991px') ? narrow : false,
    media: q,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    onchange: null,
    dispatchEvent: () => false,
  }));
}

function Harness({
  total = 1000,
  page = 10,
  onChange,
  hrefFor,
}: {
  total?: number;
  page?: number;
  onChange?: (p: number, s: number) => void;
  hrefFor?: (page: number) => string;
}) {
  const [state, setState] = useState({ page, size: 20 });
  return (
    <Pager
      total={total}
      page={state.page}
      pageSize={state.size}
      hrefFor={hrefFor}
      onChange={(page, size) => {
        onChange?.(page, size);
        setState({ page, size });
      }}
    />
  );
}

const numbered = () => screen.getAllByRole('button', { name: /^第\d+页$/ }).map((b) => Number(b.textContent));

describe('pagerItems', () => {
  it('shows first, last and count numbers in all, with jumps on the collapsed sides', () => {
    expect(pagerItems(10, 50, 7)).toEqual([1, 'prev-more', 8, 9, 10, 11, 12, 'next-more', 50]);
    expect(pagerItems(10, 50, 5)).toEqual([1, 'prev-more', 9, 10, 11, 'next-more', 50]);
    expect(pagerItems(1, 50, 7)).toEqual([1, 2, 3, 4, 5, 6, 'next-more', 50]);
    expect(pagerItems(50, 50, 5)).toEqual([1, 'prev-more', 47, 48, 49, 50]);
    expect(pagerItems(3, 6, 7)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pagerItems(1, 1, 7)).toEqual([1]);
  });
});

describe('Pager (SPEC §9)', () => {
  it('lays out total, sizes, prev, pager, next, jumper with 7 page buttons on wide screens', () => {
    setWidth(false);
    const { container } = render(<Harness />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(nav.textContent).toContain('共 1000 条');
    const order = ['shp-pager-total', 'shp-pager-sizes', 'shp-pager-list', 'shp-pager-jump'].map((c) =>
      Array.from(container.querySelectorAll('*')).findIndex((el) => el.classList.contains(c)),
    );
    const prev = Array.from(container.querySelectorAll('*')).indexOf(screen.getByRole('button', { name: '上一页' }));
    const next = Array.from(container.querySelectorAll('*')).indexOf(screen.getByRole('button', { name: '下一页' }));
    const positions = [order[0], order[1], prev, order[2], next, order[3]];
    expect(positions.every((i) => i >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(numbered()).toEqual([1, 8, 9, 10, 11, 12, 50]);
  });

  it('shows 5 page buttons under 992 px', () => {
    setWidth(true);
    render(<Harness />);
    expect(numbered()).toEqual([1, 9, 10, 11, 50]);
  });

  it('offers sizes 5–200 (default 20), and a size change goes back to page 1 and scrolls to the top over 800 ms', async () => {
    setWidth(false);
    const scrolls: number[] = [];
    window.scrollTo = vi.fn((_x: number | ScrollToOptions, y?: number) => scrolls.push(Number(y))) as unknown as typeof window.scrollTo;
    Object.defineProperty(window, 'scrollY', { value: 2000, configurable: true });
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const sizes = screen.getByRole('combobox', { name: '每页条数' }) as HTMLSelectElement;
    expect(sizes.value).toBe('20');
    const labels = Array.from(sizes.options).map((o) => o.textContent);
    expect(labels).toEqual(['5条/页', '10条/页', '20条/页', '30条/页', '50条/页', '100条/页', '200条/页']);
    const started = Date.now();
    await act(async () => {
      fireEvent.change(sizes, { target: { value: '50' } });
      await new Promise((r) => setTimeout(r, 950));
    });
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
    expect(scrolls.length).toBeGreaterThan(5); // animated frame by frame, not one jump
    expect(scrolls.at(-1)).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
    expect(screen.getByRole('button', { name: '第1页' }).getAttribute('aria-current')).toBe('page');
  });

  it('pages by number, by the ellipsis jumps, by prev/next and by the jumper', () => {
    setWidth(false);
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '第11页' }));
    expect(onChange).toHaveBeenLastCalledWith(11, 20);
    fireEvent.click(screen.getByRole('button', { name: '向后5页' }));
    expect(onChange).toHaveBeenLastCalledWith(16, 20);
    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(onChange).toHaveBeenLastCalledWith(15, 20);
    const jump = screen.getByRole('textbox', { name: '跳转页码' });
    fireEvent.change(jump, { target: { value: '999' } });
    fireEvent.keyDown(jump, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(50, 20);
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('jumps to whole page numbers only: refuses 3.5, -2, 0 and abc with the reason, and goes to the last page past the end', () => {
    setWidth(false);
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const jump = screen.getByRole('textbox', { name: '跳转页码' }) as HTMLInputElement;
    for (const typed of ['3.5', '-2', '0', 'abc', '2e1']) {
      fireEvent.change(jump, { target: { value: typed } });
      expect(jump.value).toBe(typed);
      fireEvent.keyDown(jump, { key: 'Enter' });
      expect(screen.getByRole('alert').textContent).toBe('请输入 1–50 的整数页码');
      expect(jump.getAttribute('aria-invalid')).toBe('true');
      fireEvent.blur(jump);
      expect(jump.value).toBe(typed);
    }
    expect(onChange).not.toHaveBeenCalled();
    // Typing again clears the reason; full-width digits from an IME count.
    fireEvent.change(jump, { target: { value: '３' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.keyDown(jump, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(3, 20);
    expect(jump.value).toBe('');
    fireEvent.change(jump, { target: { value: ' 12 ' } });
    fireEvent.blur(jump);
    expect(onChange).toHaveBeenLastCalledWith(12, 20);
    fireEvent.change(jump, { target: { value: '51' } });
    fireEvent.keyDown(jump, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(50, 20);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads a typed page as a whole number from 1', () => {
    expect([' 7 ', '０８', '3.5', '-2', '0', '', 'abc', '1e3', '+4'].map(jumpTarget)).toEqual([7, 8, null, null, null, null, null, null, null]);
  });

  it('on a page past the end marks no page current, and the last page button goes there', () => {
    setWidth(false);
    const onChange = vi.fn();
    render(<Harness total={45} page={9} onChange={onChange} />);
    expect(screen.getByRole('navigation', { name: '分页' }).querySelector('[aria-current="page"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '第3页' }));
    expect(onChange).toHaveBeenLastCalledWith(3, 20);
  });

  it('renders nothing without records', () => {
    setWidth(false);
    const { container } = render(<Harness total={0} />);
    expect(container.innerHTML).toBe('');
  });

  describe('with page addresses (hrefFor): links that work before the scripts load and that crawlers follow', () => {
    const hrefFor = (p: number) => `/findShopList?tabcheck=2&page=${p}`;
    const link = (name: string) => screen.getByRole('link', { name }) as HTMLAnchorElement;
    /**
     * Clicks and answers whether the page kept the browser from following the link. Seen after
     * React's handler; then the test stops jsdom's own navigation (which it does not implement).
     */
    const clickKeptByPage = (el: HTMLElement, init: MouseEventInit = {}) => {
      let kept = false;
      const see = (e: Event) => {
        kept = e.defaultPrevented;
        e.preventDefault();
      };
      window.addEventListener('click', see);
      act(() => {
        el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
      });
      window.removeEventListener('click', see);
      return kept;
    };

    it('renders numbers, prev/next and the … jumps as links to their pages, the current one marked', () => {
      setWidth(false);
      render(<Harness hrefFor={hrefFor} />);
      const numbers = screen.getAllByRole('link', { name: /^第\d+页$/ });
      expect(numbers.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
        [1, 8, 9, 10, 11, 12, 50].map((p) => [String(p), `/findShopList?tabcheck=2&page=${p}`]),
      );
      expect(link('第10页').getAttribute('aria-current')).toBe('page');
      expect(link('第11页').getAttribute('aria-current')).toBeNull();
      expect(link('第10页').className).toBe('shp-pager-btn is-current');
      expect(link('上一页').getAttribute('href')).toBe('/findShopList?tabcheck=2&page=9');
      expect(link('下一页').getAttribute('href')).toBe('/findShopList?tabcheck=2&page=11');
      expect(link('向前5页').getAttribute('href')).toBe('/findShopList?tabcheck=2&page=5');
      expect(link('向后5页').getAttribute('href')).toBe('/findShopList?tabcheck=2&page=15');
      expect(screen.queryAllByRole('button')).toHaveLength(0);
      // The size select and the jump box stay as they are.
      expect(screen.getByRole('combobox', { name: '每页条数' })).toBeTruthy();
      expect(screen.getByRole('textbox', { name: '跳转页码' })).toBeTruthy();
    });

    it('keeps a prev/next with nowhere to go a disabled button, not a link', () => {
      setWidth(false);
      render(<Harness hrefFor={hrefFor} page={1} />);
      expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(true);
      expect(screen.queryByRole('link', { name: '上一页' })).toBeNull();
      expect(link('下一页').getAttribute('href')).toBe('/findShopList?tabcheck=2&page=2');
      expect(link('第2页').getAttribute('href')).toBe('/findShopList?tabcheck=2&page=2');
    });

    it('a plain click pages through onChange once and does not navigate', () => {
      setWidth(false);
      const onChange = vi.fn();
      render(<Harness hrefFor={hrefFor} onChange={onChange} />);
      expect(clickKeptByPage(link('第11页'))).toBe(true);
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenLastCalledWith(11, 20);
      fireEvent.click(link('向后5页'));
      expect(onChange).toHaveBeenLastCalledWith(16, 20);
      fireEvent.click(link('上一页'));
      expect(onChange).toHaveBeenLastCalledWith(15, 20);
      // The current page's link goes nowhere.
      expect(clickKeptByPage(link('第15页'))).toBe(true);
      expect(onChange).toHaveBeenCalledTimes(3);
    });

    it('leaves a click with a modifier key (new tab, new window) to the browser', () => {
      setWidth(false);
      const onChange = vi.fn();
      render(<Harness hrefFor={hrefFor} onChange={onChange} />);
      for (const mod of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
        expect(clickKeptByPage(link('第11页'), mod)).toBe(false);
      }
      expect(onChange).not.toHaveBeenCalled();
    });
  });
});
