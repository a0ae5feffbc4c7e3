import type { CaptchaTicket } from '../components/SliderCaptcha';

/** Tencent Cloud Captcha's browser API (TJCaptcha.js): https://cloud.tencent.com/document/product/1110/36841 */
interface TencentCaptchaAnswer {
  /** 0: passed; 2: the user closed the popup. */
  ret: number;
  ticket?: string;
  randstr?: string;
  errorCode?: number;
}
type TencentCaptchaClass = new (appId: string, callback: (answer: TencentCaptchaAnswer) => void, options?: Record<string, unknown>) => { show(): void };

declare global {
  interface Window {
    TencentCaptcha?: TencentCaptchaClass;
  }
}

let loading: Promise<TencentCaptchaClass> | null = null;

/** Loads the TCaptcha script once, when first needed (the CSP allows its host only with this driver). */
export function loadTencentCaptcha(scriptUrl: string): Promise<TencentCaptchaClass> {
  if (window.TencentCaptcha) return Promise.resolve(window.TencentCaptcha);
  loading ??= new Promise<TencentCaptchaClass>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => (window.TencentCaptcha ? resolve(window.TencentCaptcha) : reject(new Error('TencentCaptcha missing')));
    script.onerror = () => {
      script.remove();
      reject(new Error('TCaptcha script failed to load'));
    };
    document.head.appendChild(script);
  }).catch((err: unknown) => {
    loading = null; // the next click tries again
    throw err;
  });
  return loading;
}

/**
 * Shows Tencent's captcha popup; answers its one-time ticket + randstr for sendSms, or null when
 * the user closed it. Throws when the script cannot load (the caller shows '网络异常，请点击重试').
 */
export async function askTencentCaptcha(appId: string, scriptUrl: string): Promise<CaptchaTicket | null> {
  const TencentCaptcha = await loadTencentCaptcha(scriptUrl);
  return new Promise((resolve) => {
    const popup = new TencentCaptcha(
      appId,
      (answer) => resolve(answer.ret === 0 && answer.ticket && answer.randstr ? { ticket: answer.ticket, randstr: answer.randstr } : null),
      { userLanguage: 'zh-cn' },
    );
    popup.show();
  });
}
