import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Language } from '@console/contract';
import { AppError } from './errors.ts';
import { requestLanguage } from './request-language.ts';

/**
 * Heavy work at once (issue 27): imports' uploads and passes, exports, report runs. One administrator starting six dry
 * runs of a large file must not take the server from every other client, so each client and each user holds at most
 * a few slots; beyond them the request answers 429 with Retry-After. A slot is released once, when its work ends.
 * One process only: each instance of a multi-instance deployment counts its own.
 */

export type WorkKind = 'import' | 'dry-run' | 'upload' | 'export' | 'report';

export interface WorkLimits {
  perClient: number;
  perUser: number;
  /** What Retry-After says: work of this kind usually ends within it. */
  retryAfterSeconds?: number;
}

interface WorkOwner {
  clientId: number;
  userId: number;
}

const TEXTS = {
  user: {
    'pt-br':
      'Você já atingiu o limite de tarefas pesadas ao mesmo tempo ({n}): importações, simulações, exportações ou relatórios. Tente novamente em {s} segundos.',
    en: 'You have reached the limit of heavy tasks at once ({n}): imports, dry runs, exports or reports. Try again in {s} seconds.',
    es: 'Ya alcanzó el límite de tareas pesadas simultáneas ({n}): importaciones, simulaciones, exportaciones o informes. Inténtelo de nuevo en {s} segundos.',
  },
  client: {
    'pt-br':
      'Esta organização já atingiu o limite de tarefas pesadas ao mesmo tempo ({n}): importações, simulações, exportações ou relatórios. Tente novamente em {s} segundos.',
    en: 'This organisation has reached the limit of heavy tasks at once ({n}): imports, dry runs, exports or reports. Try again in {s} seconds.',
    es: 'Esta organización ya alcanzó el límite de tareas pesadas simultáneas ({n}): importaciones, simulaciones, exportaciones o informes. Inténtelo de nuevo en {s} segundos.',
  },
} satisfies Record<string, Record<Language, string>>;

/** 429 with Retry-After; `errors.work` says whose cap was reached, in the user's language. */
function workBusy(scope: 'user' | 'client', cap: number, seconds: number, lang: Language): AppError {
  const text = TEXTS[scope][lang].replace('{n}', String(cap)).replace('{s}', String(seconds));
  return new AppError(429, 'throttled', { n: seconds }, { 'retry-after': String(seconds) }, { work: [text] });
}

export type Release = () => void;

export interface WorkLimiter {
  /** A slot for the owner's work, or 429 (workBusy) when the client or the user holds all theirs. */
  acquire(owner: WorkOwner, kind: WorkKind, lang: Language): Release;
  /** Slots held now, by client (tests, metrics). */
  held(clientId: number): number;
}

export function workLimiter({ perClient, perUser, retryAfterSeconds = 10 }: WorkLimits): WorkLimiter {
  const clients = new Map<number, number>();
  const users = new Map<string, number>();
  const change = <K>(map: Map<K, number>, key: K, by: number) => {
    const next = (map.get(key) ?? 0) + by;
    if (next > 0) map.set(key, next);
    else map.delete(key);
  };
  return {
    acquire(owner, _kind, lang) {
      const userKey = `${owner.clientId}:${owner.userId}`;
      if ((users.get(userKey) ?? 0) >= perUser) throw workBusy('user', perUser, retryAfterSeconds, lang);
      if ((clients.get(owner.clientId) ?? 0) >= perClient) throw workBusy('client', perClient, retryAfterSeconds, lang);
      change(users, userKey, 1);
      change(clients, owner.clientId, 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        change(users, userKey, -1);
        change(clients, owner.clientId, -1);
      };
    },
    held: (clientId) => clients.get(clientId) ?? 0,
  };
}

/**
 * The process's limiter: imports, exports and report runs share it, so they count against the same slots. Its caps
 * are the configuration's (the imports' routes set them as the app is built; tests build apps with lower caps).
 */
let shared: { limiter: WorkLimiter; perClient: number; perUser: number } | undefined;

export function workLimiterOf(config: { WORK_PER_CLIENT: number; WORK_PER_USER: number }): WorkLimiter {
  const perClient = config.WORK_PER_CLIENT;
  const perUser = config.WORK_PER_USER;
  if (!shared || shared.perClient !== perClient || shared.perUser !== perUser)
    shared = { limiter: workLimiter({ perClient, perUser }), perClient, perUser };
  return shared.limiter;
}

const sharedLimiter = (): WorkLimiter => shared?.limiter ?? workLimiterOf({ WORK_PER_CLIENT: 3, WORK_PER_USER: 2 });

/**
 * An export's file, or another answer streamed as it is made, holds a slot of its user's and client's heavy work
 * until the stream closes (sent, or the reader went away); beyond the caps it is not started: 429.
 */
export function holdWork(request: FastifyRequest, stream: Readable, kind: WorkKind): void {
  const access = request.access;
  if (!access) return;
  let release: Release;
  try {
    release = sharedLimiter().acquire(
      { clientId: access.clientId, userId: access.user.id },
      kind,
      requestLanguage(request, access),
    );
  } catch (error) {
    stream.destroy();
    throw error;
  }
  if (stream.destroyed) release();
  else stream.once('close', release);
}

/** A report run (or other heavy read answered at once) holds a slot while it runs; beyond the caps: 429. */
export async function withWork<T>(request: FastifyRequest, kind: WorkKind, run: () => Promise<T>): Promise<T> {
  const access = request.access;
  if (!access) return run();
  const release = sharedLimiter().acquire(
    { clientId: access.clientId, userId: access.user.id },
    kind,
    requestLanguage(request, access),
  );
  try {
    return await run();
  } finally {
    release();
  }
}

/**
 * Background work takes turns (issue 27): a pass of an import works in slices of a few milliseconds, one slice at a
 * time in the process, the clients waiting in rotation; between two slices the event loop answers requests. Heavy
 * work of one client then delays another client's request by one slice, not by everything running.
 */
const waiting = new Map<number, (() => void)[]>();
let turnHeld = false;

function handOver(): void {
  const next = waiting.entries().next();
  if (next.done) {
    turnHeld = false;
    return;
  }
  const [clientId, queue] = next.value;
  const resolve = queue.shift()!;
  waiting.delete(clientId);
  if (queue.length) waiting.set(clientId, queue); // to the end of the rotation
  resolve();
}

/** Resolves when the client's work may run its next slice. */
function takeTurn(clientId: number): Promise<void> {
  if (!turnHeld && waiting.size === 0) {
    turnHeld = true;
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const queue = waiting.get(clientId);
    if (queue) queue.push(resolve);
    else waiting.set(clientId, [resolve]);
  });
}

/** Ends the slice: the next waiting client's slice starts after the requests that came meanwhile. */
function endTurn(): void {
  setImmediate(handOver);
}

/** A slice's clock: `pause()` hands the turn over once the slice has run `sliceMs`. */
export function slices(clientId: number, sliceMs = 8) {
  let started = 0;
  let holding = false;
  return {
    async start(): Promise<void> {
      await takeTurn(clientId);
      holding = true;
      started = performance.now();
    },
    async pause(): Promise<void> {
      if (!holding || performance.now() - started < sliceMs) return;
      holding = false;
      endTurn();
      await this.start();
    },
    end(): void {
      if (!holding) return;
      holding = false;
      endTurn();
    },
  };
}
