import type { FastifyBaseLogger } from 'fastify';
import { maskPhone, type SmsCodeScene } from '@shp/contracts';
import type { SmsProviderConfig } from '../config.js';
import { aliyunSmsDriver } from './sms-aliyun.js';
import { tencentSmsDriver } from './sms-tencent.js';
import { SmsSendError, type ProviderSmsDriver, type SmsDriver } from './sms-provider.js';

export { SmsSendError, type ProviderSmsDriver, type SmsDriver, type SmsNotice } from './sms-provider.js';

// Last code per phone and scene, kept only outside production so tests can log in.
const lastCodes = new Map<string, string>();
const lastNotices = new Map<string, string>();

/**
 * Local driver: logs the code (the README's demo logins read it from the server log) and,
 * outside production only, remembers it for tests.
 */
export function localSmsDriver(log: FastifyBaseLogger, exposeCodes: boolean): SmsDriver {
  return {
    async send(phone, code, scene) {
      // The masked phone is enough to find one's own code in a demo; the full number stays out of the log.
      const masked = maskPhone(phone);
      log.info({ phone: masked, scene }, `[local SMS] ${masked} 验证码 ${code}（5分钟内有效）`);
      if (exposeCodes) {
        if (lastCodes.size > 10_000) lastCodes.clear();
        lastCodes.set(`${phone}:${scene}`, code);
      }
    },
    async notify(phone, text) {
      const masked = maskPhone(phone);
      log.info({ phone: masked }, `[local SMS] ${masked} ${text}`);
      if (exposeCodes) {
        if (lastNotices.size > 10_000) lastNotices.clear();
        lastNotices.set(phone, text);
      }
    },
  };
}

/**
 * Logs a provider's refusal with its code and the masked phone (never keys, codes or texts), then
 * passes it on.
 */
function logged(driver: ProviderSmsDriver, provider: string, log: FastifyBaseLogger): ProviderSmsDriver {
  const note = (phone: string, what: string) => (err: unknown) => {
    const e = err instanceof SmsSendError ? err : new SmsSendError('other', 'unknown');
    log.warn({ provider, phone: maskPhone(phone), refusal: e.refusal, providerCode: e.providerCode }, `SMS ${what} not sent`);
    throw e;
  };
  return {
    send: (phone, code, scene) => driver.send(phone, code, scene).catch(note(phone, 'code')),
    notify: (phone, text, notice) => driver.notify(phone, text, notice).catch(note(phone, 'notice')),
    check: () => driver.check(),
  };
}

/** The driver the configuration names (a provider's client is built here, once). */
export function createSmsDriver(config: { isProduction: boolean; sms: SmsProviderConfig }, log: FastifyBaseLogger): SmsDriver | ProviderSmsDriver {
  const sms = config.sms;
  if (sms.driver === 'aliyun') return logged(aliyunSmsDriver(sms), 'aliyun', log);
  if (sms.driver === 'tencent') return logged(tencentSmsDriver(sms), 'tencent', log);
  return localSmsDriver(log, !config.isProduction);
}

type AppLike = { log: FastifyBaseLogger; config: { isProduction: boolean; sms: SmsProviderConfig } };
const drivers = new WeakMap<AppLike, SmsDriver>();

/** The site's SMS driver: made on the app's first call (at start-up, by the routes), then shared. */
export function smsDriverOf(app: AppLike): SmsDriver {
  let driver = drivers.get(app);
  if (!driver) {
    driver = createSmsDriver(app.config, app.log);
    drivers.set(app, driver);
  }
  return driver;
}

/** The last notice the local driver sent to a phone (tests only; empty in production). */
export function lastLocalSmsNotice(phone: string): string | null {
  return lastNotices.get(phone) ?? null;
}

/** The last code the local driver sent to a phone (tests only; empty in production). */
export function lastLocalSmsCode(phone: string, scene: SmsCodeScene = 'LOGIN'): string | null {
  return lastCodes.get(`${phone}:${scene}`) ?? null;
}
