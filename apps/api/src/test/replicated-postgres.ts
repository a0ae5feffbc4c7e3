import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './redis.js';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 server binaries (the postgresql-15 package). */
export const PG_BIN = '/usr/lib/postgresql/15/bin';
const TOOLS = ['initdb', 'pg_ctl', 'pg_basebackup', 'pg_dump', 'psql', 'postgres'];

/** The server refuses to run as root: as root, its commands run as the `postgres` OS user. */
const asRoot = process.getuid?.() === 0;

/** What this machine lacks to run a primary and a replica of its own (empty when nothing). */
export function replicatedPostgresMissing(): string[] {
  const missing = TOOLS.filter((t) => !fs.existsSync(path.join(PG_BIN, t))).map((t) => `${PG_BIN}/${t}`);
  if (asRoot && spawnSync('id', ['-u', 'postgres']).status !== 0) missing.push('the postgres OS user');
  if (asRoot && spawnSync('runuser', ['--help']).error) missing.push('runuser');
  return missing;
}

/** A server command, as the postgres user when we are root. */
function serverCommand(tool: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(PG_BIN, tool), ...args]] : [path.join(PG_BIN, tool), args];
}

async function server(tool: string, args: string[]) {
  const [cmd, argv] = serverCommand(tool, args);
  await run(cmd, argv, { timeout: 60_000 });
}

export interface ReplicatedPostgres {
  primaryUrl: string;
  replicaUrl: string;
  /** Holds the replica's replay: it keeps what it has and falls behind the primary. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops the replica at once (as a crash would). */
  stopReplica(): Promise<void>;
  /** Stops both servers and removes their data; safe to call twice and after a failed start. */
  stop(): Promise<void>;
}

/**
 * A primary of its own (initdb, WAL for replication, its own port) holding a copy of `source` (a
 * database on another server, copied with pg_dump), and a hot standby of it made with
 * `pg_basebackup -R`, streaming from it. Both live in one temporary folder that `stop` removes.
 */
export async function startReplicatedPostgres(source: string): Promise<ReplicatedPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shp-replica-'));
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  const started: string[] = [];
  let stopped = false;
  const stopSync = () => {
    for (const data of started.splice(0).reverse()) {
      const [cmd, argv] = serverCommand('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      spawnSync(cmd, argv, { stdio: 'ignore', timeout: 30_000 });
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // A worker that dies mid-run must not leave servers behind.
  const onExit = () => stopSync();
  process.once('exit', onExit);
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', onExit);
    stopSync();
  };
  try {
    if (asRoot) {
      const uid = Number(spawnSync('id', ['-u', 'postgres']).stdout.toString());
      const gid = Number(spawnSync('id', ['-g', 'postgres']).stdout.toString());
      fs.chownSync(dir, uid, gid);
    }
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    await server('initdb', ['-D', primaryDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    fs.appendFileSync(
      path.join(primaryDir, 'postgresql.conf'),
      ['wal_level = replica', 'max_wal_senders = 4', 'hot_standby = on', 'fsync = off', 'full_page_writes = off', ''].join('\n'),
    );
    fs.appendFileSync(path.join(primaryDir, 'pg_hba.conf'), 'host replication postgres 127.0.0.1/32 trust\n');
    const start = async (data: string, port: number) => {
      await server('pg_ctl', ['-D', data, '-l', `${data}.log`, '-w', '-t', '60', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start']);
      started.push(data);
    };
    await start(primaryDir, primaryPort);
    const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/shp`;
    const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/shp`;
    await sql(`postgres://postgres@127.0.0.1:${primaryPort}/postgres`, 'create database shp');
    await run(
      'bash',
      ['-o', 'pipefail', '-c', `"${PG_BIN}/pg_dump" --no-owner --no-privileges "$1" | "${PG_BIN}/psql" -q -v ON_ERROR_STOP=1 "$2"`, 'copy', source, primaryUrl],
      {
        timeout: 120_000,
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    await server('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
    await start(replicaDir, replicaPort);
    return {
      primaryUrl,
      replicaUrl,
      pauseReplay: async () => void (await sql(replicaUrl, 'select pg_wal_replay_pause()')),
      resumeReplay: async () => void (await sql(replicaUrl, 'select pg_wal_replay_resume()')),
      stopReplica: async () => {
        await server('pg_ctl', ['-D', replicaDir, '-m', 'immediate', '-w', 'stop']);
        started.splice(started.indexOf(replicaDir), 1);
      },
      stop,
    };
  } catch (err) {
    const logs = ['primary', 'replica']
      .map((n) => path.join(dir, `${n}.log`))
      .filter((f) => fs.existsSync(f))
      .map((f) => `${path.basename(f)}:\n${fs.readFileSync(f, 'utf8').slice(-2000)}`);
    await stop();
    throw new Error(`replicated PostgreSQL did not start: ${(err as Error).message}\n${logs.join('\n')}`);
  }
}

/** One statement on its own connection. */
export async function sql<R extends pg.QueryResultRow = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}
