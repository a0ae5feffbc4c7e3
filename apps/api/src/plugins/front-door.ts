import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyRequest, FastifyServerFactory, preParsingHookHandler } from 'fastify';
import proxyAddr from '@fastify/proxy-addr';
import secureJson from 'secure-json-parse';
import { CHANNEL_CODE, wrapperFieldsSchema } from '@shp/contracts';
import type { TrustProxy } from '../config.js';
import { trustFunction, type TrustFn } from '../lib/trust-proxy.js';
import { levelEnabled } from '../lib/log-redaction.js';
import { preferredEncoding, type CachePolicy, type ContentEncoding, type ResponseCache } from '../lib/response-cache.js';

/**
 * Cached answers served at the door (decision 013). A repeated public read is answered from the
 * response cache by the HTTP server's own request listener, before Fastify's routing, hooks and
 * reply: on this machine that per-request pipeline cost more than the answer (a hit typically
 * 54–66 µs of server CPU through Fastify, a plain Node listener writing the same 2 KB answer 22–25).
 *
 * It may only answer what the full path would answer the same way, so it is narrow on purpose:
 * - only POST calls registered with a cache policy, at their exact path;
 * - only a JSON body of known length (at most MAX_BODY bytes), no Content-Encoding;
 * - only a request whose `data` and `pageParam` were already validated and answered by the full
 *   path: the full path records an alias from the raw values to the validated cache key, so the
 *   door never decides what is valid input. The wrapper fields are checked with their contract
 *   schema here, since the web client sends a new `time` and `traceId` on every call;
 * - never for a caller with any credential on an 'anonymous' scope call;
 * - never while the server is closing (Fastify answers 503 then).
 * - a body the door has answered once is known again by its text without parsing it, once the
 *   two wrapper fields our web client changes on every call are set aside (`stableText`,
 *   decision 025): parsing and re-serialising a 200-byte body was a third of a hit's server time.
 * At info level it writes the same completed-request line as the full path (`logWith`).
 * Everything else goes to Fastify; a body the door read is handed back through the route's
 * preParsing hook (`replayBody`), so nothing is read twice and nothing is lost.
 */

/** Larger bodies are no public read's; they go to Fastify unread. */
const MAX_BODY = 16 * 1024;
/** Aliases kept at most; the oldest is dropped first. Each is a short string to a cache key. */
const MAX_ALIASES = 20_000;
/** Known body texts kept at most per route (`DoorRoute.texts`); the oldest is dropped first. */
const MAX_TEXTS = 5_000;

const kBody = Symbol('shp.frontDoorBody');
type HeldRequest = IncomingMessage & { [kBody]?: Buffer };

interface DoorRoute {
  path: string;
  policy: CachePolicy;
  /** Body texts (`stableText`) this route has answered at the door, to the cache key they read. */
  texts: Map<string, string>;
}

/**
 * How our web client opens every body (api-client.ts buildWrapper): the channel, then a new `time`
 * and `traceId` on each call. Only at the very start of the text, so they are members of the
 * top-level object, and only in forms the wrapper schema accepts and JSON allows (a whole number
 * without a leading zero, 32 letters and digits), so what they are replaced by is always valid.
 */
const VOLATILE_HEAD = new RegExp(`^\\{"channelCode":"${CHANNEL_CODE}","time":(?:0|[1-9]\\d{0,14}),"traceId":"[0-9a-zA-Z]{32}",`);
const STABLE_HEAD = `{"channelCode":"${CHANNEL_CODE}",`;

/**
 * The body's text with a leading `time` and `traceId` set aside. Two bodies with the same stable
 * text differ at most in those two values, each valid, so one parses to what the other does but
 * for them: an answer the door gave for one (after the full checks) is the other's answer too.
 */
export function stableText(text: string): string {
  const head = VOLATILE_HEAD.exec(text);
  return head ? STABLE_HEAD + text.slice(head[0].length) : text;
}

/**
 * JSON.parse turns an overflowing number into Infinity, which JSON.stringify writes as null: such
 * a body must not share an alias with one holding a real null. The full path checks its values
 * (replacer); the door checks the text, which is cheaper than a reviver (≈ 1 µs a body): a JSON
 * number (after `:`, `,` or `[`) overflows only with a three-digit exponent or over 308 digits.
 * Text inside a string that merely looks so goes to Fastify, which is only slower.
 */
