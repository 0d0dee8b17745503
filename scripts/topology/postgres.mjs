// PostgreSQL of the topology from Debian's server binaries: a primary with WAL archiving, a streaming replica
// made with pg_basebackup, and the clusters a drill restores. Each cluster has its own port and data folder;
// everything listens on 127.0.0.1 only. Run as root, the clusters belong to the `postgres` user (PostgreSQL
// refuses to run as root).
import { execFileSync } from 'node:child_process';
import { appendFileSync, chmodSync, chownSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ensureDebianPackage } from '../debian-package.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function findBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin/pg_ctl'))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : undefined;
}

export function postgresBinDir() {
  return ensureDebianPackage({ pkg: 'postgresql', find: findBinDir, purpose: 'The topology\'s PostgreSQL primary and replica' });
}

function owner() {
  if (!isRoot) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

/** A folder the clusters' user may write. */
export function ownedDir(dir) {
  mkdirSync(dir, { recursive: true });
  const o = owner();
  if (o) chownSync(dir, o.uid, o.gid);
  return dir;
}

/** Runs one of the server binaries as the clusters' user. */
export function pgRun(bin, args, opts = {}) {
  const exe = path.join(postgresBinDir(), bin);
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', exe, ...args]] : [exe, args];
  return execFileSync(cmd, argv, { stdio: opts.stdio ?? 'pipe', timeout: opts.timeoutMs ?? 120_000 }).toString();
}

function writeOwned(file, text, append = false) {
  (append ? appendFileSync : writeFileSync)(file, text);
  const o = owner();
  if (o) chownSync(file, o.uid, o.gid);
}

export class Cluster {
  constructor({ name, dataDir, port, logFile }) {
    Object.assign(this, { name, dataDir, port, logFile });
  }

  url(database = 'pensia') {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** Appends settings to postgresql.conf (the last value of a setting wins). */
  configure(settings) {
    const lines = Object.entries(settings).map(([k, v]) => `${k} = ${typeof v === 'number' ? v : `'${String(v).replaceAll("'", "''")}'`}\n`);
    writeOwned(path.join(this.dataDir, 'postgresql.conf'), `\n# topology\n${lines.join('')}`, true);
  }

  start() {
    pgRun('pg_ctl', ['start', '-w', '-t', '60', '-D', this.dataDir, '-l', this.logFile]);
  }

  /** `fast` rolls back the sessions and stops cleanly; `immediate` stops as a crash would. */
  stop(mode = 'fast') {
    if (!existsSync(path.join(this.dataDir, 'postmaster.pid'))) return;
    try {
      pgRun('pg_ctl', ['stop', '-w', '-t', '60', '-m', mode, '-D', this.dataDir]);
    } catch (e) {
      if (existsSync(path.join(this.dataDir, 'postmaster.pid'))) throw e;
    }
  }

  reload() {
    pgRun('pg_ctl', ['reload', '-D', this.dataDir]);
  }

  /** One statement as the administrator, on a connection of its own. */
  async query(text, params = [], database = 'pensia') {
    const client = new pg.Client({ connectionString: this.url(database), connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      return (await client.query(text, params)).rows;
    } finally {
      await client.end();
    }
  }
}

/** A new primary: initdb, WAL archived into `archiveDir`, replication allowed from 127.0.0.1, database `pensia`. */
export async function createPrimary({ dir, port, archiveDir }) {
  const dataDir = path.join(dir, 'primary');
  ownedDir(dir);
  ownedDir(archiveDir);
  pgRun('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  const cluster = new Cluster({ name: 'primary', dataDir, port, logFile: path.join(dir, 'primary.log') });
  writeOwned(cluster.logFile, '');
  cluster.configure({
    port,
    listen_addresses: '127.0.0.1',
    unix_socket_directories: dir,
    max_connections: 200,
    wal_level: 'replica',
    max_wal_senders: 10,
    wal_keep_size: '256MB',
    archive_mode: 'on',
    archive_command: `test ! -f ${archiveDir}/%f && cp %p ${archiveDir}/%f`,
    // a quiet primary still closes a WAL segment a minute, so the archive is never more than a minute behind
    archive_timeout: 60,
    hot_standby: 'on',
  });
  cluster.start();
  await cluster.query('create database pensia', [], 'postgres');
  return cluster;
}

/** A streaming replica of `primary`, made with pg_basebackup (-R writes its connection to the primary). */
export function createReplica({ dir, port, primary }) {
  const dataDir = path.join(dir, 'replica');
  pgRun('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', dataDir, '-R', '-X', 'stream', '-c', 'fast']);
  const cluster = new Cluster({ name: 'replica', dataDir, port, logFile: path.join(dir, 'replica.log') });
  writeOwned(cluster.logFile, '');
  cluster.configure({ port, hot_standby_feedback: 'on' });
  cluster.start();
  return cluster;
}

/** A base backup of `primary` into `backupDir` for a restore from the WAL archive. */
export function baseBackup({ primary, backupDir }) {
  pgRun('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', backupDir, '-X', 'stream', '-c', 'fast']);
}

/**
 * A cluster restored on a fresh data folder from a base backup and the WAL archive, up to `targetTime`
 * (inclusive), then promoted.
 */
export function restoreCluster({ dir, name, port, backupDir, archiveDir, targetTime }) {
  const dataDir = path.join(dir, name);
  execFileSync('cp', ['-a', backupDir, dataDir]);
  // PostgreSQL starts only on a data folder its owner alone may enter
  chmodSync(dataDir, 0o700);
  const cluster = new Cluster({ name, dataDir, port, logFile: path.join(dir, `${name}.log`) });
  writeOwned(cluster.logFile, '');
  cluster.configure({
    port,
    archive_mode: 'off',
    restore_command: `cp ${archiveDir}/%f %p`,
    recovery_target_time: targetTime,
    recovery_target_inclusive: 'on',
    recovery_target_action: 'promote',
  });
  writeOwned(path.join(dataDir, 'recovery.signal'), '');
  cluster.start();
  return cluster;
}
