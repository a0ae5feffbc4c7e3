import { Redis } from 'ioredis';
import { randomId } from './crypto.js';

/**
 * Who a live frame is for: one member (all their open pages), one operator, every consultant in
 * the console (the shared queue), or the admins.
 */
export type LiveTarget = `member:${number}` | `operator:${number}` | 'consultants' | 'admins';

/** An open socket as the hub sees it. */
export interface LiveSocket {
  send(text: string): void;
}

/**
 * Live pushes to open pages (chat messages, read receipts, "your lead moved"). Each process holds
 * its own sockets; with REDIS_URL every frame also goes through one Redis pub/sub channel, so a
 * frame published in process A reaches a socket held by process B. Without Redis one process
 * delivers to its own sockets only, which is the whole site.
 */
export class LiveHub {
  private sockets = new Map<LiveTarget, Set<LiveSocket>>();
  private readonly self = randomId(12);
  private pub: Redis | null = null;
  private sub: Redis | null = null;
  readonly ready: Promise<void>;
  private readonly channel: string;

  constructor(opts: { redisUrl?: string; channelPrefix: string; onError: (err: unknown) => void }) {
    this.channel = `${opts.channelPrefix}live`;
    if (!opts.redisUrl) {
      this.ready = Promise.resolve();
      return;
    }
    const options = { maxRetriesPerRequest: 2, enableOfflineQueue: true };
    this.pub = new Redis(opts.redisUrl, options);
    this.sub = new Redis(opts.redisUrl, options);
    this.pub.on('error', opts.onError);
    this.sub.on('error', opts.onError);
    this.ready = this.sub.subscribe(this.channel).then(
      () => undefined,
      (err: unknown) => opts.onError(err),
    );
    this.sub.on('message', (_channel: string, message: string) => {
      // "<process id> <targets comma-separated>\n<frame JSON>"
      const nl = message.indexOf('\n');
      const [from, targets] = message.slice(0, nl).split(' ');
      if (from === this.self || !targets) return;
      this.deliver(targets.split(',') as LiveTarget[], message.slice(nl + 1));
    });
    const onError = opts.onError;
    this.publishRemote = (targets, text) => {
      this.pub?.publish(this.channel, `${this.self} ${targets.join(',')}\n${text}`).catch(onError);
    };
  }

  private publishRemote: (targets: LiveTarget[], text: string) => void = () => {};

  /** Registers a socket under its targets; answers the function that removes it. */
  attach(socket: LiveSocket, targets: LiveTarget[]): () => void {
    for (const t of targets) {
      let set = this.sockets.get(t);
      if (!set) this.sockets.set(t, (set = new Set()));
      set.add(socket);
    }
    return () => {
      for (const t of targets) {
        const set = this.sockets.get(t);
        set?.delete(socket);
        if (set?.size === 0) this.sockets.delete(t);
      }
    };
  }

  /** How many sockets this process holds for a target. */
  count(target: LiveTarget): number {
    return this.sockets.get(target)?.size ?? 0;
  }

  /** Sends a frame to every socket of the targets, here and (with Redis) in every other process. */
  publish(targets: LiveTarget[], frame: unknown) {
    const text = JSON.stringify(frame);
    this.deliver(targets, text);
    this.publishRemote(targets, text);
  }

  private deliver(targets: LiveTarget[], text: string) {
    // A socket under two of the targets (an admin is also a consultant) gets the frame once.
    const seen = new Set<LiveSocket>();
    for (const t of targets) {
      for (const s of this.sockets.get(t) ?? []) {
        if (seen.has(s)) continue;
        seen.add(s);
        try {
          s.send(text);
        } catch {
          // A socket closing under us: its close handler detaches it.
        }
      }
    }
  }

  async close() {
    await Promise.all([this.sub, this.pub].filter((r): r is Redis => r !== null).map((r) => r.quit().catch(() => r.disconnect())));
  }
}
