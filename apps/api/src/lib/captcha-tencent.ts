import { CommonClient } from 'tencentcloud-sdk-nodejs-common';
import type { CaptchaProviderConfig } from '../config.js';
import { withTimeout } from './sms-provider.js';

type TencentCaptchaConfig = Extract<CaptchaProviderConfig, { driver: 'tencent' }>;

/** What Tencent answered about one ticket: CaptchaCode 1 passes, any other refuses. */
export interface CaptchaVerdict {
  ok: boolean;
  captchaCode: number | null;
  captchaMsg: string;
}

export interface CaptchaVerifier {
  /** Asks the provider about one ticket; throws when it does not answer (in time) or refuses the call. */
  verify(ticket: string, randstr: string, userIp: string): Promise<CaptchaVerdict>;
}

/** Codes that mean our keys or app are wrong (not the user's ticket): a dummy ticket must not get these. */
export const CAPTCHA_CONFIG_CODES = new Set([16, 100]);

/** The fields of DescribeCaptchaResult's answer that the verdict reads (captcha 2019-07-22 models). */
interface DescribeCaptchaResultResponse {
  CaptchaCode?: number;
  CaptchaMsg?: string;
}

/**
 * Tencent Cloud Captcha's server-side check, DescribeCaptchaResult (captcha 2019-07-22), through the
 * official SDK's common client: the SDK's per-product captcha client is this same class with the
 * endpoint and version filled in, and the complete SDK it ships in installs every product.
 */
export function tencentCaptchaVerifier(cfg: TencentCaptchaConfig): CaptchaVerifier {
  const client = new CommonClient('captcha.tencentcloudapi.com', '2019-07-22', {
    credential: { secretId: cfg.secretId, secretKey: cfg.secretKey },
    profile: { httpProfile: { endpoint: cfg.endpoint.host, protocol: `${cfg.endpoint.protocol}://`, reqTimeout: cfg.timeoutMs / 1000 + 1 } },
  });
  return {
    async verify(ticket, randstr, userIp) {
      const answer: DescribeCaptchaResultResponse = await withTimeout(
        client.request('DescribeCaptchaResult', {
          CaptchaType: 9,
          Ticket: ticket,
          Randstr: randstr,
          UserIp: userIp,
          CaptchaAppId: cfg.appId,
          AppSecretKey: cfg.appSecretKey,
        }),
        cfg.timeoutMs,
        () => new Error('DescribeCaptchaResult timed out'),
      );
      return { ok: answer.CaptchaCode === 1, captchaCode: answer.CaptchaCode ?? null, captchaMsg: answer.CaptchaMsg ?? '' };
    },
  };
}
