import { describe, expect, it } from 'vitest';
import { accessChangeOf, announceAccessChange, followAccessChanges } from './access-changes.ts';
import type { Session } from './identity.ts';
import {
  ACCESS_EVENT,
  EVERY_CLIENT,
  localHub,
  RESYNC_EVENT,
  type FeedEvent,
  type RealtimeHub,
} from './realtime/hub.ts';
import { sessionCache, type SessionCache } from './session-cache.ts';

const session = (userId: number): Session => ({
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
  grants: { resource: [], resource_sub: [] },
  expiresAt: Number.MAX_SAFE_INTEGER,
});

/** A cache holding users 1 and 2, and which of them a resolve had to read again. */
async function warmCache() {
  const cache = sessionCache(() => 1_000);
  for (const id of [1, 2]) await cache.resolve(`h${id}`, async () => session(id));
  const reread = async () => {
    const read: number[] = [];
    for (const id of [1, 2]) await cache.resolve(`h${id}`, async () => (read.push(id), session(id)));
    return read;
  };
  return { cache, reread };
}

/** Two instances on one hub: the one that announces, and one that only follows. */
async function instances(hub: RealtimeHub = localHub()) {
  const here = await warmCache();
  const there = await warmCache();
  followAccessChanges(hub, here.cache);
  followAccessChanges(hub, there.cache);
  return {
    hub,
    here,
    there,
    announce: (users: (number | null)[], sessions: SessionCache = here.cache) =>
      announceAccessChange({ sessions, realtime: hub }, 3, users),
  };
}

describe('access changes', () => {
  it('drop the named users’ cached sessions on every instance, and tell the client’s subscribers', async () => {
    const { hub, here, there, announce } = await instances();
    const heard: FeedEvent[] = [];
    hub.subscribe(3, (event) => heard.push(event));
    await announce([1, 1]);
    expect(await here.reread()).toEqual([1]);
    expect(await there.reread()).toEqual([1]);
    expect(heard).toEqual([{ clientId: 3, folderId: 0, type: ACCESS_EVENT, data: { users: [1] } }]);
  });

  it('announce a change of anyone’s folders without touching sessions, and name many users in several announcements', async () => {
    const { hub, here, there, announce } = await instances();
    const heard: unknown[] = [];
    hub.subscribe(3, (event) => heard.push(event.data));
    await announce([null, null]);
    expect(await here.reread()).toEqual([]);
    expect(await there.reread()).toEqual([]);
    expect(heard).toEqual([{ users: null }]);

    heard.length = 0;
    const many = Array.from({ length: 501 }, (_, i) => 501 - i);
    await announce([...many, null]);
    expect(await here.reread()).toEqual([1, 2]);
    expect(await there.reread()).toEqual([1, 2]);
    expect(heard).toEqual([{ users: many.slice(0, 500) }, { users: [1] }, { users: null }]);
  });

  it('clear a follower’s cache when an announcement arrives cut (whose sessions changed is unknown)', async () => {
    const { hub, there } = await instances();
    await hub.publish({ clientId: 3, folderId: 0, type: ACCESS_EVENT, data: { truncated: true } });
    expect(await there.reread()).toEqual([1, 2]);
    expect(accessChangeOf({ truncated: true })).toEqual({ users: null });
  });

  it('clear a follower’s cache when its hub lost events, and ignore feed events', async () => {
    const { hub, there } = await instances();
    await hub.publish({ clientId: 3, folderId: 1, type: 'post.created', data: { users: [1] } });
    expect(await there.reread()).toEqual([]);
    await hub.publish({ clientId: EVERY_CLIENT, folderId: 0, type: RESYNC_EVENT, data: null });
    expect(await there.reread()).toEqual([1, 2]);
  });

  it('still drop the sessions here when the announcement cannot be sent', async () => {
    const failing: RealtimeHub = { ...localHub(), publish: () => Promise.reject(new Error('NOTIFY failed')) };
    const { here, announce } = await instances(failing);
    await expect(announce([2])).resolves.toBeUndefined();
    expect(await here.reread()).toEqual([2]);
  });
});
