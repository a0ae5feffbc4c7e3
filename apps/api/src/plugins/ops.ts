import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ErrorText,
  ResultCode,
  SELLER_ROLE,
  SESSION_COOKIE,
  ServerText,
  REPORT_GRADES,
  pageParamSchema,
  requestEnvelope,
  storableInputSchema,
  wrapperFieldsSchema,
  type OpDef,
  type OpInput,
  type OpOutput,
  type PageParam,
  type InvalidInputData,
} from '@shp/contracts';
import { AppError, forbidden, unauthorized } from '../lib/errors.js';
import { onContentChange } from '../lib/content-events.js';
import { relayContentChanges } from '../lib/content-events-relay.js';
import { preferredEncoding, type CachePolicy, type ResponseCache } from '../lib/response-cache.js';
import { cacheLookups } from '../lib/metrics.js';
import type { AuthMember, AuthOperator, CallContext, MemberCallContext } from '../lib/call-context.js';
import { findMemberByToken } from '../modules/auth/session.repository.js';
import { cookieMaySpeak, isTokenMarker, secureCookie } from '../modules/auth/session-cookie.js';
import { findOperatorByToken } from '../modules/admin-auth/operator-session.repository.js';
import { formatLsn, LSN_UNKNOWN, parseLsn, type ReadRouting, type ReadScope } from '../db/read-replica.js';

/** Operations whose caller is always a signed-in member by the time the handler runs. */
type MemberAccess = 'member' | 'seller' | 'report';

/** What a handler of `T` is given: the member is non-null for member, seller and report operations. */
export type OpContext<T extends OpDef> = T['access'] extends MemberAccess ? MemberCallContext : CallContext;

export type OpHandler<T extends OpDef> = (
  input: z.output<T['input']>,
  ctx: OpContext<T>,
  http: { request: FastifyRequest; reply: FastifyReply } | null,
) => Promise<z.input<T['output']>>;

/** Headers that may carry a member token (SPEC §7: member-token; the member platform's two). */
const TOKEN_HEADERS = ['member-token', 'wic-token', 'token'] as const;

/**
 * The caller's member token, in order: a header, a bearer, the envelope (API clients that hold the
 * token), then the HttpOnly session cookie (browsers: decision 029), which
 * speaks for a state-changing call only when it cannot be cross-site. A marker (what page code
 * holds in the `token` cookie) is never a credential. The page-readable `token` cookie is not read.
 */
export function tokenFromRequest(request: FastifyRequest, envelopeToken?: string): string | null {
  for (const h of TOKEN_HEADERS) {
    const v = request.headers[h];
    if (typeof v === 'string' && v && !isTokenMarker(v)) return v;
  }
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ') && !isTokenMarker(auth.slice(7))) return auth.slice(7);
  if (envelopeToken && !isTokenMarker(envelopeToken)) return envelopeToken;
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie && cookieMaySpeak(request, request.server.config) ? cookie : null;
}

/** Whether the caller presents a login of any kind (a marker too): a failed lookup is then a lapsed session. */
function presentsLogin(request: FastifyRequest, envelopeToken: unknown): boolean {
  return Boolean(
    request.headers['member-token'] ||
    request.headers['wic-token'] ||
    request.cookies?.[SESSION_COOKIE] ||
    (typeof envelopeToken === 'string' && envelopeToken),
  );
}

/** Query keys that would carry a member's or an operator's credential. */
const QUERY_TOKEN_KEYS = new Set(['token', 'member-token', 'wic-token', 'wictoken', 'admintoken', 'admin-token', 'access_token', SESSION_COOKIE]);

/**
 * Credentials never travel in a URL (it is logged, cached, sent on as Referer and kept in
 * history): a request holding one in its query string is refused, whatever the address.
 */
