import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { checkout } from './pool-checkout.ts';

/**
 * Read-your-writes on a replica (docs/decisions/0076). The read side's queries go to the replica unless the
 * request in whose context they run must see the primary: a write request (its reads follow its own writes),
 * or a request carrying the primary's WAL position of the client's last write that the replica has not
 * replayed yet. The request's wish is kept in an AsyncLocalStorage scope entered by plugins/read-your-writes.ts;
 * queries outside any request (background work) read the replica.
 */
export interface ReadScope {
  /** Every read of this request goes to the primary. */
  primary: boolean;
  /** The client's last write, as the primary's WAL position: reads go to the replica once it has replayed it. */
  afterLsn?: bigint;
}

const scope = new AsyncLocalStorage<ReadScope>();

/** Runs `fn` (the rest of a request) with its read scope. */
export function runWithReadScope<T>(s: ReadScope, fn: () => T): T {
  return scope.run(s, fn);
}

/** A WAL position as PostgreSQL writes it (`16/B374D848`) to a number; undefined when it is not one. */
export function parseLsn(text: string | null | undefined): bigint | undefined {
  const m = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text ?? '');
  return m ? (BigInt(`0x${m[1]}`) << 32n) + BigInt(`0x${m[2]}`) : undefined;
}

export function formatLsn(lsn: bigint): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}

/** How long the router waits for the replica to say how far it has replayed before reading the primary instead. */
const REPLAY_CHECK_TIMEOUT_MS = 1_000;

export class ReplicaRouter {
  /** The replica's replayed position last heard (only grows); -1 before the first answer. */
  private replayed = -1n;
  private checking: Promise<bigint> | undefined;

  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
  ) {}

  /** The pool the read side's Kysely uses: each connection is taken from the pool the current request needs. */
  readPool() {
    return {
      connect: async () => {
        if (await this.mustReadPrimary()) return checkout(this.primary);
        try {
          return await checkout(this.replica);
        } catch {
          // the replica can't be reached (down, or every connection busy past the pool's wait): nothing was
          // sent to it yet, so the primary answers this read instead of a 503
          return checkout(this.primary);
        }
      },
      // the primary's pool is ended by the side of writes
      end: () => this.replica.end(),
    };
  }

  /** The primary's current WAL position: every write committed so far is at or before it. */
  async writtenLsn(): Promise<bigint | undefined> {
    const { rows } = await this.primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    return parseLsn(rows[0]?.lsn);
  }

  /** Asks the replica how far it has replayed (one question at a time, shared by the requests that wait). */
  replayedLsn(): Promise<bigint> {
    this.checking ??= (async () => {
      let timer: NodeJS.Timeout | undefined;
      try {
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('replica did not answer')), REPLAY_CHECK_TIMEOUT_MS);
        });
        const { rows } = await Promise.race([this.replica.query<{ lsn: string | null }>('select pg_last_wal_replay_lsn()::text as lsn'), timeout]);
        const lsn = parseLsn(rows[0]?.lsn);
        if (lsn !== undefined && lsn > this.replayed) this.replayed = lsn;
        return this.replayed;
      } finally {
        clearTimeout(timer);
        this.checking = undefined;
      }
    })();
    return this.checking;
  }

  private async mustReadPrimary(): Promise<boolean> {
    const s = scope.getStore();
    if (!s) return false;
    if (s.primary) return true;
    if (s.afterLsn === undefined || this.replayed >= s.afterLsn) return false;
    try {
      return (await this.replayedLsn()) < s.afterLsn;
    } catch {
      // the replica can't say: the primary certainly has the write
      return true;
    }
  }
}
