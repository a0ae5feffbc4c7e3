import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../test/render';
import { PhoneNumber, telHref } from './PhoneNumber';

describe('PhoneNumber (SPEC §2)', () => {
  it('shows a comma as the extension mark and dials it as a pause', () => {
    render(<PhoneNumber value="400-000-0000,1024" />);
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('400-000-0000 转 1024');
    expect(link.getAttribute('href')).toBe('tel:400-000-0000,1024');
  });
  it('gives every call button the same dial string (a full-width comma too)', () => {
    expect(telHref('021-6000 1234，8')).toBe('tel:021-60001234,8');
    expect(telHref('13800000003')).toBe('tel:13800000003');
  });
});