export function refuseTokenInQuery(request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) {
  const q = request.url.indexOf('?');
  if (q >= 0) {
    const query = request.query as Record<string, unknown> | undefined;
    for (const [k, v] of Object.entries(query ?? {})) {
      if (QUERY_TOKEN_KEYS.has(k.toLowerCase()) && v !== '' && v !== undefined) {
        return done(new AppError(ResultCode.BUSINESS, '登录凭证不能放在网址中，请通过请求头发送', 400));
      }
    }
  }
  done();
}

/** The operator cookie (HttpOnly, SameSite) and header; a member token is never read for operators. */
export const OPERATOR_COOKIE = 'adminToken';
export const OPERATOR_HEADER = 'admin-token';

export function operatorTokenFromRequest(request: FastifyRequest): string | null {
  const h = request.headers[OPERATOR_HEADER];
  if (typeof h === 'string' && h) return h;
  return request.cookies?.[OPERATOR_COOKIE] || null;
}

/** At most this many fields are named in one refusal: enough for any form, bounded for junk input. */
const MAX_FIELDS_NAMED = 20;

/** Our schemas carry Chinese messages; Zod's English defaults get a generic Chinese one with the field. */
function issueMessage(issue: z.core.$ZodIssue, where: string): string {
  if (/[\u4e00-\u9fa5]/.test(issue.message)) return issue.message;
  return `${ServerText.INVALID_INPUT}${where ? `：${where}` : ''}`;
}

/**
 * Turns a Zod failure into the refusal a person and a client can act on: msg is the first issue's
 * own text, data names every field at fault (`invalidInputDataSchema`).
 */
export function invalidInput(error: z.ZodError, inData: boolean): AppError {
  const fields: InvalidInputData['fields'] = [];
  const seen = new Set<string>();
  for (const issue of error.issues) {
    // An envelope's path starts at its own keys; a field inside `data` is named without the prefix.
    // `data` itself at fault (missing, null, not an object) is named as the wrapper field it is.
    const path = inData || issue.path[0] !== 'data' || issue.path.length === 1 ? issue.path : issue.path.slice(1);
    const field = path.map(String).join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    fields.push({ field, message: issueMessage(issue, field) });
    if (fields.length === MAX_FIELDS_NAMED) break;
  }
  const msg = fields[0]?.message ?? ServerText.INVALID_INPUT;
  return new AppError(ResultCode.BUSINESS, msg, 400, { fields } satisfies InvalidInputData);
}

/** The page a call without `pageParam` reads (the schema's defaults), worked out once. */
const DEFAULT_PAGE: Readonly<PageParam> = Object.freeze(pageParamSchema.parse({}));

/** Validated input: equal inputs written differently (key order, defaults, spaces) share an entry. */
function cacheKey(op: OpDef, pageParam: PageParam | undefined, data: unknown): string {
  const page = pageParam ?? DEFAULT_PAGE;
  return `${op.method} ${op.path}\n${page.pageNum},${page.pageSize}\n${JSON.stringify(data)}`;
}

interface CachedBody {
  hit: boolean;
  text: string;
  key: string;
}

function checkAccess(op: OpDef, member: AuthMember | null, operator: AuthOperator | null) {
  if (op.access === 'public') return;
  if (op.access === 'operator') {
    if (!operator) throw unauthorized('请先登录运营后台');
    if (op.operatorRoles && !op.operatorRoles.includes(operator.role)) throw forbidden('当前角色无权执行此操作');
    return;
  }
  if (!member) throw unauthorized(ErrorText.LOGIN_TIMEOUT);
  if (op.access === 'seller' && !member.roles.includes(SELLER_ROLE)) throw forbidden(ErrorText.NO_SELLER_PERMISSION);
  if (op.access === 'report' && !(REPORT_GRADES as readonly string[]).includes(member.gradeCode)) {
    throw forbidden(ServerText.VIP_ONLY);
  }
}

/**
 * The caller's last write (an HttpOnly cookie, so it holds across processes): their reads go to the
 * primary until the replica has replayed it. Its value only ever sends reads to the primary.
 */
