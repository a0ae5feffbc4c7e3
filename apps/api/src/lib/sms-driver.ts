import type { FastifyBaseLogger } from 'fastify';
import { maskPhone, type SmsCodeScene } from '@shp/contracts';

/** Sends an SMS code. A real provider is one more driver behind this interface. */
export interface SmsDriver {
  send(phone: string, code: string, scene: SmsCodeScene): Promise<void>;
  /** A notice with no code (e.g. a withdrawal to a new bank account). */
  notify(phone: string, text: string): Promise<void>;
}

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

/** The site's SMS driver (one place to switch to a real provider). */
export const smsDriverOf = (app: { log: FastifyBaseLogger; config: { isProduction: boolean } }) => localSmsDriver(app.log, !app.config.isProduction);

/** The last notice the local driver sent to a phone (tests only; empty in production). */
export function lastLocalSmsNotice(phone: string): string | null {
  return lastNotices.get(phone) ?? null;
}

/** The last code the local driver sent to a phone (tests only; empty in production). */
export function lastLocalSmsCode(phone: string, scene: SmsCodeScene = 'LOGIN'): string | null {
  return lastCodes.get(`${phone}:${scene}`) ?? null;
}
