import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '../test/render';
import { PhoneInput, PHONE_BORDER, phoneStateOf } from './PhoneInput';

function Harness() {
  const [v, setV] = useState('');
  return (
    <>
      <PhoneInput aria-label="手机号码" value={v} onChange={setV} />
      <output data-testid="value">{v}</output>
    </>
  );
}

const input = () => screen.getByLabelText('手机号码') as HTMLInputElement;

describe('PhoneInput (SPEC §5)', () => {
  it('strips non-digits and leading zeros and cuts at 11 digits', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: '00138-0013 8000 99' } });
    expect(screen.getByTestId('value').textContent).toBe('13800138000');
    fireEvent.change(input(), { target: { value: 'abc+86' } });
    expect(screen.getByTestId('value').textContent).toBe('86');
  });

  it('takes an autofilled +86 / 0086 number as the 11-digit mobile, valid on blur', () => {
    render(<Harness />);
    for (const filled of ['+86 138 0013 8000', '+8613800138000', '0086-138-0013-8000']) {
      fireEvent.change(input(), { target: { value: '' } });
      fireEvent.focus(input());
      fireEvent.change(input(), { target: { value: filled } });
      fireEvent.blur(input());
      expect(screen.getByTestId('value').textContent, filled).toBe('13800138000');
      expect(input().dataset.state, filled).toBe('valid');
    }
  });

  it('borders orange on focus, grey when valid on blur, red when invalid', () => {
    render(<Harness />);
    const el = input();
    expect(el.dataset.state).toBe('idle');
    fireEvent.focus(el);
    expect(el.dataset.state).toBe('focus');
    expect(el.style.borderColor).toBe(hexToRgb(PHONE_BORDER.focus));
    fireEvent.change(el, { target: { value: '13800138000' } });
    fireEvent.blur(el);
    expect(el.dataset.state).toBe('valid');
    expect(el.style.borderColor).toBe(hexToRgb(PHONE_BORDER.valid));
    fireEvent.focus(el);
    fireEvent.change(el, { target: { value: '12800138000' } });
    fireEvent.blur(el);
    expect(el.dataset.state).toBe('invalid');
    expect(el.style.borderColor).toBe(hexToRgb(PHONE_BORDER.invalid));
  });

  it('state rules', () => {
    expect(phoneStateOf('', false, false)).toBe('idle');
    expect(phoneStateOf('138', true, true)).toBe('focus');
    expect(phoneStateOf('138', false, true)).toBe('invalid');
    expect(phoneStateOf('19912345678', false, true)).toBe('valid');
  });
});

function hexToRgb(hex: string) {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
