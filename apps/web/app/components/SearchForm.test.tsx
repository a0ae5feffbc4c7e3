import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

  it('has no toggle when the fields fit', () => {
    renderForm();
    expect(screen.queryByRole('button', { name: '展开' })).toBeNull();
  });
});
