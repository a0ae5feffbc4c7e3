import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { LeftLeadPanel } from './LeftLeadPanel';

describe('LeftLeadPanel', () => {
  it('keeps the slid-away body out of the tab order while closed, and lets it back in when opened', () => {
    document.cookie = 'bannerFlag=0; path=/';
    render(<LeftLeadPanel />);
    const close = screen.getByLabelText('收起留资面板', { selector: 'button' });
    // Off-screen while closed: a keyboard user must not land on it.
    expect(close.closest('[inert]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '免费咨询' }));
    expect(close.closest('[inert]')).toBeNull();
    expect(document.cookie).toContain('bannerFlag=1');
    fireEvent.click(close);
    expect(close.closest('[inert]')).not.toBeNull();
    expect(document.cookie).toContain('bannerFlag=0');
  });

  it('keeps what was typed while slid away and back', { timeout: 30_000 }, async () => {
    document.cookie = 'bannerFlag=0; path=/';
    renderWithProviders(<LeftLeadPanel />);
    fireEvent.click(screen.getByRole('button', { name: '免费咨询' }));
    fireEvent.change(await screen.findByLabelText('姓名'), { target: { value: '王五' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '0086-138-0013-8000' } });
    fireEvent.click(screen.getByLabelText('收起留资面板', { selector: 'button' }));
    fireEvent.click(screen.getByRole('button', { name: '免费咨询' }));
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('王五');
    expect((screen.getByLabelText('手机号') as HTMLInputElement).value).toBe('13800138000');
  });
});
