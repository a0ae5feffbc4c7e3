import { spawn } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';

/** A TCP port nothing listens on now (for a throwaway server of a test). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A throwaway Redis (Debian's redis-server) for one test file, without persistence, answering once
 * this resolves. Tests that need Redis behaviour run against a real server, not a fake.
 */
export async function startThrowawayRedis(): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 100 });
  probe.on('error', () => {}); // refused until the server listens
  for (let i = 0; i < 50; i++) {
    try {
      await probe.connect();
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await probe.quit();
  return { url, stop: () => proc.kill('SIGTERM') };
}
