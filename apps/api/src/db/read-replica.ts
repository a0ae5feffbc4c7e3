import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { databaseReads } from '../lib/metrics.js';

/**
 * Public reads on a streaming replica (DATABASE_READ_URL, decision 066).
 *
 * Services hold one `Db` bound at registration; what they are given is a drizzle instance over the
 * primary's pool seen through `routedPool`. Every statement of drizzle (query builders, relational
 * queries, `execute`, `$count`) reaches the pool's `query`, and every transaction its `connect`, so
 * the choice is made there, per statement, from the call's scope (`ReadRouting.run`): no module
 * needs to know which server answers it.
 *
 * Outside a scope (start-up, jobs, page routes, the caller lookup) everything goes to the primary.
 * In a scope that may read the replica, a statement goes there only when it reads and the replica
 * is up, not lagging beyond the bound, and has replayed the caller's last write and the last
 * content change. A write, a transaction, or a statement the replica refuses as read-only goes to
 * the primary, and so does everything after it in the same call (its own writes are then visible).
 * Nothing is ever written on the replica: a standby refuses writes, and its sessions are read-only.
 */

/** What the routing knows of one operation call. */
export interface ReadScope {
  /** The call may read the replica: a public read that has not written. */
  replica: boolean;
  /** The replica must have replayed this far (the caller's last write) before it answers. */
  minLsn: bigint;
  /** The call wrote (or opened a transaction) on the primary. */
  wrote: boolean;
}

export interface ReplicaState {
  /** The last probe reached the replica and found it a standby. */
  up: boolean;
  /** Seconds of the primary's history the replica has not replayed (null while unknown). */
  lagSeconds: number | null;
  /** Public reads go to the replica (up, and not lagging beyond the bound). */
  serving: boolean;
  /** Why public reads are not served there (null while they are). */
  reason: 'not probed yet' | 'unreachable' | 'not a standby' | 'lagging' | null;
}

export interface ReadRoutingOptions {
  primary: pg.Pool;
  readUrl: string;
  poolSize: number;
  /** Beyond this lag public reads go to the primary. */
  maxLagSeconds: number;
  /** How often the replica's replay position is read. */
  probeMs?: number;
}

/** An LSN as PostgreSQL prints it (`16/B374D848`) as a number; null for anything else. */
export function parseLsn(text: string | null | undefined): bigint | null {
  const m = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text ?? '');
  if (!m) return null;
  return (BigInt(`0x${m[1]}`) << 32n) | BigInt(`0x${m[2]}`);
}

export function formatLsn(lsn: bigint): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}

/** Beyond every real position: the caller reads the primary until the mark expires. */
export const LSN_UNKNOWN = 0xffffffffffffffffn;

