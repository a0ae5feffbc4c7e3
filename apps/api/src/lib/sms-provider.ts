import { AuthText, ErrorText, type SmsCodeScene } from '@shp/contracts';

/** Sends an SMS code. A real provider is one more driver behind this interface. */
export interface SmsDriver {
  /** Resolves once the provider accepted the message; throws SmsSendError when it did not. */
  send(phone: string, code: string, scene: SmsCodeScene): Promise<void>;
  /**
   * A notice with no code (e.g. a withdrawal to a new bank account). With `notice`, a provider
   * that has that change's own template (SMS_TEMPLATE_NOTICE_<KIND>) fills it from the notice's
   * fields; otherwise the general notice template carries `text`.
   */
  notify(phone: string, text: string, notice?: SmsNotice): Promise<void>;
}

/** The changes of a member's lead that may each have their own registered template. */
export const SMS_NOTICE_KINDS = ['LEAD_ASSIGNED', 'LEAD_CONTACTED', 'LEAD_VIEWING', 'LEAD_WON', 'LEAD_LOST', 'LEAD_UPDATED'] as const;
export type SmsNoticeKind = (typeof SMS_NOTICE_KINDS)[number];

/**
 * One change as a template's fields, in the template's order: named for aliyun (${what}), in
 * order for tencent ({1}, {2}, …).
 */
export type SmsNotice = { kind: SmsNoticeKind; fields: [name: string, value: string][] };

/** A provider driver can also say whether its keys, sign and templates are in order (npm run check:providers). */
export interface ProviderSmsDriver extends SmsDriver {
  /** Read-only calls to the provider; answers a summary or throws the provider's error. */
  check(): Promise<string>;
}

/**
 * Why a provider did not take a message. Each reads as a Chinese message for the person asking
 * (SPEC §8: '获取验证码失败' or the provider's reason).
 */
export type SmsRefusal = 'daily_limit' | 'rate_limit' | 'invalid_phone' | 'sign' | 'template' | 'timeout' | 'other';

const REFUSAL_TEXT: Record<SmsRefusal, string> = {
  daily_limit: AuthText.SMS_DAILY,
  rate_limit: AuthText.SMS_PROVIDER_BUSY,
  invalid_phone: AuthText.SMS_PHONE_REFUSED,
  sign: AuthText.SMS_SIGN_REFUSED,
  template: AuthText.SMS_TEMPLATE_REFUSED,
  timeout: AuthText.SMS_TIMEOUT,
  other: ErrorText.SMS_FAILED,
};

/** A send the provider refused, did not answer in time, or could not be reached for. */
export class SmsSendError extends Error {
  constructor(
    readonly refusal: SmsRefusal,
    /** The provider's own code (e.g. isv.MOBILE_NUMBER_ILLEGAL), for the server log only. */
    readonly providerCode: string,
  ) {
    super(REFUSAL_TEXT[refusal]);
    this.name = 'SmsSendError';
  }
  /** A refusal means nothing reached the phone; after a timeout it may still arrive. */
  get maybeDelivered() {
    return this.refusal === 'timeout';
  }
}

/** Settles as `work` does, or throws a timeout after `ms` (the SDK's own timer is set a little longer). */
export async function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
