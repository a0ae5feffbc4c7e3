import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

/**
 * A mainland mobile number standing alone in a text (not part of a longer digit run); right
 * after a URL escape such as %22 or %3A counts as standing alone.
 */
const PHONE_IN_TEXT = /(?<=^|\D|%[0-9A-Fa-f]{2})1[3-9]\d{9}(?!\d)/g;

/** Masks every mobile number in a text like 138****8000 (decision 008: no raw phone in logs). */
export const maskPhonesInText = (text: string) => text.replace(PHONE_IN_TEXT, (p) => `${p.slice(0, 3)}****${p.slice(7)}`);

/**
 * Query keys whose value is a credential: session tokens under any of their names, captcha
 * tickets, SMS codes, passwords, and the SMS and captcha providers' keys and signatures
 * (AccessKeyId, AccessKeySecret, SecretId, SecretKey, AppSecretKey, Signature). Matched on the key as decoded, in any case.
 */
const SECRET_KEY =
  /(token|ticket|randstr|secret|passw(or)?d|pwd|verifycode|identifyingcode|smscode|pollsecret|session|sid|^code|accesskeyid|secretid|secretkey|signature)$/i;
/** A long run of token characters standing alone anywhere in the URL (a path segment, an unnamed value). */
const TOKEN_LIKE = /(?<=^|[/=&?;,:"']|%[0-9A-Fa-f]{2})[A-Za-z0-9_-]{32,}(?=$|[/&?#;,."']|%)/g;

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

/**
 * A URL as it may be logged: values of credential keys replaced by `[redacted]`, long token-like
 * runs anywhere replaced the same way, and mobile numbers masked (decision 008).
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  let out = url;
  if (q >= 0) {
    const query = url
      .slice(q + 1)
      .split('&')
      .map((pair) => {
        const eq = pair.indexOf('=');
        const key = eq < 0 ? pair : pair.slice(0, eq);
        return eq >= 0 && SECRET_KEY.test(safeDecode(key)) ? `${key}=[redacted]` : pair;
      })
      .join('&');
    out = `${url.slice(0, q)}?${query}`;
  }
  return maskPhonesInText(out.replace(TOKEN_LIKE, '[redacted]'));
}

/**
 * The request line Fastify logs, with credentials and phones left out: GET calls carry their
 * data in the query string, and the test-only SMS routes take a phone there.
 */
export function requestLogSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * One log line per request, when it completes, carrying the request (method, URL with phones
 * masked, address) beside the status and time. Fastify's default writes two, on arrival and on
 * completion, and the URL only on the first; on a cached read the extra line costs about as much as
 * the answer. A request that
 * never completes still shows through the error handler's own line.
 */
export class CompletedRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    // The line's object is built only when it will be written (production runs at warn).
    else if (levelEnabled(reply.log, 'info')) reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** pino's default levels; the site defines no others. */
const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };
type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

export function levelEnabled(logger: FastifyBaseLogger, level: Level): boolean {
  return LEVELS[level] >= (LEVELS[logger.level] ?? 0);
}

/**
 * A request's logger (`request.log`), made into a pino child only when the request writes a line
 * at an enabled level. Fastify makes a child with the request id for every request; in production
 * (level warn) almost none ever logs, yet each child is an object, a bindings string and garbage on
 * every request (decision 012).
 * Lines that are written carry the same bindings as Fastify's own child.
 */
export class LazyRequestLogger implements FastifyBaseLogger {
  #real: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  private get real(): FastifyBaseLogger {
    this.#real ??= this.parent.child(this.bindings);
    return this.#real;
  }

  get level(): string {
    return (this.#real ?? this.parent).level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  // pino's LogFn has overloads a forwarding rest parameter cannot name one by one.
  private write(level: Level, args: unknown[]) {
    if (!levelEnabled(this, level)) return;
    (this.real[level] as (...a: unknown[]) => void)(...args);
  }

  // Methods on the prototype, not per-instance arrow functions: one object per request, nothing more.
  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: routes with their own log level or serializers get a child at once. */
export function lazyRequestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  if (options.level !== undefined || options.serializers !== undefined) return logger.child(bindings, options);
  return new LazyRequestLogger(logger, bindings);
}
