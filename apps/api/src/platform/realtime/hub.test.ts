import { describe, expect, it } from 'vitest';
import { DELIVERY_SLICE, EVERY_CLIENT, localHub, RESYNC_EVENT, type FeedEvent } from './hub.ts';

const event = (clientId: number, type = 'post.created'): FeedEvent => ({
  clientId,
  folderId: 1,
  type,
  data: { id: 1 },
});

describe('localHub', () => {
  it('delivers a client’s events to that client’s subscribers only, until they unsubscribe', async () => {
    const hub = localHub();
    const three: string[] = [];
    const six: string[] = [];
    const stop = hub.subscribe(3, (e) => three.push(e.type));
    hub.subscribe(6, (e) => six.push(e.type));
    await hub.publish(event(3));
    await hub.publish(event(6, 'comment.created'));
    stop();
    await hub.publish(event(3, 'post.deleted'));
    expect(three).toEqual(['post.created']);
    expect(six).toEqual(['comment.created']);
  });

  it('delivers every client’s events to EVERY_CLIENT listeners first; a resync only when addressed to them', async () => {
    const hub = localHub();
    const heard: string[] = [];
    hub.subscribe(3, (e) => heard.push(`3:${e.type}`));
    hub.subscribe(EVERY_CLIENT, (e) => heard.push(`every:${e.clientId}:${e.type}`));
    await hub.publish(event(3));
    await hub.publish(event(6));
    await hub.publish(event(3, RESYNC_EVENT));
    await hub.publish(event(EVERY_CLIENT, RESYNC_EVENT));
    expect(heard).toEqual([
      'every:3:post.created',
      '3:post.created',
      'every:6:post.created',
      '3:resync',
      'every:0:resync',
    ]);
  });

  it('keeps delivering to the others when one listener throws, and nothing after close', async () => {
    const hub = localHub();
    const got: number[] = [];
    hub.subscribe(3, () => {
      throw new Error('socket gone');
    });
    hub.subscribe(3, (e) => got.push(e.clientId));
    await hub.publish(event(3));
    await hub.close();
    await hub.publish(event(3));
    expect(got).toEqual([3]);
  });

  it('hands a large fan-out over in slices with the loop free between them, every listener in publication order', async () => {
    const hub = localHub();
    const count = DELIVERY_SLICE * 2 + 50;
    const seen = Array.from({ length: count }, () => [] as string[]);
    seen.forEach((got) => hub.subscribe(3, (e) => got.push(e.type)));
    let lastWhenLoopRan = -1;
    const first = hub.publish(event(3, 'a'));
    const second = hub.publish(event(3, 'b'));
    setImmediate(() => (lastWhenLoopRan = seen[count - 1].length));
    await Promise.all([first, second]);
    expect(lastWhenLoopRan).toBe(0);
    for (const got of seen) expect(got).toEqual(['a', 'b']);
  });
});
