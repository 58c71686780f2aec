import { connect } from 'node:net';
import type { Db } from '../../db/handle.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import type { Storage } from '../storage/index.ts';
import { selectOne } from './probes-repo.ts';

/** The longest any one check may take: a load balancer probes often and must get its answer fast. */
export const CHECK_TIMEOUT_MS = 500;

export type DependencyName = 'database' | 'storage' | 'mail' | 'realtime';

/** `ms`: how long the check took; 'off' is a dependency not configured (mail without SMTP_URL). */
type DependencyState = { status: 'up' | 'down'; ms: number } | { status: 'off' };

export interface Readiness {
  /** The instance can serve: the database and the storage answer. Mail and realtime only degrade it. */
  ready: boolean;
  dependencies: Record<DependencyName, DependencyState>;
  /** The dependencies that keep the instance from being ready, in a fixed order. */
  blocking: DependencyName[];
  /** Why each failed check failed, for the log (never sent to the caller: it may name hosts and ports). */
  failures: Partial<Record<DependencyName, string>>;
}

export interface ReadinessSources {
  db: Db;
  storage: Storage;
  /** The SMTP server's URL when mail is delivered; without it mail is 'off'. */
  smtpUrl?: string;
  /** On PostgreSQL the hub holds a LISTEN connection of its own; in process it is always linked. */
  realtime: RealtimeHub;
  timeoutMs?: number;
}

/** The work's promise, or a rejection once the signal aborts (a hung connection must not hold the answer). */
export function within<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    }),
  ]);
}

async function timed(
  check: (signal: AbortSignal) => Promise<void>,
  timeoutMs: number,
): Promise<{ state: DependencyState; failure?: string }> {
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    await within(check(signal), signal);
    return { state: { status: 'up', ms: elapsed() } };
  } catch (error) {
    const failure = signal.aborted ? `no answer within ${timeoutMs} ms` : String((error as Error)?.message ?? error);
    return { state: { status: 'down', ms: elapsed() }, failure };
  }
}

/** Opens a TCP connection to the SMTP server and closes it: reachable, without a whole SMTP session per probe. */
function smtpReachable(smtpUrl: string, signal: AbortSignal): Promise<void> {
  const url = new URL(smtpUrl);
  // nodemailer's defaults when the URL names no port.
  const port = Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: url.hostname.replace(/^\[|\]$/g, ''), port, signal });
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}

/**
 * The readiness checks, each bounded by CHECK_TIMEOUT_MS and run in parallel: the database answers `select 1`, the
 * storage takes a write (local) or its bucket answers (S3), the SMTP server accepts a connection, the realtime hub
 * is listening (PostgreSQL) or in-process (always up). GET /readyz answers from this; other code may call it too.
 */
export function readinessCheck({
  db,
  storage,
  smtpUrl,
  realtime,
  timeoutMs = CHECK_TIMEOUT_MS,
}: ReadinessSources): () => Promise<Readiness> {
  return async () => {
    const [database, store, mail, live] = await Promise.all([
      timed(() => selectOne(db), timeoutMs),
      timed((signal) => storage.check(signal), timeoutMs),
      smtpUrl
        ? timed((signal) => smtpReachable(smtpUrl, signal), timeoutMs)
        : { state: { status: 'off' } as DependencyState },
      timed(async () => {
        if (!realtime.linked()) throw new Error('the LISTEN connection is down');
      }, timeoutMs),
    ]);
    const results = { database, storage: store, mail, realtime: live };
    const dependencies = Object.fromEntries(
      Object.entries(results).map(([name, result]) => [name, result.state]),
    ) as Readiness['dependencies'];
    const failures = Object.fromEntries(
      Object.entries(results).flatMap(([name, result]) => ('failure' in result ? [[name, result.failure]] : [])),
    );
    const blocking = (['database', 'storage'] as const).filter((name) => dependencies[name].status !== 'up');
    return { ready: blocking.length === 0, dependencies, blocking, failures };
  };
}
