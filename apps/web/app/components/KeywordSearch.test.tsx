import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { render } from '../test/render';
import { KeywordSearch } from './KeywordSearch';

afterEach(cleanup);

describe('KeywordSearch', () => {
  it('searches with the trimmed word on submit, and with "" when cleared', () => {
    const onSearch = vi.fn();
    render(<KeywordSearch label="关键词" defaultValue="万达" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: '关键词' });
    expect(box).toHaveProperty('value', '万达');
    fireEvent.change(box, { target: { value: '  火锅 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenLastCalledWith('火锅');
    fireEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(box).toHaveProperty('value', '');
    // Nothing to clear, no clear control.
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull();
  });

  it('is a search landmark the Enter key submits', () => {
    const onSearch = vi.fn();
    render(<KeywordSearch label="商场名称" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: '商场名称' });
    fireEvent.change(box, { target: { value: '大悦城' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).toHaveBeenCalledWith('大悦城');
  });
});
