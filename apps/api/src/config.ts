import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The only module that reads the environment. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
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
  SMS_DRIVER: z.enum(['local']).default('local'),
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
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
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
    smsDriver: e.SMS_DRIVER,
    authSecret: e.AUTH_SECRET ?? authSecretFallback(e.NODE_ENV, e.DATA_DIR),
    smsLimits: { phoneDaily: e.SMS_PHONE_DAILY_LIMIT, ipHourly: e.SMS_IP_HOURLY_LIMIT },
    adminBootstrapPassword: e.ADMIN_BOOTSTRAP_PASSWORD,
    adminRequireTotp: e.ADMIN_REQUIRE_TOTP,
    publicOrigin,
    approvalApiBase: e.APPROVAL_API_BASE ?? `${publicOrigin}/api/approval`,
    migrationsDir: path.join(repoRoot, 'apps/api/drizzle'),
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
  };
}
