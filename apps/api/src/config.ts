import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SMS_NOTICE_KINDS, type SmsNoticeKind } from './lib/sms-provider.js';

/** The only module that reads the environment. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** A text setting that may be left empty (empty reads as unset). */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

// ---- WeChat QR login and object storage (wechat-s3; docs/deploy.md, decisions 037 and 038) ----

const wechatS3Env = {
  /** local: our own QR stand-in (a logged-in phone confirms); wechat: WeChat Open Platform website app. */
  QR_LOGIN_PROVIDER: z.enum(['local', 'wechat']).default('local'),
  WECHAT_APP_ID: optionalText,
  /** Never leaves the server: used only in the code exchange, never logged or answered. */
  WECHAT_APP_SECRET: optionalText,
  /** WeChat's API host; tests point it at a local stub. */
  WECHAT_API_BASE: z.string().url().default('https://api.weixin.qq.com'),
  WECHAT_AUTHORIZE_URL: z.string().url().default('https://open.weixin.qq.com/connect/qrconnect'),
  /** local: files under UPLOAD_DIR; s3: an S3-compatible bucket (AWS, Aliyun OSS, Tencent COS, MinIO). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** The S3 API address, e.g. https://oss-cn-hangzhou.aliyuncs.com; empty for AWS itself. */
  S3_ENDPOINT: optionalText.pipe(z.string().url().optional()),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Bucket in the path (MinIO, s3rver) instead of the host name (OSS and COS want virtual-hosted). */
  S3_FORCE_PATH_STYLE: bool,
  /** Where the bucket is read publicly (a CDN or the bucket's own domain); without it reads are signed. */
  S3_PUBLIC_BASE_URL: optionalText.pipe(z.string().url().optional()),
  /** Seconds a signed read URL lives (used when S3_PUBLIC_BASE_URL is empty). */
  S3_SIGNED_URL_TTL: z.coerce
    .number()
    .int()
    .min(30)
    .max(7 * 86400)
    .default(600),
};

type WechatS3Env = z.infer<z.ZodObject<typeof wechatS3Env>>;

/** A chosen driver with a setting missing stops start-up here, naming the setting. */
function wechatS3Config(e: WechatS3Env, publicOrigin: string) {
  const missing = (driver: string, names: string[]) => {
    const absent = names.filter((n) => !e[n as keyof WechatS3Env]);
    if (absent.length) throw new Error(`Invalid environment: ${driver} needs ${absent.join(', ')}`);
  };
  if (e.QR_LOGIN_PROVIDER === 'wechat') missing('QR_LOGIN_PROVIDER=wechat', ['WECHAT_APP_ID', 'WECHAT_APP_SECRET']);
  if (e.STORAGE_DRIVER === 's3') missing('STORAGE_DRIVER=s3', ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);
  return {
    qrLogin:
      e.QR_LOGIN_PROVIDER === 'wechat'
        ? {
            provider: 'wechat' as const,
            appId: e.WECHAT_APP_ID!,
            appSecret: e.WECHAT_APP_SECRET!,
            apiBase: e.WECHAT_API_BASE.replace(/\/+$/, ''),
            authorizeUrl: e.WECHAT_AUTHORIZE_URL,
            /** The callback registered with the website app (its domain is the 授权回调域). */
            redirectUri: `${publicOrigin}/redirectLogin`,
          }
        : { provider: 'local' as const },
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3' as const,
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION!,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            publicBaseUrl: e.S3_PUBLIC_BASE_URL?.replace(/\/+$/, ''),
            signedUrlTtl: e.S3_SIGNED_URL_TTL,
          }
        : { driver: 'local' as const },
  };
}

// ---- end of wechat-s3 ----

