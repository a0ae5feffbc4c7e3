import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ChatServerFrame } from '@shp/contracts';

type Listener = (frame: ChatServerFrame) => void;

/** Waits between reconnects: quick at first, then at most every 30 s. */
const BACKOFF_MS = [1000, 2000, 5000, 10_000, 30_000];

/**
 * One live socket per path and page (member pages share one, the console another), open while
 * anything listens. The session cookie (or the operator's) authenticates it. It reconnects by
 * itself; while it is down `connected` is false and the callers fall back to polling.
 */
class LiveConnection {
  private ws: WebSocket | null = null;
  private listeners = new Set<Listener>();
  private stateListeners = new Set<() => void>();
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  connected = false;

  constructor(private readonly path: string) {}

  subscribe(l: Listener): () => void {
    this.listeners.add(l);
    if (this.listeners.size === 1) this.open();
    return () => {
      this.listeners.delete(l);
      if (this.listeners.size === 0) this.shut();
    };
  }

  onState(l: () => void): () => void {
    this.stateListeners.add(l);
    return () => this.stateListeners.delete(l);
  }

  /** Sends a frame if the socket is open; answers false otherwise (send through the call instead). */
  send(frame: unknown): boolean {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN || !this.connected) return false;
    this.ws.send(JSON.stringify(frame));
    return true;
  }

  /** After a login or logout the socket must speak for the new session. */
  restart() {
    if (this.listeners.size === 0) return;
    this.shut();
    this.open();
  }

  private setConnected(v: boolean) {
    if (this.connected === v) return;
    this.connected = v;
    for (const l of this.stateListeners) l();
  }

  private open() {
    if (typeof WebSocket === 'undefined' || this.ws) return;
    const url = `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${this.path}`;
    const ws = new WebSocket(url);
    this.ws = ws;
    ws.onmessage = (e) => {
      let frame: ChatServerFrame;
      try {
        frame = JSON.parse(String(e.data)) as ChatServerFrame;
      } catch {
        return;
      }
      if (frame.type === 'ready') {
        this.attempts = 0;
        this.setConnected(true);
      }
      for (const l of [...this.listeners]) l(frame);
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.setConnected(false);
      if (this.listeners.size === 0) return;
      const wait = BACKOFF_MS[Math.min(this.attempts, BACKOFF_MS.length - 1)];
      this.attempts += 1;
      this.timer = setTimeout(() => {
        this.timer = null;
        if (this.listeners.size) this.open();
      }, wait);
    };
  }

  private shut() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const ws = this.ws;
    this.ws = null;
    this.setConnected(false);
    ws?.close();
  }
}

const connections = new Map<string, LiveConnection>();
/** The page's connection to a live path (CHAT_SOCKET_PATHS.member or .operator). */
export function liveConnection(path: string): LiveConnection {
  let c = connections.get(path);
  if (!c) connections.set(path, (c = new LiveConnection(path)));
  return c;
}

/**
 * Listens to the live frames of `path` while `enabled` (a signed-in member, an operator): chat
 * messages, read receipts and `event` frames ("your lead moved"), so a feature can refresh its
 * queries without a reload. Answers whether the socket is up (false: poll instead).
 */
export function useLiveEvents(path: string, onFrame: Listener, enabled = true): { connected: boolean; send: (frame: unknown) => boolean } {
  const handler = useRef(onFrame);
  handler.current = onFrame;
  useEffect(() => {
    if (!enabled) return;
    return liveConnection(path).subscribe((f) => handler.current(f));
  }, [path, enabled]);
  const connected = useSyncExternalStore(
    (cb) => liveConnection(path).onState(cb),
    () => enabled && liveConnection(path).connected,
    () => false,
  );
  return { connected, send: (frame) => liveConnection(path).send(frame) };
}
