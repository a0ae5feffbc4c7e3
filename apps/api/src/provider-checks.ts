import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from '@shp/contracts';
import type { Config } from './config.js';
import { createSmsDriver, type ProviderSmsDriver } from './lib/sms-driver.js';
import { CAPTCHA_CONFIG_CODES, tencentCaptchaVerifier } from './lib/captcha-tencent.js';
import { storageProviderChecks } from './lib/file-storage.js';
import { wechatProviderChecks } from './modules/auth/wechat.check.js';

/**
 * `npm run check:providers`: one real request to each configured outside provider. A check
 * answers a line saying what the provider confirmed, or throws the provider's error. Each
 * provider adds its entry to PROVIDER_CHECKS.
 */
export interface ProviderCheck {
  name: string;
  /** Whether the configuration uses this provider (a local driver has nothing to check). */
  applies(config: Config): boolean;
  run(config: Config, args: CheckArgs): Promise<string>;
}

export interface CheckArgs {
  /** A phone to send one real SMS code to (`--phone 1xxxxxxxxxx`). */
  phone?: string;
}

// The checks talk to the console, never to the server log.
const quietLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => quietLog,
  level: 'silent',
  silent() {},
} as unknown as FastifyBaseLogger;

export const PROVIDER_CHECKS: ProviderCheck[] = [
  {
    name: 'SMS (sign and templates)',
    applies: (config) => config.sms.driver !== 'local',
    async run(config) {
      const driver = createSmsDriver(config, quietLog) as ProviderSmsDriver;
      return `${config.sms.driver}: ${await driver.check()}`;
    },
  },
  {
    name: 'SMS (one real code, with --phone)',
    applies: (config) => config.sms.driver !== 'local',
    async run(config, args) {
      if (!args.phone) return 'skipped: pass --phone 1xxxxxxxxxx to send one real code';
      if (!/^1[3-9]\d{9}$/.test(args.phone)) throw new Error('--phone: a mainland mobile number');
      const driver = createSmsDriver(config, quietLog);
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      try {
        await driver.send(args.phone, code, 'LOGIN');
      } catch (err) {
        const e = err as { message: string; providerCode?: string };
        throw new Error(`${e.message}${e.providerCode ? ` (${e.providerCode})` : ''}`);
      }
      return `${config.sms.driver} accepted a LOGIN code for ${maskPhone(args.phone)}; check that it arrived`;
    },
  },
  {
    name: 'Captcha (DescribeCaptchaResult with a dummy ticket)',
    applies: (config) => config.captcha.driver === 'tencent',
    async run(config) {
      if (config.captcha.driver !== 'tencent') return 'not configured';
      const verdict = await tencentCaptchaVerifier(config.captcha).verify(`check-${crypto.randomUUID()}`, '@check', '127.0.0.1');
      const said = `CaptchaCode ${verdict.captchaCode} ${verdict.captchaMsg}`.trim();
      // A dummy ticket is refused; what matters is why. 16/100: our app id or key is wrong.
      if (verdict.captchaCode !== null && CAPTCHA_CONFIG_CODES.has(verdict.captchaCode))
        throw new Error(`${said}: check TENCENT_CAPTCHA_APP_ID and TENCENT_CAPTCHA_APP_SECRET_KEY`);
      return `keys accepted; the dummy ticket was refused as expected (${said})`;
    },
  },
  {
    name: 'WeChat QR login (sns/oauth2/access_token with a made-up code)',
    applies: (config) => config.qrLogin.provider === 'wechat',
    run: async (config) => (await Promise.all(wechatProviderChecks(config).map((c) => c.run()))).join('; '),
  },
  {
    name: 'Object storage (HeadBucket)',
    applies: (config) => config.storage.driver === 's3',
    run: async (config) => (await Promise.all(storageProviderChecks(config).map((c) => c.run()))).join('; '),
  },
];

/** Runs every check that applies; answers the lines to print and whether all passed. */
export async function runProviderChecks(config: Config, args: CheckArgs, checks = PROVIDER_CHECKS) {
  const lines: string[] = [];
  let ok = true;
  const applicable = checks.filter((c) => c.applies(config));
  if (!applicable.length) {
    lines.push(
      'Only local drivers are configured (SMS_DRIVER=local, CAPTCHA_DRIVER=slider, QR_LOGIN_PROVIDER=local, STORAGE_DRIVER=local): no outside provider to check.',
    );
    return { ok, lines };
  }
  for (const check of applicable) {
    try {
      lines.push(`OK    ${check.name}: ${await check.run(config, args)}`);
    } catch (err) {
      ok = false;
      const e = err as { code?: string; message?: string };
      lines.push(`FAIL  ${check.name}: ${e.code ? `${e.code} ` : ''}${e.message ?? String(err)}`);
    }
  }
  return { ok, lines };
}