const envSchema = z.object({
  ...wechatS3Env,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** postgres://… ; when absent the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** A streaming replica of DATABASE_URL (hot standby) for public reads (decision 066); optional. */
  DATABASE_READ_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Seconds the replica may lag the primary before public reads go back to the primary. */
  DATABASE_READ_MAX_LAG_SECONDS: z.coerce.number().min(1).max(3600).default(5),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  REDIS_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Memory for cached answers of public reads (megabytes; 0 turns the response cache off). */
  RESPONSE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  SEED_SCALE: z.enum(['small', 'large', 'test', 'none']).default('small'),
  WEB_BUILD_DIR: z.string().default(path.join(repoRoot, 'apps/web/build')),
  UPLOAD_DIR: z.string().optional(),
  /**
   * Behind a TLS-terminating proxy: which hops to trust for X-Forwarded-* (and send HSTS). A hop count
   * (`1` for one nginx in front) or a comma list of proxy addresses/CIDRs; never every hop.
   */
  TRUST_PROXY: z.string().optional(),
  MAINTENANCE_MODE: bool,
  /**
   * Bearer token Prometheus sends to scrape /metrics (decision 056); without it /metrics answers 404.
   * Long and random: it is the only thing between the metrics and the public.
   */
  METRICS_TOKEN: z
    .string()
    .min(24, 'METRICS_TOKEN must be at least 24 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // SMS and captcha providers (issue 33, sms-captcha; docs/deploy.md lists every setting).
  /** local: codes go to the server log; aliyun / tencent: the provider's SMS API. */
  SMS_DRIVER: z.enum(['local', 'aliyun', 'tencent']).default('local'),
  /** The provider must answer within this time, else the send fails (and uses up nothing). */
  SMS_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(5000),
  /** Sign name (签名) registered with the provider. */
  SMS_SIGN_NAME: optionalText,
  /** Template of a code (one variable: aliyun ${code}, tencent {1}); each scene may have its own. */
  SMS_TEMPLATE_CODE: optionalText,
  SMS_TEMPLATE_LOGIN: optionalText,
  SMS_TEMPLATE_LEAD: optionalText,
  SMS_TEMPLATE_LOGOFF: optionalText,
  SMS_TEMPLATE_STEPUP: optionalText,
  /** Template of a notice without a code (one variable: aliyun ${content}, tencent {1}). */
  SMS_TEMPLATE_NOTICE: optionalText,
  /** A lead change's own template (fields in docs/deploy.md); each falls back to SMS_TEMPLATE_NOTICE. */
  SMS_TEMPLATE_NOTICE_LEAD_ASSIGNED: optionalText,
  SMS_TEMPLATE_NOTICE_LEAD_CONTACTED: optionalText,
  SMS_TEMPLATE_NOTICE_LEAD_VIEWING: optionalText,
  SMS_TEMPLATE_NOTICE_LEAD_WON: optionalText,
  SMS_TEMPLATE_NOTICE_LEAD_LOST: optionalText,
  SMS_TEMPLATE_NOTICE_LEAD_UPDATED: optionalText,
  ALIYUN_SMS_ACCESS_KEY_ID: optionalText,
  ALIYUN_SMS_ACCESS_KEY_SECRET: optionalText,
  /** Host (https) or full URL of the SendSms endpoint. */
  ALIYUN_SMS_ENDPOINT: z.string().default('dysmsapi.aliyuncs.com'),
  /** Tencent Cloud API keys (访问管理 → API密钥), used by SMS and captcha. */
  TENCENTCLOUD_SECRET_ID: optionalText,
  TENCENTCLOUD_SECRET_KEY: optionalText,
  TENCENT_SMS_SDK_APP_ID: optionalText,
  TENCENT_SMS_REGION: z.string().default('ap-guangzhou'),
  TENCENT_SMS_ENDPOINT: z.string().default('sms.tencentcloudapi.com'),
  /**
   * The secret last part of the SMS reply (上行) callback URL set in the provider's console,
   * <PUBLIC_ORIGIN>/api/sms/reply/tencent/<token>: Tencent signs no reply callback, so the URL is
   * the lock. Unset: no callback (a TD reply is not seen).
   */
  SMS_REPLY_TOKEN: z
    .string()
    .min(24, 'SMS_REPLY_TOKEN must be at least 24 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'SMS_REPLY_TOKEN: letters, digits, _ and - only (it is part of a URL)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** slider: the site's own slider; tencent: Tencent Cloud Captcha (TCaptcha popup, tickets verified server-side). */
  CAPTCHA_DRIVER: z.enum(['slider', 'tencent']).default('slider'),
  CAPTCHA_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(5000),
  TENCENT_CAPTCHA_APP_ID: optionalText,
  TENCENT_CAPTCHA_APP_SECRET_KEY: optionalText,
  TENCENT_CAPTCHA_ENDPOINT: z.string().default('captcha.tencentcloudapi.com'),
  TENCENT_CAPTCHA_SCRIPT_URL: z.string().url().default('https://turing.captcha.qcloud.com/TJCaptcha.js'),
  /** Origins the captcha popup loads frames, images and calls from (comma list), beside the script's own. */
  TENCENT_CAPTCHA_CSP_ORIGINS: z.string().default('https://turing.captcha.qcloud.com,https://turing.captcha.gtimg.com'),
  // End of SMS and captcha providers.
  /** Keys the hashes of SMS codes and encrypts phones in login answers; shared by all API processes. */
  AUTH_SECRET: z.string().min(16).optional(),
  /** SMS abuse limits: sends per phone per day and per IP per hour (one per phone per 60 s is fixed). */
  SMS_PHONE_DAILY_LIMIT: z.coerce.number().int().min(1).default(10),
  SMS_IP_HOURLY_LIMIT: z.coerce.number().int().min(1).default(30),
  /** First operator's password when no operator exists (required to create one in production). */
  ADMIN_BOOTSTRAP_PASSWORD: z
    .string()
    .min(12, 'ADMIN_BOOTSTRAP_PASSWORD must be at least 12 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Operators with the admin role must sign in with an authenticator code (TOTP). */
  ADMIN_REQUIRE_TOTP: bool,
  /**
   * The site's own address (scheme, host, port): every absolute URL is built from it, never from a
   * request's Host. Default http://localhost:<PORT>.
   */
  PUBLIC_ORIGIN: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  APPROVAL_API_BASE: z.string().url().optional(),
  // Public site facts. Defaults are plainly fictitious.
  SITE_PHONE: z.string().default('400-000-0000'),
  SITE_EMAIL: z.string().default('service@example.com'),
  SITE_LICENCE_NO: z.string().default('增值电信业务经营许可证：示例B2-00000000'),
  SITE_ICP_NO: z.string().default('示例ICP备00000000号-1'),
  SITE_POLICE_NO: z.string().default('示例公网安备 00000000000000号'),
  SITE_COMPANY: z.string().default('商铺汇示例科技有限公司'),
  SITE_QR_MINI_PROGRAM: z.string().default('https://example.com/shangpuhui/mini-program'),
  SITE_QR_APP: z.string().default('https://example.com/shangpuhui/app'),
  SITE_QR_OFFICIAL_ACCOUNT: z.string().default('https://example.com/shangpuhui/official-account'),
  SITE_CONTRACT_URL: z.string().default('https://example.com/shangpuhui/contract'),
  // ---- Live chat (issue 34): online service over WebSocket ----
  /** Prefix of the Redis pub/sub channel carrying live frames between API processes (with REDIS_URL). */
  LIVE_CHANNEL_PREFIX: z.string().min(1).max(64).default('shp:'),
  /** Messages a member may send to the online service per minute. */
  CHAT_MEMBER_PER_MINUTE: z.coerce.number().int().min(1).max(600).default(20),
  /** Open live sockets per member (tabs); the oldest closes beyond it. */
  CHAT_SOCKETS_PER_MEMBER: z.coerce.number().int().min(1).max(50).default(8),
  // ——— storefront (场地活动服务 orders) ———
  /** Days after the seller delivers at which an order the buyer has not confirmed is confirmed by the job. */
  STOREFRONT_AUTO_CONFIRM_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  // ---- Background jobs (pg-boss, decision 039) ----
  /** off: this process neither schedules nor works jobs (API tests that do not test jobs). */
  JOBS: z.enum(['on', 'off']).default('on'),
  /** How often an idle worker asks for its queue's next job. */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** How often pg-boss fails expired runs (a dead worker's) back to retry and archives finished jobs. */
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** A run not finished after this long counts as failed and is retried. */
  JOBS_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** On shutdown, how long runs in progress may finish before they go back to the queue. */
  JOBS_STOP_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(20_000),
  // Map search (issue 36, decision 044): street tiles from a provider; without one the map draws
  // district outlines served by this server. 天地图 needs its browser key (tk) in MAP_TILE_KEY.
  MAP_TILE_PROVIDER: z
    .enum(['amap', 'tianditu', ''], { message: 'MAP_TILE_PROVIDER must be amap, tianditu or empty' })
    .optional()
    .transform((v) => v || undefined),
  MAP_TILE_KEY: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

// ——— Payments (payments engineer): PAYMENT_DRIVER, platform fee, WeChat Pay v3, Alipay ———
const paymentsEnvSchema = z.object({
  /** local = the embedded sandbox cashier (demo, offline); wechatpay / alipay = the real providers. */
  PAYMENT_DRIVER: z.enum(['local', 'wechatpay', 'alipay']).default('local'),
  /** The platform's share of a completed order, booked as a fee row of the seller ledger (0.05 = 5 %). */
  PLATFORM_FEE_RATE: z.coerce.number().min(0).max(0.99).default(0.05),
  /** How long a call to the provider may take before it counts as failed (ms). */
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(10000),
  /** on: a production site at a public origin may still use the sandbox (a demo or staging site shown to others; decision 052). */
  PAYMENT_SANDBOX_PUBLIC: z.enum(['on', 'off']).default('off'),
  WECHATPAY_BASE_URL: z.string().url().default('https://api.mch.weixin.qq.com/'),
  WECHATPAY_MCHID: z.string().optional(),
  WECHATPAY_APPID: z.string().optional(),
  /** The merchant API certificate's serial number. */
  WECHATPAY_SERIAL: z.string().optional(),
  /** The merchant API private key: PEM text or the path of apiclient_key.pem. */
  WECHATPAY_PRIVATE_KEY: z.string().optional(),
  /** The WeChat Pay public key id (or platform certificate serial) and the key: PEM text or a path. */
  WECHATPAY_PLATFORM_SERIAL: z.string().optional(),
  WECHATPAY_PLATFORM_PUBLIC_KEY: z.string().optional(),
  /** APIv3 key (32 characters): decrypts the resource of notifications. */
  WECHATPAY_APIV3_KEY: z.string().optional(),
  ALIPAY_GATEWAY: z.string().url().default('https://openapi.alipay.com/gateway.do'),
  ALIPAY_APP_ID: z.string().optional(),
  /** The application's private key (RSA2): PEM text or a path. */
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  /** Alipay's public key that signs answers and notifications: PEM text or a path. */
  ALIPAY_PUBLIC_KEY: z.string().optional(),
});

/** localhost, 127.0.0.0/8 or [::1]: a site only this machine reaches. */
const isLoopbackOrigin = (origin: string) => {
  const host = new URL(origin).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '[::1]';
};

/** PEM text as given, or the file a path names. */
const pemOf = (v: string) => (v.trim().startsWith('-----BEGIN') ? v : fs.readFileSync(v, 'utf8'));

/** The payments settings; a real driver missing a setting fails start-up naming it. */
export function loadPaymentsConfig(raw: Record<string, unknown>, publicOrigin: string) {
  const parsed = paymentsEnvSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const e = parsed.data;
  // `npm start` runs NODE_ENV=production on this machine's loopback: the embedded demo keeps its
  // sandbox there. A production site others reach (a public PUBLIC_ORIGIN) must take real money.
  if (raw.NODE_ENV === 'production' && e.PAYMENT_DRIVER === 'local' && !isLoopbackOrigin(publicOrigin) && e.PAYMENT_SANDBOX_PUBLIC !== 'on')
    throw new Error(
      `Invalid environment: PAYMENT_DRIVER=local (the demo pay sandbox, no real money) is refused in production at ${publicOrigin}: ` +
        'set PAYMENT_DRIVER=wechatpay or alipay with its settings (docs/deploy.md), or PAYMENT_SANDBOX_PUBLIC=on for a demo site',
    );
  const need = (names: (keyof typeof e)[]) => {
    const missing = names.filter((n) => !e[n]);
    if (missing.length) throw new Error(`Invalid environment: PAYMENT_DRIVER=${e.PAYMENT_DRIVER} needs ${missing.join(', ')}`);
  };
  if (e.PAYMENT_DRIVER === 'wechatpay') {
    need([
      'WECHATPAY_MCHID',
      'WECHATPAY_APPID',
      'WECHATPAY_SERIAL',
      'WECHATPAY_PRIVATE_KEY',
      'WECHATPAY_PLATFORM_SERIAL',
      'WECHATPAY_PLATFORM_PUBLIC_KEY',
      'WECHATPAY_APIV3_KEY',
    ]);
    if (Buffer.byteLength(e.WECHATPAY_APIV3_KEY!) !== 32) throw new Error('Invalid environment: WECHATPAY_APIV3_KEY must be 32 bytes');
  }
  if (e.PAYMENT_DRIVER === 'alipay') need(['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY']);
  return {
    driver: e.PAYMENT_DRIVER,
    platformFeeRate: e.PLATFORM_FEE_RATE,
    timeoutMs: e.PAYMENT_TIMEOUT_MS,
    /** Providers post their notifications here (+ /<driver>). */
    notifyBase: `${publicOrigin}/api/payments/notify`,
    publicOrigin,
    wechatpay:
      e.PAYMENT_DRIVER === 'wechatpay'
        ? {
            baseUrl: e.WECHATPAY_BASE_URL,
            mchid: e.WECHATPAY_MCHID!,
            appid: e.WECHATPAY_APPID!,
            serial: e.WECHATPAY_SERIAL!,
            privateKey: pemOf(e.WECHATPAY_PRIVATE_KEY!),
            platformSerial: e.WECHATPAY_PLATFORM_SERIAL!,
            platformPublicKey: pemOf(e.WECHATPAY_PLATFORM_PUBLIC_KEY!),
            apiV3Key: e.WECHATPAY_APIV3_KEY!,
          }
        : null,
    alipay:
      e.PAYMENT_DRIVER === 'alipay'
        ? { gateway: e.ALIPAY_GATEWAY, appId: e.ALIPAY_APP_ID!, privateKey: pemOf(e.ALIPAY_PRIVATE_KEY!), alipayPublicKey: pemOf(e.ALIPAY_PUBLIC_KEY!) }
        : null,
  };
}
export type PaymentsConfig = ReturnType<typeof loadPaymentsConfig>;
// ——— end of payments ———

/** Map search (issue 36): the tile provider, its key and the hosts the CSP lets images come from. */
function mapSettings(e: { MAP_TILE_PROVIDER?: 'amap' | 'tianditu'; MAP_TILE_KEY?: string }) {
  const provider = e.MAP_TILE_PROVIDER ?? null;
  if (provider === 'tianditu' && !e.MAP_TILE_KEY) throw new Error('Invalid environment: MAP_TILE_KEY is required when MAP_TILE_PROVIDER=tianditu');
  const tileHosts =
    provider === 'amap'
      ? ['https://webrd01.is.autonavi.com', 'https://webrd02.is.autonavi.com', 'https://webrd03.is.autonavi.com', 'https://webrd04.is.autonavi.com']
      : provider === 'tianditu'
        ? Array.from({ length: 8 }, (_, i) => `https://t${i}.tianditu.gov.cn`)
        : [];
  return { provider, key: e.MAP_TILE_KEY ?? null, tileHosts };
}

export type Config = ReturnType<typeof loadConfig>;

/** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses/CIDRs. */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const proxyEntryOk = (x: string) => {
  const [addr, bits, ...rest] = x.split('/');
  return PROXY_NAMES.has(x) || (net.isIP(addr) !== 0 && rest.length === 0 && (bits === undefined || /^\d{1,3}$/.test(bits)));
};

/**
 * TRUST_PROXY: `true` would trust every hop, so the leftmost X-Forwarded-For entry, which the client
 * writes, would become its address. It is read as one hop (one proxy in front) with a warning.
 */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy; warning: string | null } {
  const v = (raw ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return { value: false, warning: null };
  if (v === 'true') {
    return {
      value: 1,
      warning: "TRUST_PROXY=true would trust every X-Forwarded-For hop; read as 1 (one proxy in front). Set a hop count or the proxies' addresses.",
    };
  }
  if (/^\d+$/.test(v)) {
    const n = Number(v);
    if (n > 10) throw new Error('Invalid environment: TRUST_PROXY: a hop count is at most 10');
    return { value: n, warning: null };
  }
  const list = v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  const bad = list.filter((x) => !proxyEntryOk(x));
  if (bad.length) throw new Error(`Invalid environment: TRUST_PROXY: not a hop count nor proxy addresses/CIDRs: ${bad.join(', ')}`);
  return { value: list, warning: null };
}

/**
 * Without AUTH_SECRET, production (npm start on one machine) keeps a random secret in the data
 * folder so it survives restarts; several processes must share AUTH_SECRET instead.
 */
function authSecretFallback(env: string, dataDir: string): string {
  if (env !== 'production') return 'dev-only-auth-secret-not-for-production';
  const file = path.join(dataDir, 'auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString('hex');
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return fs.readFileSync(file, 'utf8').trim(); // another process wrote it first
    }
  }
}

// SMS and captcha providers (issue 33, sms-captcha): a driver that lacks a setting stops start-up here, naming it.
type Env = z.infer<typeof envSchema>;

/** `host` (https) or a full URL such as http://127.0.0.1:8080 (the tests' stubs). */
export function parseEndpoint(name: string, raw: string): { protocol: 'http' | 'https'; host: string } {
  if (!raw.includes('://')) return { protocol: 'https', host: raw };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Invalid environment: ${name}: not a host name nor a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`Invalid environment: ${name}: only http or https`);
  return { protocol: url.protocol === 'http:' ? 'http' : 'https', host: url.host };
}

function requireSettings(driver: string, e: Env, names: (keyof Env)[]) {
  const missing = names.filter((n) => e[n] === undefined || e[n] === '');
  if (missing.length) throw new Error(`Invalid environment: ${driver} needs ${missing.join(', ')}`);
}

const CODE_SCENES = ['LOGIN', 'LEAD', 'LOGOFF', 'STEPUP'] as const;

function smsProviderConfig(e: Env) {
  const templates = {
    LOGIN: e.SMS_TEMPLATE_LOGIN ?? e.SMS_TEMPLATE_CODE,
    LEAD: e.SMS_TEMPLATE_LEAD ?? e.SMS_TEMPLATE_CODE,
    LOGOFF: e.SMS_TEMPLATE_LOGOFF ?? e.SMS_TEMPLATE_CODE,
    STEPUP: e.SMS_TEMPLATE_STEPUP ?? e.SMS_TEMPLATE_CODE,
  };
  const base = { timeoutMs: e.SMS_TIMEOUT_MS };
  if (e.SMS_DRIVER === 'local') return { driver: 'local' as const, ...base };
  const what = `SMS_DRIVER=${e.SMS_DRIVER}`;
  const keys: (keyof Env)[] =
    e.SMS_DRIVER === 'aliyun'
      ? ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET']
      : ['TENCENTCLOUD_SECRET_ID', 'TENCENTCLOUD_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID'];
  requireSettings(what, e, [...keys, 'SMS_SIGN_NAME', 'SMS_TEMPLATE_NOTICE']);
  const noTemplate = CODE_SCENES.filter((s) => !templates[s]);
  if (noTemplate.length) throw new Error(`Invalid environment: ${what} needs SMS_TEMPLATE_CODE (or ${noTemplate.map((s) => `SMS_TEMPLATE_${s}`).join(', ')})`);
  const common = {
    ...base,
    signName: e.SMS_SIGN_NAME!,
    templates: templates as Record<(typeof CODE_SCENES)[number], string>,
    noticeTemplate: e.SMS_TEMPLATE_NOTICE!,
    noticeTemplates: Object.fromEntries(
      SMS_NOTICE_KINDS.flatMap((k) => {
        const id = e[`SMS_TEMPLATE_NOTICE_${k}`];
        return id ? [[k, id]] : [];
      }),
    ) as Partial<Record<SmsNoticeKind, string>>,
  };
  if (e.SMS_DRIVER === 'aliyun') {
    return {
      driver: 'aliyun' as const,
      ...common,
      accessKeyId: e.ALIYUN_SMS_ACCESS_KEY_ID!,
      accessKeySecret: e.ALIYUN_SMS_ACCESS_KEY_SECRET!,
      endpoint: parseEndpoint('ALIYUN_SMS_ENDPOINT', e.ALIYUN_SMS_ENDPOINT),
    };
  }
  return {
    driver: 'tencent' as const,
    ...common,
    secretId: e.TENCENTCLOUD_SECRET_ID!,
    secretKey: e.TENCENTCLOUD_SECRET_KEY!,
    sdkAppId: e.TENCENT_SMS_SDK_APP_ID!,
    region: e.TENCENT_SMS_REGION,
    endpoint: parseEndpoint('TENCENT_SMS_ENDPOINT', e.TENCENT_SMS_ENDPOINT),
  };
}
export type SmsProviderConfig = ReturnType<typeof smsProviderConfig>;

function captchaProviderConfig(e: Env) {
  if (e.CAPTCHA_DRIVER === 'slider') return { driver: 'slider' as const };
  requireSettings('CAPTCHA_DRIVER=tencent', e, [
    'TENCENTCLOUD_SECRET_ID',
    'TENCENTCLOUD_SECRET_KEY',
    'TENCENT_CAPTCHA_APP_ID',
    'TENCENT_CAPTCHA_APP_SECRET_KEY',
  ]);
  const appId = Number(e.TENCENT_CAPTCHA_APP_ID);
  if (!Number.isSafeInteger(appId) || appId <= 0) throw new Error('Invalid environment: TENCENT_CAPTCHA_APP_ID: the CaptchaAppId is a number');
  const scriptOrigin = new URL(e.TENCENT_CAPTCHA_SCRIPT_URL).origin;
  const extra = e.TENCENT_CAPTCHA_CSP_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => {
      try {
        return new URL(o).origin;
      } catch {
        throw new Error(`Invalid environment: TENCENT_CAPTCHA_CSP_ORIGINS: not an origin: ${o}`);
      }
    });
  return {
    driver: 'tencent' as const,
    appId,
    appSecretKey: e.TENCENT_CAPTCHA_APP_SECRET_KEY!,
    secretId: e.TENCENTCLOUD_SECRET_ID!,
    secretKey: e.TENCENTCLOUD_SECRET_KEY!,
    endpoint: parseEndpoint('TENCENT_CAPTCHA_ENDPOINT', e.TENCENT_CAPTCHA_ENDPOINT),
    timeoutMs: e.CAPTCHA_TIMEOUT_MS,
    scriptUrl: e.TENCENT_CAPTCHA_SCRIPT_URL,
    /** What the page CSP allows beside 'self' while this driver is on. */
    cspOrigins: [...new Set([scriptOrigin, ...extra])],
  };
}
export type CaptchaProviderConfig = ReturnType<typeof captchaProviderConfig>;
// End of SMS and captcha providers.

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<z.input<typeof envSchema>> = {}) {
  const parsed = envSchema.safeParse({ ...env, ...overrides });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${issues}`);
  }
  const e = parsed.data;
  // Only the origin: a trailing slash or path in the setting must not double up in joined URLs.
  const publicOrigin = new URL(e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT || 3000}`).origin;
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) throw new Error('Invalid environment: DATABASE_READ_URL (a replica of PostgreSQL) needs DATABASE_URL');
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    /** Public reads on this replica while it keeps up (decision 066). */
    databaseRead: e.DATABASE_READ_URL ? { url: e.DATABASE_READ_URL, maxLagSeconds: e.DATABASE_READ_MAX_LAG_SECONDS } : null,
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL,
    responseCacheBytes: Math.round(e.RESPONSE_CACHE_MB * 1024 * 1024),
    seedScale: e.SEED_SCALE,
    webBuildDir: e.WEB_BUILD_DIR,
    uploadDir: e.UPLOAD_DIR ?? path.join(e.DATA_DIR, 'uploads'),
    trustProxy: trustProxy.value,
    /** Logged once at start (config has no logger). */
    trustProxyWarning: trustProxy.warning,
    maintenance: e.MAINTENANCE_MODE,
    metricsToken: e.METRICS_TOKEN,
    // SMS and captcha providers (issue 33, sms-captcha).
    sms: smsProviderConfig(e),
    captcha: captchaProviderConfig(e),
    authSecret: e.AUTH_SECRET ?? authSecretFallback(e.NODE_ENV, e.DATA_DIR),
    smsReplyToken: e.SMS_REPLY_TOKEN,
    smsLimits: { phoneDaily: e.SMS_PHONE_DAILY_LIMIT, ipHourly: e.SMS_IP_HOURLY_LIMIT },
    adminBootstrapPassword: e.ADMIN_BOOTSTRAP_PASSWORD,
    adminRequireTotp: e.ADMIN_REQUIRE_TOTP,
    publicOrigin,
    approvalApiBase: e.APPROVAL_API_BASE ?? `${publicOrigin}/api/approval`,
    migrationsDir: path.join(repoRoot, 'apps/api/drizzle'),
    ...wechatS3Config(e, publicOrigin),
    payments: loadPaymentsConfig({ ...env, ...overrides }, publicOrigin),
    // Background jobs (pg-boss, decision 039).
    jobs: {
      enabled: e.JOBS === 'on',
      pollSeconds: e.JOBS_POLL_SECONDS,
      maintenanceSeconds: e.JOBS_MAINTENANCE_SECONDS,
      expireSeconds: e.JOBS_EXPIRE_SECONDS,
      stopTimeoutMs: e.JOBS_STOP_TIMEOUT_MS,
    },
    map: mapSettings(e),
    site: {
      phone: e.SITE_PHONE,
      email: e.SITE_EMAIL,
      licenceNo: e.SITE_LICENCE_NO,
      icpNo: e.SITE_ICP_NO,
      policeNo: e.SITE_POLICE_NO,
      company: e.SITE_COMPANY,
      qr: {
        miniProgram: e.SITE_QR_MINI_PROGRAM,
        app: e.SITE_QR_APP,
        officialAccount: e.SITE_QR_OFFICIAL_ACCOUNT,
      },
      contractUrl: e.SITE_CONTRACT_URL,
    },
    // ---- Live chat (issue 34) ----
    live: { channelPrefix: e.LIVE_CHANNEL_PREFIX, memberPerMinute: e.CHAT_MEMBER_PER_MINUTE, socketsPerMember: e.CHAT_SOCKETS_PER_MEMBER },
    // ——— storefront ———
    storefront: { autoConfirmDays: e.STOREFRONT_AUTO_CONFIRM_DAYS },
  };
}