const WRITE_MARK_COOKIE = 'shp_lsn';

/**
 * One registry for every operation: HTTP routes and in-process calls (SSR loaders)
 * run the same validation, access check and handler.
 */
export class OpRegistry {
  // Keyed by method and path: the web build carries its own copy of the contract objects.
  private handlers = new Map<string, { op: OpDef; handler: OpHandler<OpDef>; cache?: CachePolicy }>();
  /** Serialised answers of the operations registered with a `cache` policy. */
  readonly cache: ResponseCache;

  constructor(
    private app: FastifyInstance,
    cache: ResponseCache,
  ) {
    this.cache = cache;
    app.addHook('onRequest', refuseTokenInQuery);
    // Operators' changes show at once: any content change drops every cached answer (changes are
    // rare; working out which answers a change touches is not worth the risk of missing one).
    // With a read replica, public reads also wait until it has replayed the change (decision 066).
    const off = onContentChange(() => {
      this.cache.clear();
      app.db.reads?.fence();
    });
    // Several processes: their caches learn of each other's changes through Redis.
    const relay = app.config.redisUrl ? relayContentChanges(app.config.redisUrl, (err) => app.log.warn({ err }, 'content change relay')) : null;
    app.addHook('onClose', async () => {
      off();
      await relay?.close();
    });
  }

  /**
   * `options.cache`: serve the answer from the response cache for `ttlSeconds` (public operations
   * only). The handler of a cached operation runs as an anonymous caller and must not read
   * `ctx.wrapper`, `ctx.ip` or `ctx.userAgent`, nor write anything a later call would see.
   */
  register<T extends OpDef>(op: T, handler: OpHandler<T>, options: { cache?: CachePolicy } = {}) {
    const key = `${op.method} ${op.path}`;
    if (this.handlers.has(key)) throw new Error(`Operation registered twice: ${key}`);
    if (options.cache && (op.access !== 'public' || op.binary)) throw new Error(`Only public JSON operations can be cached: ${key}`);
    this.handlers.set(key, { op, handler: handler as unknown as OpHandler<OpDef>, cache: options.cache });
    const policy = options.cache;
    const envelope = requestEnvelope(op.input);
    const toJson = (s: z.ZodType, io: 'input' | 'output') =>
      z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as Record<string, unknown>;
    const reqSchema = op.method === 'GET' ? { querystring: toJson(wrapperFieldsSchema, 'input') } : { body: toJson(envelope, 'input') };
    this.app.route({
      method: op.method,
      url: op.path,
      schema: {
        summary: op.summary,
        tags: [op.path.split('/').slice(-2, -1)[0] ?? 'api'],
        ...reqSchema,
        ...(op.binary ? {} : { response: { 200: toJson(z.object({ code: z.union([z.number(), z.string()]), msg: z.string(), data: op.output }), 'output') } }),
      },
      handler: async (request, reply) => {
        const raw = op.method === 'GET' ? splitQuery(request.query) : request.body;
        // Who asks is settled before what they ask: a caller without access to an operation gets its
        // 401/403, not a lesson in its input rules (a member probing an operator call got 400s).
        const admitted = op.access === 'public' ? null : await this.admit(op, request, raw);
        const parsed = envelope.safeParse(raw ?? {});
        if (!parsed.success) throw invalidInput(parsed.error, false);
        const { data, pageParam, ...wrapper } = parsed.data as { data: unknown; pageParam?: PageParam } & Record<string, unknown>;
        const token = tokenFromRequest(request, wrapper.token as string | undefined);
        if (policy && this.cacheable(policy, request, token)) {
          const body = await this.cached(op, policy, data, pageParam, request);
          reply.header('x-cache', body.hit ? 'hit' : 'miss').type('application/json; charset=utf-8');
          // A stored answer is compressed once, not on every hit (the compress plugin leaves a
          // reply that already has a Content-Encoding alone).
          const encoding = request.headers['x-no-compression'] === undefined ? preferredEncoding(request.headers['accept-encoding']) : null;
          const encoded = encoding ? this.cache.encoded(body.key, encoding) : undefined;
          if (encoding && encoded) return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(encoded);
          // Evicted between the lookup and here (a burst of other keys): send the text we hold.
          return reply.send(this.cache.utf8(body.key) ?? body.text);
        }
        const ctx = admitted ? { ...admitted, pageParam: pageParam ?? { ...DEFAULT_PAGE }, wrapper } : await this.context(request, token, pageParam, wrapper);
        const result = await this.run(op, data, ctx, { request, reply });
        if (op.binary) return reply;
        return { code: op.successCode ?? ResultCode.SUCCESS, msg: '成功', data: result };
      },
    });
  }

