import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTION_CHANGES_PATH,
  collectionChangesProtocols,
  FEED_LIVE_PATH,
  feedLiveProtocols,
} from '@console/contract';
import { DEMO_PASSWORD, testContext, type TestContext } from '../../test/context.ts';

/**
 * Suspending a client (issue 27): its open sockets close at once with 4403 (documented in platform/realtime/hub.ts,
 * SUSPENDED_CLOSE), and the tokens issued before the suspension stay revoked after a reactivation.
 */

let ctx: TestContext;
let operator: string;
let base: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  // A heartbeat far beyond the test: only the suspension itself can close the sockets in time.
  ctx = await testContext({ env: { FEED_LIVE_HEARTBEAT_MS: '600000' } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  operator = await ctx.token('admin@admin.demo', 16);
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await ctx.close();
});

/** Opens a socket as the browser does and waits for its 'ready'; answers how it closes. */
function open(path: string, protocols: string[]): Promise<{ closed: Promise<number>; messages: string[] }> {
  const socket = new WebSocket(`${base}${path}?client_id=6`, protocols);
  sockets.push(socket);
  const messages: string[] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (raw) => {
      const text = raw.toString();
      messages.push(text);
      if (text.includes('"ready"')) resolve({ closed, messages });
    });
  });
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)),
  ]);

const action = (verb: 'suspend' | 'reactivate') => ctx.call('POST', `/api/v2/admin/asap-client/6/${verb}`, operator);

describe('suspending a client', () => {
  it('closes its open sockets with 4403, and its tokens stay revoked after the reactivation', async () => {
    const admin6 = await ctx.token('admin@fitness-link.demo', 6);
    const admin3 = await ctx.token('admin@asta.demo', 3);
    const feed = await open(FEED_LIVE_PATH, feedLiveProtocols(admin6));
    const changes = await open(COLLECTION_CHANGES_PATH, collectionChangesProtocols(admin6));
    // Another client's socket stays open.
    const other = new WebSocket(`${base}${FEED_LIVE_PATH}?client_id=3`, feedLiveProtocols(admin3));
    sockets.push(other);
    await new Promise((resolve) => other.once('open', resolve));

    expect((await action('suspend')).statusCode).toBe(200);
    expect(await within(feed.closed, 2000)).toBe(4403);
    expect(await within(changes.closed, 2000)).toBe(4403);
    // Nothing published after the suspension reaches them.
    await ctx.realtime.publish({ clientId: 6, folderId: 0, type: 'collection.changed', data: { entity: 'cursos' } });
    expect(changes.messages.some((m) => m.includes('collection.changed'))).toBe(false);
    expect(other.readyState).toBe(WebSocket.OPEN);

    expect((await action('reactivate')).statusCode).toBe(200);
    // The token issued before the suspension does not come back; a new sign-in works.
    expect((await ctx.call('GET', '/api/v2/client/user/authenticated', admin6)).statusCode).toBe(401);
    const again = await ctx.signIn('admin@fitness-link.demo', DEMO_PASSWORD, 6);
    expect(again.statusCode).toBe(200);
    expect((await ctx.call('GET', '/api/v2/client/user/authenticated', again.json().token)).statusCode).toBe(200);
    // Other clients' tokens are untouched.
    expect((await ctx.call('GET', '/api/v2/client/user/authenticated', admin3)).statusCode).toBe(200);
  });
});
