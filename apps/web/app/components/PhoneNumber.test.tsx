import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PhoneNumber } from './PhoneNumber';

describe('PhoneNumber (SPEC §2)', () => {
  it('shows a comma as the extension mark and dials it as a pause', () => {
    render(<PhoneNumber value="400-000-0000,1024" />);
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('400-000-0000 转 1024');
    expect(link.getAttribute('href')).toBe('tel:400-000-0000,1024');
  });
});
