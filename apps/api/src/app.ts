import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import type { HelmetOptions } from 'helmet';
import { storageReadOrigins } from './lib/file-storage.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { OpRegistry, operatorTokenFromRequest } from './plugins/ops.js';
import { findOperatorByToken } from './modules/admin-auth/operator-session.repository.js';
import { unauthorized } from './lib/errors.js';
import { clientErrorHandler, frameworkErrors, notFound, registerErrorHandling } from './plugins/errors.js';
import { drainRequestsOnClose } from './plugins/drain.js';
import { securityHeaders } from './plugins/security-headers.js';
import { ResponseCache } from './lib/response-cache.js';
import { ssrPlugin } from './plugins/ssr.js';
import { mediaPlugin } from './plugins/media.js';
import { mapRoutes } from './modules/map/map.routes.js';
import { commonRoutes } from './modules/common/common.routes.js';
import { shopsRoutes } from './modules/shops/shops.routes.js';
import { mallsRoutes } from './modules/malls/malls.routes.js';
import { brandsRoutes } from './modules/brands/brands.routes.js';
import { spacesRoutes } from './modules/spaces/spaces.routes.js';
import { collectionsRoutes } from './modules/collections/collections.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { siteSelectionRoutes } from './modules/site-selection/site-selection.routes.js';
import { homeRoutes } from './modules/home/home.routes.js';
import { leadsRoutes } from './modules/leads/leads.routes.js';
import { cityRoutes } from './modules/city/city.routes.js';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth.routes.js';
import { adminLeadsRoutes } from './modules/admin-leads/admin-leads.routes.js';
import { adminJobsRoutes } from './modules/admin-jobs/admin-jobs.routes.js';
import { leadSlaRoutes } from './modules/lead-sla/lead-sla.routes.js';
import { jobsPlugin } from './plugins/jobs.js';
import { jobDefinitions } from './job-list.js';
import type { JobDefinition } from './lib/jobs.js';
import { adminContentRoutes } from './modules/admin-content/admin-content.routes.js';
import { adminMembersRoutes } from './modules/admin-members/admin-members.routes.js';
import { adminAuditRoutes } from './modules/admin-audit/admin-audit.routes.js';
import { messagesRoutes } from './modules/messages/messages.routes.js';
import { pointsRoutes } from './modules/points/points.routes.js';
import { memberBrandRoutes } from './modules/member-brand/member-brand.routes.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { proposalsRoutes } from './modules/proposals/proposals.routes.js';
import { appointmentsRoutes } from './modules/appointments/appointments.routes.js';
import { contractsRoutes } from './modules/contracts/contracts.routes.js';
import { businessReportRoutes } from './modules/business-report/business-report.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { consultantsRoutes } from './modules/consultants/consultants.routes.js';
import { cooperationRoutes } from './modules/cooperation/cooperation.routes.js';
import { merchantServicesRoutes } from './modules/merchant-services/merchant-services.routes.js';
import { franchiseRoutes } from './modules/franchise/franchise.routes.js';
import { conferencesRoutes } from './modules/conferences/conferences.routes.js';
import { chambersRoutes } from './modules/chambers/chambers.routes.js';
import { shareRoutes } from './modules/share/share.routes.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { memberRoutes } from './modules/member/member.routes.js';
import { agreementRoutes } from './modules/agreement/agreement.routes.js';
import { sellerRoutes } from './modules/seller/seller.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { memberOrdersRoutes } from './modules/member-orders/member-orders.routes.js';
import { storefrontRoutes } from './modules/storefront/storefront.routes.js';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { compareRoutes } from './modules/compare/compare.routes.js';
import { marketRoutes } from './modules/market/market.routes.js';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.js';
import { trustRoutes } from './modules/trust/trust.routes.js';
import { LiveHub } from './lib/live-events.js';
import { Redis } from 'ioredis';
import { metricsPlugin } from './plugins/metrics.js';
import { CompletedRequestLog, lazyRequestLogger, requestLogSerializer } from './lib/log-redaction.js';
import { trustFunction } from './lib/trust-proxy.js';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Serve pages and assets from the web build (off in API tests). */
  ssr?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Background jobs to run (default: job-list.ts); tests add their own. */
  jobs?: readonly JobDefinition[];
}

/** Domain modules, in one list so nothing registers by accident. */
const modules = [
  commonRoutes,
  compareRoutes,
  marketRoutes,
  homeRoutes,
  leadsRoutes,
  chatRoutes,
  cityRoutes,
  contentRoutes,
  consultantsRoutes,
  cooperationRoutes,
  merchantServicesRoutes,
  franchiseRoutes,
  conferencesRoutes,
  chambersRoutes,
  shareRoutes,
  analyticsRoutes,
  authRoutes,
  memberRoutes,
  agreementRoutes,
  messagesRoutes,
  pointsRoutes,
  memberOrdersRoutes,
  storefrontRoutes,
  memberBrandRoutes,
  uploadsRoutes,
  proposalsRoutes,
  appointmentsRoutes,
  contractsRoutes,
  businessReportRoutes,
  adminAuthRoutes,
  adminLeadsRoutes,
  adminJobsRoutes,
  leadSlaRoutes,
  adminContentRoutes,
  adminMembersRoutes,
  adminAuditRoutes,
  sellerRoutes,
  paymentsRoutes,
  shopsRoutes,
  mallsRoutes,
  brandsRoutes,
  spacesRoutes,
  collectionsRoutes,
  searchRoutes,
  siteSelectionRoutes,
  sitemapRoutes,
  mapRoutes,
  subscriptionsRoutes,
  trustRoutes,
];

