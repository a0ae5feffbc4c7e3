import { useRef, useState } from 'react';
import { Form, Input, type FormRule } from 'antd';
import { Msg, SMS_CODE_LENGTH, type SmsScene } from '@shp/contracts';
import type { CaptchaTicket } from './SliderCaptcha';
import { Captcha, useCaptchaLabels, type CaptchaHandle } from './Captcha';
import { SmsCodeButton } from './SmsCodeButton';

export interface SmsVerifiedFieldsProps {
  /** The phone typed in the surrounding form (Form.useWatch). */
  phone: string;
  scene: SmsScene;
  /** Name of the code field in the surrounding antd Form. */
  codeName: string;
  /** True once a code was sent; the form keeps it (its submit may check it, a reset clears it). */
  codeSent: boolean;
  onSent: () => void;
  /**
   * The form itself refuses to submit before a code was sent (login, SPEC §5): the slider is a
   * field (`sliderName`) saying 请手动拖动滑动验证 / 请先获取验证码, the code field 请点击获取验证码.
   * Without it the form's submit checks `codeSent` itself (lead forms: 请先获取验证码).
   */
  requireSentCode?: boolean;
  sliderName?: string;
  /** Extra checks before sending (e.g. the agreement box); answer false to stop. */
  beforeSend?: () => boolean | Promise<boolean>;
  /** Messages for a missing or wrong phone (the SPEC §5 forms word them differently). */
  phoneRequiredText?: string;
  phoneInvalidText?: string;
  size?: 'middle' | 'large';
}

/**
 * The slider captcha and the SMS code row of every SMS-verified form (login, lead forms): the
 * slider's one-time ticket goes with the code request and the slider resets once it is spent.
 * Render inside an antd Form.
 */
export function SmsVerifiedFields({
  phone,
  scene,
  codeName,
  codeSent,
  onSent,
  requireSentCode = false,
  sliderName = 'slider',
  beforeSend,
  phoneRequiredText,
  phoneInvalidText,
  size,
}: SmsVerifiedFieldsProps) {
  const form = Form.useFormInstance();
  const [ticket, setTicket] = useState<CaptchaTicket | null>(null);
  const slider = useRef<CaptchaHandle>(null);
  // The slider by default; Tencent's popup when the site config names it (CAPTCHA_DRIVER=tencent).
  const labels = useCaptchaLabels();
  const captchaRequired = labels.required ?? Msg.SLIDER_REQUIRED;
  const clearSliderError = () => requireSentCode && form.setFields([{ name: sliderName, errors: [] }]);

  const codeRules: FormRule[] = [
    { required: true, message: Msg.CODE_REQUIRED },
    { pattern: /^\d{6}$/, message: Msg.CODE_DIGITS },
  ];
  if (requireSentCode) codeRules.push({ validator: () => (codeSent ? Promise.resolve() : Promise.reject(new Error(Msg.CODE_REQUEST_FIRST))) });

  return (
    <>
      <Form.Item
        name={requireSentCode ? sliderName : undefined}
        label={labels.label}
        required={!requireSentCode}
        rules={
          requireSentCode
            ? [{ validator: () => (codeSent ? Promise.resolve() : Promise.reject(new Error(ticket ? Msg.SLIDER_CODE_FIRST : captchaRequired))) }]
            : undefined
        }
      >
        <Captcha
          ref={slider}
          onVerified={(t) => {
            setTicket(t);
            clearSliderError();
          }}
          onReset={() => setTicket(null)}
        />
      </Form.Item>
      <Form.Item label="验证码" required={!requireSentCode}>
        <div className="shp-sms-code-row" style={{ display: 'flex', gap: 8 }}>
          {/* One message at a time: 请输入验证码, then 请输入数字验证码!, then 请点击获取验证码. */}
          <Form.Item name={codeName} noStyle rules={codeRules} validateFirst>
            <Input size={size} placeholder="请输入验证码" maxLength={SMS_CODE_LENGTH} inputMode="numeric" autoComplete="one-time-code" aria-label="验证码" />
          </Form.Item>
          <SmsCodeButton
            size={size}
            phone={phone}
            scene={scene}
            captcha={ticket}
            beforeSend={beforeSend}
            onSent={() => {
              onSent();
              clearSliderError();
              // 请点击获取验证码 (or 请输入验证码 from an earlier submit) no longer applies: the code is on its way.
              form.setFields([{ name: codeName, errors: [] }]);
            }}
            onCaptchaUsed={() => {
              setTicket(null);
              slider.current?.reset();
            }}
            phoneRequiredText={phoneRequiredText}
            phoneInvalidText={phoneInvalidText}
          />
        </div>
      </Form.Item>
    </>
  );
}
