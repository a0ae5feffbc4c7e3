import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Button, Modal } from 'antd';
import { Msg, SMS_CODE_LENGTH, maskPhone } from '@shp/contracts';

export interface CodeInputDialogProps {
  open: boolean;
  /** Shown masked in the dialog text. */
  phone?: string;
  title?: string;
  /** Called with the 6 digits; a rejection keeps the dialog open with its message. */
  onSubmit: (code: string) => Promise<void> | void;
  onCancel: () => void;
  /** Optional resend control (e.g. an SmsCodeButton). */
  extra?: React.ReactNode;
}

/** SPEC §5 code-entry dialog: 6 digit boxes; submitting them empty says '请填写验证码'. */
export function CodeInputDialog({ open, phone, title = '请输入短信验证码', onSubmit, onCancel, extra }: CodeInputDialogProps) {
  const [digits, setDigits] = useState<string[]>(() => Array(SMS_CODE_LENGTH).fill(''));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    if (open) {
      setDigits(Array(SMS_CODE_LENGTH).fill(''));
      setError('');
      setTimeout(() => boxes.current[0]?.focus(), 50);
    }
  }, [open]);

  function put(i: number, raw: string) {
    const d = raw.replace(/\D/g, '');
    if (!d) {
      setDigits((cur) => cur.map((v, j) => (j === i ? '' : v)));
      return;
    }
    setDigits((cur) => {
      const next = [...cur];
      for (let k = 0; k < d.length && i + k < SMS_CODE_LENGTH; k++) next[i + k] = d[k];
      return next;
    });
    setError('');
    boxes.current[Math.min(i + d.length, SMS_CODE_LENGTH - 1)]?.focus();
  }

  function onKeyDown(i: number, e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Backspace' && !digits[i] && i > 0) boxes.current[i - 1]?.focus();
    if (e.key === 'Enter') void submit();
  }

  function onPaste(i: number, e: ClipboardEvent<HTMLInputElement>) {
    e.preventDefault();
    put(i, e.clipboardData.getData('text'));
  }

  async function submit() {
    const code = digits.join('');
    if (code.length < SMS_CODE_LENGTH) {
      setError(Msg.CODE_BOXES_EMPTY);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(code);
    } catch (err) {
      setError((err as Error).message || Msg.CODE_BOXES_EMPTY);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} title={title} onCancel={onCancel} footer={null} width={420} destroyOnHidden>
      {phone && <p style={{ color: '#666' }}>验证码已发送至 {maskPhone(phone)}</p>}
      <div role="group" aria-label="验证码" style={{ display: 'flex', gap: 8, justifyContent: 'center', margin: '16px 0' }}>
        {digits.map((d, i) => (
          <input
            key={i}
            ref={(el) => {
              boxes.current[i] = el;
            }}
            aria-label={`验证码第${i + 1}位`}
            inputMode="numeric"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            maxLength={SMS_CODE_LENGTH}
            value={d}
            onChange={(e) => {
              const v = e.target.value;
              // Typing over a filled box gives two characters: keep the new one; autofill gives all six.
              put(i, v.length === 2 ? v.slice(-1) : v);
            }}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={(e) => onPaste(i, e)}
            style={{ width: 44, height: 48, textAlign: 'center', fontSize: 22, border: `1px solid ${error ? '#ff4d4f' : '#d9d9d9'}`, borderRadius: 6 }}
          />
        ))}
      </div>
      {error && (
        <div role="alert" style={{ color: '#ff4d4f', textAlign: 'center', marginBottom: 12 }}>
          {error}
        </div>
      )}
      {extra && <div style={{ textAlign: 'center', marginBottom: 12 }}>{extra}</div>}
      <Button type="primary" block loading={busy} onClick={() => void submit()}>
        确定
      </Button>
    </Modal>
  );
}
