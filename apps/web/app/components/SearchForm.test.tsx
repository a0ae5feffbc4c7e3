import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { render } from '../test/render';
import { Form, Input } from 'antd';
import { SearchForm } from './SearchForm';

afterEach(cleanup);

function renderForm(onSearch = vi.fn(), onReset?: () => void) {
  render(
    <SearchForm<{ keyword?: string }> onSearch={onSearch} onReset={onReset} initialValues={{ keyword: '' }}>
      <Form.Item name="keyword" label="关键词">
        <Input aria-label="关键词" />
      </Form.Item>
    </SearchForm>,
  );
  return onSearch;
}

describe('SearchForm (SPEC §2)', () => {
  it('searches with the values on 查询 and resets on 重置', async () => {
    const onSearch = renderForm();
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '火锅' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ keyword: '火锅' }));
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ keyword: '' }));
    expect((screen.getByLabelText('关键词') as HTMLInputElement).value).toBe('');
  });

  it('collapses to 60 px and toggles 展开/收起 when the fields are taller', async () => {
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 130 });
    try {
      renderForm();
      const fields = document.querySelector('.shp-search-form-fields') as HTMLElement;
      expect(fields.style.maxHeight).toBe('60px');
      fireEvent.click(await screen.findByRole('button', { name: '展开' }));
      expect(fields.style.maxHeight).toBe('');
      fireEvent.click(screen.getByRole('button', { name: '收起' }));
      expect(fields.style.maxHeight).toBe('60px');
    } finally {
      // The own property shadows Element.prototype's; removing it restores jsdom's 0.
      delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
    }
  });

  it('hides the fields that do not fit whole in the collapsed 60 px (no sliver, not reachable by Tab)', async () => {
    // Two rows of fields 37 px tall, the second starting at 49 px: 11 px of it fell inside the 60 px.
    const rect = (top: number, height: number) => ({ top, bottom: top + height, left: 0, right: 200, width: 200, height, x: 0, y: top, toJSON: () => ({}) });
    const spy = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (this.classList.contains('shp-search-form-fields')) return rect(100, 60) as DOMRect;
      return rect(this.querySelector('[aria-label="买家手机"]') ? 149 : 100, 37) as DOMRect;
    });
    try {
      render(
        <SearchForm<{ a?: string; b?: string }> onSearch={vi.fn()}>
          <Form.Item name="a" label="订单号">
            <Input aria-label="订单号" />
          </Form.Item>
          <Form.Item name="b" label="买家手机">
            <Input aria-label="买家手机" />
          </Form.Item>
        </SearchForm>,
      );
      const item = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
      await waitFor(() => expect(item('买家手机').hasAttribute('data-below-fold')).toBe(true));
      expect(item('订单号').hasAttribute('data-below-fold')).toBe(false);
    } finally {
      spy.mockRestore();
    }
  });

  it('has no toggle when the fields fit', () => {
    renderForm();
    expect(screen.queryByRole('button', { name: '展开' })).toBeNull();
  });
});
