import type { FastifyBaseLogger } from 'fastify';
import { maskPhone, type SmsScene } from '@shp/contracts';

/** Sends an SMS code. A real provider is one more driver behind this interface. */
export interface SmsDriver {
  send(phone: string, code: string, scene: SmsScene): Promise<void>;
}

// Last code per phone and scene, kept only outside production so tests can log in.
const lastCodes = new Map<string, string>();

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
  };
}

/** The last code the local driver sent to a phone (tests only; empty in production). */
export function lastLocalSmsCode(phone: string, scene: SmsScene = 'LOGIN'): string | null {
  return lastCodes.get(`${phone}:${scene}`) ?? null;
}
