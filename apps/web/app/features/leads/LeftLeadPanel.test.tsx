import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
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
});