/** Leading blanks, comments and parentheses before a statement's first word. */
const LEADING = /^(?:\s+|--[^\n]*\n?|\/\*[\s\S]*?\*\/|\()*/;
/** A read that takes a lock or changes state, which a standby refuses or would not share with the primary. */
const SIDE_EFFECTS =
  /\bfor\s+(?:update|share|no\s+key\s+update|key\s+share)\b|\b(?:nextval|setval|pg_advisory\w*|pg_notify|set_config|txid_current|pg_current_xact_id)\s*\(/i;
const DATA_CHANGE = /\b(?:insert\s+into|update\s+\S+\s+set|delete\s+from|merge\s+into)\b/i;

/**
 * Whether a statement only reads. Unsure means no: a read sent to the primary costs nothing
 * wrong, a write sent to a standby is refused (and then retried on the primary).
 */
export function isReadStatement(text: string): boolean {
  const body = text.replace(LEADING, '');
  const word = /^[a-z]+/i.exec(body)?.[0].toLowerCase();
  if (word === 'select' || word === 'values' || word === 'table' || word === 'show') return !SIDE_EFFECTS.test(body);
  if (word === 'with') return !SIDE_EFFECTS.test(body) && !DATA_CHANGE.test(body);
  return false;
}

/** SQLSTATEs: read_only_sql_transaction; a standby cancelling a query that conflicts with replay. */
const READ_ONLY = '25006';
const REPLAY_CONFLICT = '40001';

/** The replica cannot answer now (down, restarting, unreachable): the primary answers instead. */
function replicaUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  const code = e?.code ?? '';
  if (code === REPLAY_CONFLICT || code.startsWith('08') || code.startsWith('57P')) return true;
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH'].includes(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(e?.message ?? '');
}

/** A write refused by the replica's read-only state. */
const refusedAsReadOnly = (err: unknown) => (err as { code?: string } | null)?.code === READ_ONLY;

type QueryArgs = Parameters<pg.Pool['query']>;

function statementText(arg: unknown): string | null {
  if (typeof arg === 'string') return arg;
  if (arg && typeof arg === 'object' && typeof (arg as { text?: unknown }).text === 'string') return (arg as { text: string }).text;
  return null;
}

/** One reading of where the replica stands. */
interface Sample {
  at: number;
  primaryLsn: bigint;
}

export class ReadRouting {
  private readonly scopes = new AsyncLocalStorage<ReadScope>();
  private readonly replica: pg.Pool;
  /** Its own connection: the probe never queues behind reads, and reads never show its statement. */
  private readonly probeClient: pg.Pool;
  private readonly primary: pg.Pool;
  private readonly maxLagMs: number;
  private readonly timer: NodeJS.Timeout;
  private probing: Promise<void> | null = null;
  private samples: Sample[] = [];
  private replayLsn = 0n;
  private state: ReplicaState = { up: false, lagSeconds: null, serving: false, reason: 'not probed yet' };
  /** Content changed: public reads wait for the replica to pass the primary's position after it. */
  private fenceLsn = 0n;
  /** A change whose position is not read yet: probes started after `fenceRequested` resolve it. */
  private fenceRequested = 0;
  private probeSeq = 0;
  private closed = false;
  /** The pool services see: reads of a public call may go to the replica, all else to the primary. */
  readonly routedPool: pg.Pool;

  constructor(opts: ReadRoutingOptions) {
    this.primary = opts.primary;
    this.maxLagMs = opts.maxLagSeconds * 1000;
    // Read-only sessions as well as a standby: a read URL that names a writable server still takes no write.
    const replicaOptions = { connectionString: opts.readUrl, connectionTimeoutMillis: 1000, options: '-c default_transaction_read_only=on' };
    this.replica = new pg.Pool({ ...replicaOptions, max: opts.poolSize, application_name: 'shp-read' });
    this.probeClient = new pg.Pool({ ...replicaOptions, max: 1, application_name: 'shp-read-probe' });
    for (const pool of [this.replica, this.probeClient]) {
      pool.on('error', () => {});
      pool.on('connect', (client) => client.on('error', () => {}));
    }
    this.routedPool = this.route(opts.primary);
    const probeMs = opts.probeMs ?? 1000;
    this.timer = setInterval(() => void this.probe(), probeMs);
    this.timer.unref();
    void this.probe();
  }

  /** Runs one operation call in its scope. */
  run<T>(scope: ReadScope, fn: () => Promise<T>): Promise<T> {
    // Awaited inside the scope: a drizzle builder returned as it is runs only when awaited.
    return this.scopes.run(scope, async () => await fn());
  }

  /** Where the replica stands, for /healthz and metrics. */
  status(): ReplicaState {
    return { ...this.state };
  }

  /** The primary's WAL position now: a caller who wrote reads the primary until the replica passes it. */
  async primaryLsn(): Promise<bigint> {
    const { rows } = await this.primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    return parseLsn(rows[0]?.lsn) ?? LSN_UNKNOWN;
  }

  /**
   * Content changed (an operator's edit, here or relayed from another process): until the replica
   * has replayed what the primary holds after it, public reads go to the primary, so the response
   * cache is never refilled from a replica that still has the old content.
   */
  fence() {
    this.fenceRequested = this.probeSeq + 1;
  }

  /** Waits for the probe in flight (tests read the state after it). */
  async settle(): Promise<void> {
    await this.probing;
  }

  async close() {
    this.closed = true;
    clearInterval(this.timer);
    await this.probing?.catch(() => {});
    await Promise.all([this.replica.end(), this.probeClient.end()]);
  }

  /** A public read may be answered by the replica now, for a caller who needs it at `minLsn`. */
  private fresh(minLsn: bigint): boolean {
    if (!this.state.serving || this.fenceRequested > 0) return false;
    return this.replayLsn >= minLsn && this.replayLsn >= this.fenceLsn;
  }

  private probe(): Promise<void> {
    if (this.probing || this.closed) return this.probing ?? Promise.resolve();
    const seq = ++this.probeSeq;
    this.probing = this.readPositions(seq).finally(() => {
      this.probing = null;
    });
    return this.probing;
  }

  private async readPositions(seq: number) {
    const at = Date.now();
    let primaryLsn: bigint;
    try {
      primaryLsn = await this.primaryLsn();
    } catch {
      return; // the primary is down: nothing is served anyway, and /healthz says so
    }
    // This probe began after the change was committed: its primary position covers the change.
    if (this.fenceRequested > 0 && seq >= this.fenceRequested) {
      this.fenceLsn = primaryLsn > this.fenceLsn ? primaryLsn : this.fenceLsn;
      this.fenceRequested = 0;
    }
    this.samples.push({ at, primaryLsn });
    this.samples = this.samples.filter((s) => at - s.at <= this.maxLagMs + 10_000);
    try {
      const { rows } = await withTimeout(
        this.probeClient.query<{ standby: boolean; replay: string | null }>('select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replay'),
        Math.max(1000, this.maxLagMs),
      );
      const replay = parseLsn(rows[0]?.replay);
      if (!rows[0]?.standby || replay === null) {
        this.state = { up: true, lagSeconds: null, serving: false, reason: 'not a standby' };
        return;
      }
      this.replayLsn = replay;
      // The replica holds everything the primary held at the latest sample its replay has passed.
      const caughtUpTo = this.samples.filter((s) => s.primaryLsn <= replay).reduce((t, s) => Math.max(t, s.at), -Infinity);
      const lagMs = Number.isFinite(caughtUpTo) ? Math.max(0, at - caughtUpTo) : null;
      const lagging = lagMs === null || lagMs > this.maxLagMs;
      this.state = {
        up: true,
        lagSeconds: lagMs === null ? null : Math.round(lagMs / 100) / 10,
        serving: !lagging,
        reason: lagging ? 'lagging' : null,
      };
    } catch {
      this.state = { up: false, lagSeconds: null, serving: false, reason: 'unreachable' };
    }
  }

  /**
   * A write goes to the primary, and so does the rest of the call: it reads what it wrote. (Some
   * public reads write on purpose, such as a detail's view count.)
   */
  private noteWrite(scope: ReadScope) {
    scope.wrote = true;
    scope.replica = false;
  }

  private route(primary: pg.Pool): pg.Pool {
    const query = (...args: QueryArgs) => {
      const scope = this.scopes.getStore();
      const text = statementText(args[0]);
      if (!scope) return primary.query(...args);
      // Callback forms and prepared objects without text are not drizzle's: the primary answers them.
      if (text === null || typeof args[args.length - 1] === 'function') {
        this.noteWrite(scope);
        return primary.query(...args);
      }
      if (!isReadStatement(text)) {
        this.noteWrite(scope);
        return primary.query(...args);
      }
      if (!scope.replica || !this.fresh(scope.minLsn)) {
        if (scope.replica) databaseReads.inc({ target: 'primary' });
        return primary.query(...args);
      }
      databaseReads.inc({ target: 'replica' });
      return (this.replica.query(...args) as unknown as Promise<unknown>).catch((err: unknown) => {
        if (refusedAsReadOnly(err)) {
          this.noteWrite(scope);
          return primary.query(...args);
        }
        if (!replicaUnavailable(err)) throw err;
        // Until the next probe finds it again: the reads after this one do not wait on it.
        this.state = { up: false, lagSeconds: null, serving: false, reason: 'unreachable' };
        databaseReads.inc({ target: 'fallback' });
        return primary.query(...args);
      });
    };
    const connect = (...args: Parameters<pg.Pool['connect']>) => {
      // A transaction reads and writes on one connection: always the primary's.
      const scope = this.scopes.getStore();
      if (scope) this.noteWrite(scope);
      return primary.connect(...args);
    };
    // drizzle takes the pool for what it is (`instanceof Pool` decides how it opens transactions):
    // the proxy keeps the primary's identity and changes only where statements go.
    return new Proxy(primary, {
      get(target, prop) {
        if (prop === 'query') return query;
        if (prop === 'connect') return connect;
        const value: unknown = Reflect.get(target, prop, target);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  }
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('replica probe timed out')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