  /** Every registered operation (fuzzing, docs, sitemaps). */
  list(): OpDef[] {
    return [...this.handlers.values()].map((h) => h.op);
  }

  /** In-process call for server-side rendering: no HTTP, same rules. */
  async call<T extends OpDef>(op: T, input: OpInput<T>, opts: { request: FastifyRequest; pageParam?: Partial<PageParam> }): Promise<OpOutput<T>> {
    const registered = this.handlers.get(`${op.method} ${op.path}`);
    if (!registered) throw new Error(`No handler for ${op.method} ${op.path}`);
    // Loaders pass query-string text straight in: the envelope's refusal of unstorable text holds here too.
    const storable = storableInputSchema.safeParse(input);
    if (!storable.success) throw invalidInput(storable.error, true);
    const parsedInput = registered.op.input.safeParse(input ?? {});
    if (!parsedInput.success) throw invalidInput(parsedInput.error, true);
    const pageParam = pageParamSchema.parse(opts.pageParam ?? {});
    const token = tokenFromRequest(opts.request);
    if (registered.cache && this.cacheable(registered.cache, opts.request, token)) {
      const body = await this.cached(registered.op, registered.cache, parsedInput.data, pageParam, opts.request);
      return (JSON.parse(body.text) as { data: OpOutput<T> }).data;
    }
    const ctx = await this.context(opts.request, token, pageParam, {});
    return this.run(registered.op, parsedInput.data, ctx, null, opts.request) as Promise<OpOutput<T>>;
  }

  /** The caller of a non-public operation, found and checked before its input is read. */
  private async admit(op: OpDef, request: FastifyRequest, raw: unknown): Promise<CallContext> {
    // The envelope's own token, if it looks like one; a malformed envelope is refused after this.
    const own = raw !== null && typeof raw === 'object' ? (raw as { token?: unknown }).token : undefined;
    const envelopeToken = typeof own === 'string' && own.length <= 256 ? own : undefined;
    const ctx = await this.context(request, tokenFromRequest(request, envelopeToken), undefined, {});
    checkAccess(op, ctx.member, ctx.operator);
    return ctx;
  }

  /** 'anonymous' answers differ for a signed-in caller: any credential bypasses the cache. */
  private cacheable(policy: CachePolicy, request: FastifyRequest, token: string | null): boolean {
    if (!this.cache.enabled) return false;
    return policy.scope === 'public' || (!token && !operatorTokenFromRequest(request));
  }

  /**
   * The envelope string of a cached operation, keyed on the op and its validated input; on a miss
   * it is computed as a visitor would get it (no member, no operator, no wrapper fields).
   */
  private async cached(op: OpDef, policy: CachePolicy, data: unknown, pageParam: PageParam | undefined, request: FastifyRequest): Promise<CachedBody> {
    const key = cacheKey(op, pageParam, data);
    const hit = this.cache.get(key);
    cacheLookups.inc({ result: hit === undefined ? 'miss' : 'hit' });
    if (hit !== undefined) return { hit: true, text: hit, key };
    const page = pageParam ?? DEFAULT_PAGE;
    const text = await this.cache.getOrCompute(key, policy.ttlSeconds, async () => {
      const ctx: CallContext = { member: null, token: null, operator: null, pageParam: { ...page }, wrapper: {}, ip: request.ip, userAgent: '' };
      const result = await this.run(op, data, ctx, null, request);
      return JSON.stringify({ code: op.successCode ?? ResultCode.SUCCESS, msg: '成功', data: result });
    });
    return { hit: false, text, key };
  }

