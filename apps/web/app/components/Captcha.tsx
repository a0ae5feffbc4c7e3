import { forwardRef, useCallback, useImperativeHandle, useState } from 'react';
import { CheckOutlined, LoadingOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { ErrorText, Msg, SLIDER_HEIGHT, SLIDER_WIDTH } from '@shp/contracts';
import { SliderCaptcha, type SliderCaptchaHandle, type SliderCaptchaProps } from './SliderCaptcha';
import { useCaptchaConfig } from '../hooks/use-captcha-config';
import { askTencentCaptcha } from '../lib/tencent-captcha';

export type CaptchaHandle = SliderCaptchaHandle;
export type CaptchaProps = SliderCaptchaProps;

/** What the captcha row is called in a form: the slider's SPEC §5 wording, or Tencent's popup. */
export function useCaptchaLabels() {
  const tencent = useCaptchaConfig().driver === 'tencent';
  return {
    label: tencent ? '安全验证' : '滑动验证',
    required: tencent ? Msg.CAPTCHA_REQUIRED : null,
  };
}

type Phase = 'idle' | 'checking' | 'passed' | 'failed';

/**
 * The captcha of sendSms as the site config names it: the site's own slider (default), or a bar
 * that opens Tencent Cloud Captcha's popup (CAPTCHA_DRIVER=tencent). Either answers a one-time
 * ticket + randstr through `onVerified`; `reset()` asks for a new one.
 */
export const Captcha = forwardRef<CaptchaHandle, CaptchaProps>(function Captcha(props, ref) {
  const config = useCaptchaConfig();
  if (config.driver === 'tencent') return <TencentCaptchaBar ref={ref} {...props} appId={config.appId} scriptUrl={config.scriptUrl} />;
  return <SliderCaptcha ref={ref} {...props} />;
});

const TencentCaptchaBar = forwardRef<CaptchaHandle, CaptchaProps & { appId: string; scriptUrl: string }>(function TencentCaptchaBar(
  { onVerified, onReset, width = SLIDER_WIDTH, height = SLIDER_HEIGHT, disabled, appId, scriptUrl },
  ref,
) {
  const [phase, setPhase] = useState<Phase>('idle');
  const reset = useCallback(() => {
    setPhase('idle');
    onReset?.();
  }, [onReset]);
  useImperativeHandle(ref, () => ({ reset }), [reset]);

  async function open() {
    if (disabled || phase === 'checking' || phase === 'passed') return;
    setPhase('checking');
    try {
      const ticket = await askTencentCaptcha(appId, scriptUrl);
      if (!ticket) return setPhase('idle');
      setPhase('passed');
      onVerified(ticket);
    } catch {
      setPhase('failed');
    }
  }

  const passed = phase === 'passed';
  return (
    <div className="shp-tencent-captcha" style={{ width: '100%', maxWidth: width }}>
      <button
        type="button"
        onClick={() => void open()}
        disabled={disabled}
        aria-label="安全验证"
        data-phase={phase}
        style={{
          width: '100%',
          height,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 8,
          background: passed ? '#f6ffed' : '#f5f5f5',
          border: `1px solid ${passed ? '#b7eb8f' : phase === 'failed' ? '#ffccc7' : '#e8e8e8'}`,
          borderRadius: 4,
          color: passed ? '#237804' : '#595959',
          fontSize: 14,
          cursor: disabled || passed ? 'default' : 'pointer',
        }}
      >
        {passed ? <CheckOutlined /> : phase === 'checking' ? <LoadingOutlined /> : <SafetyCertificateOutlined />}
        {passed ? '验证通过' : phase === 'checking' ? '验证中…' : '点击完成安全验证'}
      </button>
      {phase === 'failed' && (
        <div role="alert" style={{ color: '#ff4d4f', fontSize: 12, marginTop: 4, cursor: 'pointer' }} onClick={() => void open()}>
          {ErrorText.CAPTCHA}
        </div>
      )}
    </div>
  );
});
