import { useState, type CSSProperties } from 'react';
import { Input } from 'antd';
import { isValidPhone, normalizePhoneInput, PHONE_LENGTH } from '@shp/contracts';

/** SPEC §5 border feedback: orange on focus, grey when valid on blur, red when invalid. */
export const PHONE_BORDER = { focus: '#fa8c16', valid: '#d9d9d9', invalid: '#ff4d4f' } as const;
export type PhoneInputState = 'idle' | 'focus' | 'valid' | 'invalid';

export interface PhoneInputProps {
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  size?: 'small' | 'middle' | 'large';
  style?: CSSProperties;
  'aria-label'?: string;
  autoFocus?: boolean;
}

export function phoneStateOf(value: string, focused: boolean, touched: boolean): PhoneInputState {
  if (focused) return 'focus';
  if (!touched) return 'idle';
  return isValidPhone(value) ? 'valid' : 'invalid';
}

/**
 * Phone input of SPEC §5: strips non-digits, leading zeros and a +86 / 0086 country code, cuts at
 * 11 digits, and colours its border by state. Works as an antd Form control (value/onChange).
 */
export function PhoneInput({ value = '', onChange, onBlur, placeholder = '请输入手机号码', style, ...rest }: PhoneInputProps) {
  const [focused, setFocused] = useState(false);
  const [touched, setTouched] = useState(false);
  const state = phoneStateOf(value, focused, touched);
  const borderColor = state === 'focus' ? PHONE_BORDER.focus : state === 'invalid' ? PHONE_BORDER.invalid : state === 'valid' ? PHONE_BORDER.valid : undefined;
  return (
    <Input
      {...rest}
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      maxLength={PHONE_LENGTH + 8 /* room for a pasted or autofilled +86, spaces and dashes before they are stripped */}
      placeholder={placeholder}
      value={value}
      data-state={state}
      status={state === 'invalid' ? 'error' : undefined}
      style={{ ...style, ...(borderColor ? { borderColor, boxShadow: state === 'focus' ? `0 0 0 2px ${PHONE_BORDER.focus}22` : undefined } : {}) }}
      onChange={(e) => onChange?.(normalizePhoneInput(e.target.value))}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        setTouched(true);
        onBlur?.();
      }}
    />
  );
}