  private async context(
    request: FastifyRequest,
    token: string | null,
    pageParam: PageParam | undefined,
    wrapper: Record<string, unknown>,
  ): Promise<CallContext> {
    const member = token ? await findMemberByToken(this.app.db.db, token) : null;
    const operatorToken = operatorTokenFromRequest(request);
    const operator = operatorToken ? await findOperatorByToken(this.app.db.db, operatorToken) : null;
    return {
      member,
      token: member ? token : null,
      lapsedToken: !member && (Boolean(token) || presentsLogin(request, wrapper.token)),
      operator,
      pageParam: pageParam ?? { ...DEFAULT_PAGE },
      wrapper,
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 256),
    };
  }

  private async run(
    op: OpDef,
    input: unknown,
    ctx: CallContext,
    http: { request: FastifyRequest; reply: FastifyReply } | null,
    request: FastifyRequest | null = http?.request ?? null,
  ) {
    const registered = this.handlers.get(`${op.method} ${op.path}`);
    if (!registered) throw new Error(`No handler for ${op.method} ${op.path}`);
    checkAccess(op, ctx.member, ctx.operator);
    const reads = this.app.db.reads;
    const handle = () => registered.handler(input, ctx, http);
    const result = await (reads ? this.routed(reads, op, request, http?.reply ?? null, handle) : handle());
    if (op.binary) return result;
    // The contract is the only shape that leaves the server: unknown keys are stripped.
    return op.output.parse(result);
  }

  /**
   * Runs a handler where its statements are routed (db/read-replica.ts): the replica may answer a
   * public read (`retry`: an idempotent read by contract), the primary answers everything else. Any
   * other call that wrote marks its caller with the primary's position after the write; a public
   * read's own bookkeeping (a view count) is nothing the caller waits to see.
   */
  private async routed<T>(reads: ReadRouting, op: OpDef, request: FastifyRequest | null, reply: FastifyReply | null, handle: () => Promise<T>): Promise<T> {
    const publicRead = op.access === 'public' && op.retry === true;
    const scope: ReadScope = { replica: publicRead, minLsn: parseLsn(request?.cookies?.[WRITE_MARK_COOKIE]) ?? 0n, wrote: false };
    try {
      return await reads.run(scope, handle);
    } finally {
      if (scope.wrote && !publicRead && request && reply && !reply.sent) {
        const lsn = await reads.primaryLsn().catch(() => LSN_UNKNOWN);
        const config = this.app.config;
        // Past the lag bound the replica is not read at all, so the mark need not outlive it.
        reply.setCookie(WRITE_MARK_COOKIE, formatLsn(lsn), {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookie(request, config),
          maxAge: (config.databaseRead?.maxLagSeconds ?? 0) + 5,
        });
      }
    }
  }
}

/** GET carries the wrapper and the data fields side by side as query parameters (SPEC §7). */
function splitQuery(query: unknown) {
  const q = { ...(query as Record<string, unknown>) };
  const wrapperKeys = Object.keys(wrapperFieldsSchema.shape);
  const wrapper: Record<string, unknown> = {};
  for (const k of wrapperKeys) {
    if (k in q) {
      wrapper[k] = q[k];
      delete q[k];
    }
  }
  let pageParam: Record<string, unknown> | undefined;
  if ('pageNum' in q || 'pageSize' in q) {
    pageParam = { pageNum: q.pageNum, pageSize: q.pageSize };
    delete q.pageNum;
    delete q.pageSize;
  }
  return { ...wrapper, data: q, ...(pageParam ? { pageParam } : {}) };
}
