import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '../../test/render';
import { SideBar } from './SideBar';

function renderBar() {
  render(<SideBar phone="400-000-0000" renderConsult={() => <input aria-label="品牌名称" />} renderChat={() => <p>客服</p>} canChat={() => true} />);
}

describe('SideBar panels', () => {
  it('take focus as they open and give it back to their button when closed', () => {
    renderBar();
    const button = screen.getByRole('button', { name: '预约咨询' });
    button.focus();
    fireEvent.click(button);
    const panel = screen.getByRole('dialog', { name: '预约咨询' });
    expect(document.activeElement).toBe(panel);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: '预约咨询' })).toBeNull();
    expect(document.activeElement).toBe(button);

    const chat = screen.getByRole('button', { name: '在线客服' });
    chat.focus();
    fireEvent.click(chat);
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: '在线客服' }));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(document.activeElement).toBe(chat);
  });
});
