import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEED_LIVE_CLOSE } from '@console/contract';
import { FakeWebSocket } from '../../../test/fake-websocket.ts';
import { openLiveChannel, reconnectDelay, RECONNECT_MAX_MS, type LiveStatus } from './live-socket.ts';

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 30 s, with half of each wait random', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([
      500, 1000, 2000, 4000, 8000, 15000, 15000, 15000,
    ]);
    expect([0, 1, 4, 5, 40].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([
      1000,
      2000,
      16000,
      30000,
      RECONNECT_MAX_MS,
    ]);
    expect(reconnectDelay(2, () => 0.5)).toBe(3000);
  });
});

describe('openLiveChannel', () => {
  let statuses: LiveStatus[];
  let messages: string[];
  let refused: number[];
  const open = () =>
    openLiveChannel({
      token: 'tok-1',
      clientId: 3,
      onMessage: (message) => messages.push(message.type),
      onStatus: (status) => statuses.push(status),
      onRefused: (status) => refused.push(status),
      random: () => 0,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    statuses = [];
    messages = [];
    refused = [];
  });
  afterEach(() => vi.useRealTimers());

  it('dials this origin with the token as a subprotocol, never in the URL, and goes live on ready', () => {
    const stop = open();
    const socket = FakeWebSocket.last();
    expect(socket.url).toBe(`ws://${window.location.host}/api/v2/client/feed/ws?client_id=3`);
    expect(socket.url).not.toContain('tok-1');
    expect(socket.protocols).toEqual(['console.feed.v1', 'bearer.tok-1']);
    socket.serverSend({ type: 'ready', folder_id: null, data: { client_id: 3, folders: [1] } });
    socket.serverSend({ type: 'post.liked', folder_id: 1, data: { id: 1, pasta_id: 1, likes: 2 } });
    socket.serverSend('not json {');
    expect(statuses).toEqual(['connecting', 'live']);
    expect(messages).toEqual(['ready', 'post.liked']);
    stop();
    expect(socket.closedWith).toEqual([1000]);
  });

  it('reconnects after a drop with growing waits, and starts over once the server is ready again', () => {
    const stop = open();
    FakeWebSocket.last().serverClose(1006);
    expect(statuses.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(499);
    expect(FakeWebSocket.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.opened).toHaveLength(2);
    FakeWebSocket.last().serverClose(1011);
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.opened).toHaveLength(3);
    FakeWebSocket.last().serverSend({ type: 'ready', folder_id: null, data: {} });
    expect(statuses.at(-1)).toBe('live');
    FakeWebSocket.last().serverClose(1001);
    vi.advanceTimersByTime(500);
    expect(FakeWebSocket.opened).toHaveLength(4);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.opened).toHaveLength(4);
  });

  it('comes back after a server restart (1012), as after any drop', () => {
    const stop = open();
    FakeWebSocket.last().serverClose(FEED_LIVE_CLOSE.serviceRestart);
    expect(statuses.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.opened).toHaveLength(2);
    stop();
  });

  it('stops for good on 4401 and 4403 and tells who listens for refusals', () => {
    open();
    FakeWebSocket.last().serverClose(4401);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.opened).toHaveLength(1);
    expect(statuses.at(-1)).toBe('stopped');
    open();
    FakeWebSocket.last().serverClose(4403);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.opened).toHaveLength(2);
    expect(refused).toEqual([401, 403]);
  });

  it('dials again at once when the browser comes back online', () => {
    const stop = open();
    FakeWebSocket.last().serverClose(1006);
    window.dispatchEvent(new Event('online'));
    expect(FakeWebSocket.opened).toHaveLength(2);
    window.dispatchEvent(new Event('online'));
    expect(FakeWebSocket.opened).toHaveLength(2);
    stop();
    window.dispatchEvent(new Event('online'));
    expect(FakeWebSocket.opened).toHaveLength(2);
  });
});
