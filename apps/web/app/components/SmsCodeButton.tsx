import { useEffect, useRef, useState } from 'react';
import { Button, Modal } from 'antd';
import { ErrorText, Msg, SMS_COUNTDOWN_SECONDS, isValidPhone, sendSmsOp, type SmsScene } from '@shp/contracts';
import { callApi } from '../lib/api-client';
import { showError, showSuccess } from '../lib/notify';
import { SliderCaptcha, type CaptchaTicket } from './SliderCaptcha';
import { handler } from '../lib/handler';
import { useCaptchaConfig } from '../hooks/use-captcha-config';
import { askTencentCaptcha } from '../lib/tencent-captcha';

export interface SmsCodeButtonProps {
  phone: string;
  scene: SmsScene;
  /**
   * The slider's ticket when the form shows its own slider (login dialog, lead forms): null until
   * it is passed. Leave undefined and the button asks for the slider in a small dialog itself.
   */
  captcha?: CaptchaTicket | null;
  /** The ticket was spent (sent or refused): the form resets its slider. */
  onCaptchaUsed?: () => void;
  /** Extra checks before sending (e.g. the agreement box); answer false to stop. */
  beforeSend?: () => boolean | Promise<boolean>;
  onSent?: () => void;
  /** Messages for a missing or wrong phone (the forms of SPEC §5 word them differently). */
  phoneRequiredText?: string;
  phoneInvalidText?: string;
  disabled?: boolean;
  block?: boolean;
  size?: 'small' | 'middle' | 'large';
}

/**
 * 'Get code' button of SPEC §4/§5: slider captcha first (verified on the server), then sendSms,
 * then a 60 s countdown and '重新获取'.
 */
export function SmsCodeButton({
  phone,
  scene,
  captcha,
  onCaptchaUsed,
  beforeSend,
  onSent,
  phoneRequiredText = Msg.PHONE_REQUIRED_LOGIN,
  phoneInvalidText = Msg.PHONE_INVALID_LOGIN,
  disabled,
  block,
  size,
}: SmsCodeButtonProps) {
  const [left, setLeft] = useState(0);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [askSlider, setAskSlider] = useState(false);
  const captchaConfig = useCaptchaConfig();
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );

  function startCountdown() {
    setLeft(SMS_COUNTDOWN_SECONDS);
    if (timer.current) clearInterval(timer.current);
    timer.current = setInterval(() => {
      setLeft((n) => {
        if (n <= 1 && timer.current) {
          clearInterval(timer.current);
          timer.current = null;
        }
        return Math.max(0, n - 1);
      });
    }, 1000);
  }

  async function send(ticket: CaptchaTicket) {
    setSending(true);
    try {
      await callApi(sendSmsOp, { mobileCode: phone, userSource: '2', scene, ...ticket }, { silent: true });
      setSent(true);
      startCountdown();
      showSuccess('验证码已发送');
      onSent?.();
    } catch (err) {
      const e = err as { network?: boolean; message?: string };
      // SPEC §8: the server's message, or '获取验证码失败'.
      showError(!e.network && e.message ? e.message : ErrorText.SMS_FAILED);
    } finally {
      setSending(false);
      onCaptchaUsed?.();
    }
  }

  async function onClick() {
    if (!phone) return showError(phoneRequiredText);
    if (!isValidPhone(phone)) return showError(phoneInvalidText);
    if (beforeSend && !(await beforeSend())) return;
    if (captcha === undefined) {
      if (captchaConfig.driver === 'slider') return setAskSlider(true);
      // Tencent's captcha is a popup of its own: open it straight away.
      let ticket: CaptchaTicket | null;
      try {
        ticket = await askTencentCaptcha(captchaConfig.appId, captchaConfig.scriptUrl);
      } catch {
        return showError(ErrorText.CAPTCHA);
      }
      return ticket ? send(ticket) : undefined;
    }
    if (!captcha) return showError(captchaConfig.driver === 'tencent' ? Msg.CAPTCHA_REQUIRED : Msg.SLIDER_REQUIRED);
    await send(captcha);
  }

  const counting = left > 0;
  return (
    <>
      <Button onClick={handler(onClick)} disabled={disabled || counting} loading={sending} block={block} size={size} data-testid="sms-code-button">
        {counting ? `${left}s后重新获取` : sent ? '重新获取' : '获取验证码'}
      </Button>
      {captcha === undefined && captchaConfig.driver === 'slider' && (
        <Modal open={askSlider} title="安全验证" footer={null} width={400} destroyOnHidden onCancel={() => setAskSlider(false)}>
          <p style={{ color: '#666' }}>请完成滑动验证后获取验证码</p>
          <SliderCaptcha
            onVerified={(ticket) => {
              setAskSlider(false);
              void send(ticket);
            }}
          />
        </Modal>
      )}
    </>
  );
}
