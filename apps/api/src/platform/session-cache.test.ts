import { describe, expect, it } from 'vitest';
import type { Session } from './identity.ts';
import { sessionCache } from './session-cache.ts';

const session = (userId: number, expiresAt = Number.MAX_SAFE_INTEGER): Session => ({
  user: {
    id: userId,
    clientId: 3,
    role: 'member',
    name: 'Ana',
    email: 'ana@asta.demo',
    language: 'pt-br',
    picture: null,
    tokenHash: `h${userId}`,
  },
  grants: { resource: [{ tag: 'feed', enabled: true }], resource_sub: [] },
  expiresAt,
});

function harness(options?: Parameters<typeof sessionCache>[1]) {
  let now = 1_000;
  let reads = 0;
  const cache = sessionCache(() => now, options);
  const resolve = (hash: string, found: Session | null) =>
    cache.resolve(hash, async () => {
      reads++;
      return found;
    });
  return { cache, resolve, reads: () => reads, advance: (ms: number) => (now += ms) };
}

describe('session cache', () => {
  it('reads a token once within the TTL, again after it; never keeps a refusal', async () => {
    const { resolve, reads, advance } = harness({ ttlMs: 30_000 });
    await resolve('a', session(1));
    await resolve('a', session(1));
    expect(reads()).toBe(1);
    advance(30_000);
    await resolve('a', session(1));
    expect(reads()).toBe(2);
    await resolve('b', null);
    await resolve('b', null);
    expect(reads()).toBe(4);
  });

  it('stops serving a session when its token expires, whatever the TTL', async () => {
    const { resolve, reads, advance } = harness();
    await resolve('a', session(1, 1_500));
    advance(499);
    expect(await resolve('a', null)).not.toBeNull();
    advance(1);
    expect(await resolve('a', null)).toBeNull();
    expect(reads()).toBe(2);
  });

  it('invalidates every token of a user, or everything', async () => {
    const { cache, resolve, reads } = harness();
    await Promise.all([resolve('a', session(1)), resolve('b', session(1)), resolve('c', session(2))]);
    cache.invalidateUser(1);
    await Promise.all([resolve('a', session(1)), resolve('b', session(1)), resolve('c', session(2))]);
    expect(reads()).toBe(5);
    cache.clear();
    await resolve('c', session(2));
    expect(reads()).toBe(6);
  });

  it('does not keep a read that an invalidation overtook (it may hold the rows from before the change)', async () => {
    const { cache, resolve, reads } = harness();
    let release!: () => void;
    const slow = cache.resolve('a', () => new Promise<Session>((done) => (release = () => done(session(1)))));
    cache.invalidateUser(1);
    release();
    await slow;
    await resolve('a', session(1));
    expect(reads()).toBe(1);
  });

  it('reads every session while it cannot hear the other instances, drops what it held, and syncs before a hit', async () => {
    const { cache, resolve, reads } = harness();
    let heard = true;
    let syncs = 0;
    cache.follow({ linked: () => heard, sync: async () => void syncs++ });
    await resolve('a', session(1));
    heard = false;
    expect(await resolve('a', null)).toBeNull();
    await resolve('a', session(1));
    await resolve('a', session(1));
    expect(reads()).toBe(4);
    heard = true;
    await resolve('a', session(1));
    await resolve('a', session(1));
    expect(reads()).toBe(5);
    expect(syncs).toBe(1);
  });

  it('keeps at most maxEntries sessions, dropping the oldest; cached sessions are frozen', async () => {
    const { resolve, reads } = harness({ maxEntries: 2 });
    const first = await resolve('a', session(1));
    await resolve('b', session(2));
    await resolve('c', session(3));
    await resolve('b', session(2));
    expect(reads()).toBe(3);
    await resolve('a', session(1));
    expect(reads()).toBe(4);
    expect(Object.isFrozen(first?.grants.resource[0])).toBe(true);
  });
});