const MAY_OVERFLOW = /[:,[]\s*-?\d+(?:\.\d+)?[eE]\+?\d{3}|[:,[]\s*-?\d{309}/;

function finiteOnly(_key: string, value: unknown) {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError('non-finite number');
  return value;
}

/** The same string for the same JSON values: what an alias is keyed by. */
function rawKey(path: string, pageParam: unknown, data: unknown, replacer?: typeof finiteOnly): string {
  return `${path}\n${JSON.stringify(pageParam, replacer)}\n${JSON.stringify(data, replacer)}`;
}

/** JSON as browsers and our client send it; any other spelling or charset is Fastify's to judge. */
const JSON_TYPE = /^application\/json(?:;\s*charset=utf-8)?$/i;

function isJsonType(contentType: string | undefined): boolean {
  return contentType !== undefined && JSON_TYPE.test(contentType);
}

/** Any credential the full path reads (ops.ts tokenFromRequest / operatorTokenFromRequest). */
function carriesCredential(req: IncomingMessage): boolean {
  const h = req.headers;
  if (h['member-token'] || h['wic-token'] || h.token || h.authorization || h['admin-token']) return true;
  const cookie = h.cookie;
  // Conservative: any cookie named like a token sends the request the full way.
  return cookie !== undefined && /token=/i.test(cookie);
}


export class FrontDoor {
  private routes = new Map<string, DoorRoute>();
  private log: FastifyBaseLogger | null = null;
  private trust: TrustFn | false = false;
  private lineId = 0;
  private aliases = new Map<string, string>();
  private closed = false;
  /** Answers given at the door (tests, diagnostics). */
  answered = 0;
  /** Of those, answers found by the body's stable text, without parsing it (tests, diagnostics). */
  answeredByText = 0;

  /**
   * @param headers the call header set every JSON answer carries (security-headers.ts).
   * @param enabled false when the response cache is off.
   */
  constructor(
    private readonly cache: ResponseCache,
    private readonly headers: readonly (readonly [string, string])[],
    readonly enabled: boolean,
  ) {}

  /**
   * The app's logger: at info level each answer at the door writes the line the full path writes
   * (`CompletedRequestLog`), with the same request fields worked out the way Fastify does.
   */
  logWith(log: FastifyBaseLogger, trustProxy: TrustProxy) {
    this.log = levelEnabled(log, 'info') ? log : null;
    this.trust = trustFunction(trustProxy);
  }

  /** A cached POST operation the door may answer. */
  route(path: string, policy: CachePolicy) {
    if (this.enabled) this.routes.set(path, { path, policy, texts: new Map() });
  }

  /**
   * Called by the full path once it has answered a validated, cacheable POST from the cache's
   * `key`: the same `data` and `pageParam` may be answered at the door from now on. An alias
   * never goes stale: it names a validated input, not an answer; a cleared or expired answer is a
   * miss at the door and computed again by the full path.
   */
  remember(path: string, body: unknown, key: string) {
    if (!this.enabled || !this.routes.has(path) || typeof body !== 'object' || body === null) return;
    const { data, pageParam } = body as { data?: unknown; pageParam?: unknown };
    let alias: string;
    try {
      alias = rawKey(path, pageParam, data, finiteOnly);
    } catch {
      return;
    }
    if (this.aliases.get(alias) === key) return;
    this.aliases.delete(alias);
    this.aliases.set(alias, key);
    if (this.aliases.size > MAX_ALIASES) this.aliases.delete(this.aliases.keys().next().value as string);
  }

  /** The paths the door may answer (tests, diagnostics). */
  paths(): string[] {
    return [...this.routes.keys()];
  }

  /** From preClose on, every request goes to Fastify, which answers 503 while closing. */
  close() {
    this.closed = true;
  }

  /** Fastify's serverFactory: a plain HTTP server, set up the way Fastify sets up its own. */
  serverFactory(): FastifyServerFactory {
    return (handler, options) => {
      // Fastify types these loosely; they are the numbers it gives its own server.
      const o = options as { http?: http.ServerOptions; keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number; maxRequestsPerSocket?: number };
      const server = http.createServer(o.http ?? {}, this.listener(handler as RequestListener));
      if (o.keepAliveTimeout !== undefined) server.keepAliveTimeout = o.keepAliveTimeout;
      if (o.requestTimeout !== undefined) server.requestTimeout = o.requestTimeout;
      server.setTimeout(o.connectionTimeout ?? 0);
      if (o.maxRequestsPerSocket) server.maxRequestsPerSocket = o.maxRequestsPerSocket;
      return server;
    };
  }

  /** The route's preParsing hook: the body the door already read, as the stream Fastify parses. */
  readonly replayBody: preParsingHookHandler = (request, _reply, payload, done) => {
    const raw = request.raw as HeldRequest;
    const held = raw[kBody];
    if (!held) return done(null, payload);
    raw[kBody] = undefined;
    const stream = Readable.from([held], { objectMode: false }) as Readable & { receivedEncodedLength?: number };
    stream.receivedEncodedLength = held.length;
    done(null, stream);
  };

  private listener(next: RequestListener): RequestListener {
    return (req, res) => {
      if (this.closed || req.method !== 'POST') return next(req, res);
      const route = this.routes.get(req.url ?? '');
      if (!route) return next(req, res);
      const length = Number(req.headers['content-length']);
      if (!(length > 0 && length <= MAX_BODY) || !isJsonType(req.headers['content-type']) || req.headers['content-encoding'] !== undefined) return next(req, res);
      if (route.policy.scope === 'anonymous' && carriesCredential(req)) return next(req, res);
      const started = this.log ? performance.now() : 0;
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
      });
      // A client gone mid-body: nothing to answer; Node closes the socket.
      req.on('error', () => res.destroy());
      req.on('end', () => {
        const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size);
        if (this.answer(route, req, res, body)) {
          if (this.log) this.writeLine(req, started);
          return;
        }
        (req as HeldRequest)[kBody] = body;
        next(req, res);
      });
    };
  }

  /** The full path's 'request completed' line (requestLogSerializer's fields, Fastify's ip and host). */
  private writeLine(req: IncomingMessage, started: number) {
    let ip = req.socket.remoteAddress;
    let host = req.headers.host;
    if (this.trust) {
      ip = proxyAddr(req, this.trust);
      const forwarded = req.headers['x-forwarded-host'];
      if (forwarded) host = String(forwarded).split(',').at(-1)?.trim();
    }
    this.lineId = (this.lineId + 1) & 0x7fffffff;
    // The fields the app's req serializer reads of a Fastify request, nothing else.
    const request = { method: req.method, url: req.url, host, ip, socket: req.socket } as unknown as FastifyRequest;
    this.log?.info({ reqId: `door-${this.lineId.toString(36)}`, req: request, res: { statusCode: 200 }, responseTime: performance.now() - started }, 'request completed');
  }

  /** Writes the cached answer and returns true, or returns false having written nothing. */
  private answer(route: DoorRoute, req: IncomingMessage, res: ServerResponse, body: Buffer): boolean {
    const text = body.toString('utf8');
    const stable = stableText(text);
    const known = route.texts.get(stable);
    if (known !== undefined && this.send(req, res, known)) {
      this.answeredByText += 1;
      return true;
    }
    // Unknown, or its answer expired or was cleared: the full checks, which may find the answer
    // under a newer key, or leave it to the full path.
    if (MAY_OVERFLOW.test(text)) return false;
    let parsed: unknown;
    try {
      // Fastify's own JSON parser and settings: what it refuses (`__proto__`, `constructor`
      // keys), the door never answers.
      parsed = secureJson.parse(text, null, { protoAction: 'error', constructorAction: 'error' });
    } catch {
      return false;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return false;
    const key = this.aliases.get(rawKey(route.path, (parsed as { pageParam?: unknown }).pageParam, (parsed as { data?: unknown }).data));
    if (key === undefined) return false;
    const wrapper = wrapperFieldsSchema.safeParse(parsed);
    if (!wrapper.success) return false;
    if (route.policy.scope === 'anonymous' && wrapper.data.token) return false;
    if (!this.send(req, res, key)) return false;
    route.texts.set(stable, key);
    if (route.texts.size > MAX_TEXTS) route.texts.delete(route.texts.keys().next().value as string);
    return true;
  }

  /** Writes the cached answer of `key` in the encoding asked for and returns true, or writes nothing. */
  private send(req: IncomingMessage, res: ServerResponse, key: string): boolean {
    let encoding: ContentEncoding | null = null;
    if (req.headers['x-no-compression'] === undefined && req.headers['accept-encoding'] !== undefined) {
      encoding = preferredEncoding(req.headers['accept-encoding']);
      // Offered something else only (deflate, identity): the compress plugin's choice, not ours.
      if (!encoding) return false;
    }
    // Expired, evicted or cleared since the alias was made: the full path computes it again.
    if (this.cache.get(key) === undefined) return false;
    const encoded = encoding ? this.cache.encoded(key, encoding) : undefined;
    const bytes = encoded ?? this.cache.utf8(key);
    // No encoded copy of an answer below the compress threshold: both paths send it as it is.
    if (!bytes) return false;
    for (const [name, value] of this.headers) res.setHeader(name, value);
    res.setHeader('x-cache', 'hit');
    res.setHeader('content-type', 'application/json; charset=utf-8');
    if (encoded && encoding) {
      res.setHeader('content-encoding', encoding);
      res.setHeader('vary', 'accept-encoding');
    }
    res.setHeader('content-length', bytes.length);
    res.end(bytes);
    this.answered += 1;
    return true;
  }
}