/** Security headers of pages and calls (plugins/security-headers.ts). */
function securityOptions(config: Config): HelmetOptions {
  // Tencent captcha's popup: its script, frames, images and calls, only while that driver is on.
  const captcha = config.captcha.driver === 'tencent' ? config.captcha.cspOrigins : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Pages add their own per-answer nonce (plugins/ssr.ts); nothing else runs inline scripts.
        scriptSrc: ["'self'", ...captcha],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Stored files redirect to the bucket when STORAGE_DRIVER=s3 (decision 038); map tiles (decision 044)
        // come from the provider's hosts only when one is configured.
        imgSrc: ["'self'", 'data:', 'blob:', ...captcha, ...storageReadOrigins(config.storage), ...config.map.tileHosts],
        mediaSrc: ["'self'", 'blob:', ...storageReadOrigins(config.storage)],
        connectSrc: ["'self'", ...captcha, ...storageReadOrigins(config.storage)],
        frameSrc: ["'self'", ...captcha],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.trustProxy ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

function docsAccess(config: Config) {
  return (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    if (!config.isProduction) return done();
    const token = operatorTokenFromRequest(request);
    if (!token) return done(unauthorized('请先登录运营后台'));
    findOperatorByToken(request.server.db.db, token).then((operator) => done(operator ? undefined : unauthorized('请先登录运营后台')), done);
  };
}

export async function buildApp({ config, database, ssr = false, logStream, jobs = jobDefinitions }: AppOptions): Promise<FastifyInstance> {
  const helmetOptions = securityOptions(config);
  const cache = new ResponseCache({ maxBytes: config.responseCacheBytes });
  const app = Fastify({
    // Request lines are logged with phones masked (decision 008).
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, serializers: { req: requestLogSerializer }, ...(logStream ? { stream: logStream } : {}) },
    logController: new CompletedRequestLog(),
    childLoggerFactory: lazyRequestLogger,
    trustProxy: trustFunction(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Loading the server build can take longer than the 10 s default on a busy machine.
    pluginTimeout: 60_000,
    // Validation is ours (Zod, Chinese messages); the JSON schemas on routes are for the docs.
    ajv: { customOptions: { strict: false } },
    routerOptions: { ignoreTrailingSlash: true },
    // While closing, plugins/drain.ts answers new requests 503 with the SPEC envelope.
    return503OnClosing: false,
    // Refusals before routing (a URL that cannot be decoded, a request Node cannot parse) answer
    // like every other: the envelope or the error page, in Chinese (plugins/errors.ts).
    frameworkErrors,
    clientErrorHandler,
  });
  if (config.trustProxyWarning) app.log.warn(config.trustProxyWarning);
  // First, so its onRoute hook sees every route: close() then waits for handlers, not only sockets.
  drainRequestsOnClose(app);
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.decorate('config', config);
  app.decorate('db', database);
  app.decorate('ops', new OpRegistry(app, cache));
  registerErrorHandling(app);
  // Live pushes (chat, lead events) to open pages; through Redis when several processes serve the site.
  const live = new LiveHub({ redisUrl: config.redisUrl, channelPrefix: config.live.channelPrefix, onError: (err) => app.log.warn({ err }, 'live relay') });
  app.decorate('live', live);
  app.addHook('onClose', () => live.close());
  // Limits and the health check share one Redis connection; while it is down, limits use the database.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : null;
  redis?.on('error', (err) => app.log.warn({ err }, 'redis error'));
  app.decorate('redis', redis);
  // Limits start in Redis when it is there (up to 2 s); a Redis that is down does not hold up start-up.
  app.addHook('onReady', async () => {
    if (!redis || redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, 2000);
      redis.once('ready', done);
    });
  });
  app.addHook('onClose', async () => {
    await redis?.quit().catch(() => redis.disconnect());
  });
  await app.register(metricsPlugin);

  await app.register(cookie);
  await app.register(compress, { threshold: 1024 });
  await app.register(securityHeaders, helmetOptions);
  // Frames are small JSON (a message is at most 500 characters).
  await app.register(websocket, { options: { maxPayload: 8 * 1024 } });

  await app.register(swagger, {
    openapi: {
      info: { title: '商铺汇 API', version: '1.0.0', description: 'SPEC §7 calls: every answer is {code, msg, data}; success 10000.' },
    },
  });
  // The docs list every operation, operators' included: open in development, operators only in production.
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiHooks: { onRequest: docsAccess(config) } });

  // Before the modules: the queue console reads `app.jobs`; the engine itself starts once the app is ready.
  await app.register(jobsPlugin, { definitions: jobs });
  for (const mod of modules) await app.register(mod);
  await app.register(mediaPlugin);

  app.setNotFoundHandler(notFound);

  if (ssr) await app.register(ssrPlugin);
  return app;
}
