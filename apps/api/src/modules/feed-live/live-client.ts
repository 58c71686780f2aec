import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { FEED_LIVE_PATH, feedLiveProtocols, type FeedLiveMessage } from '@console/contract';

/** Test and benchmark side of the live channel: a `ws` client as a browser would use it. */
export interface LiveClient {
  ws: WebSocket;
  /** Every feed message received after 'ready' (pongs excluded). */
  events: FeedLiveMessage[];
  ready: FeedLiveMessage;
  /** The next message of this type (or already received and not yet taken). */
  next(type: string, timeoutMs?: number): Promise<FeedLiveMessage>;
  closed: Promise<{ code: number; reason: string }>;
}

export interface LiveOptions {
  token?: string;
  clientId: number;
  /** How the token travels: as the browser's subprotocol (default) or an Authorization header. */
  via?: 'protocol' | 'header';
  extraQuery?: string;
  wsOptions?: WebSocket.ClientOptions;
}

export const liveBaseUrl = (app: FastifyInstance) => `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

function socketFor(
  base: string,
  { token, clientId, via = 'protocol', extraQuery = '', wsOptions = {} }: LiveOptions,
): WebSocket {
  const url = `${base}${FEED_LIVE_PATH}?client_id=${clientId}${extraQuery}`;
  if (token && via === 'header')
    return new WebSocket(url, { ...wsOptions, headers: { authorization: `Bearer ${token}` } });
  return new WebSocket(url, token ? feedLiveProtocols(token) : [], wsOptions);
}

/** Opens a socket and waits for its 'ready'. */
export function openLive(base: string, options: LiveOptions): Promise<LiveClient> {
  const ws = socketFor(base, options);
  const events: FeedLiveMessage[] = [];
  const waiters: { type: string; resolve: (m: FeedLiveMessage) => void }[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as FeedLiveMessage;
      if (message.type === 'ready') {
        const client: LiveClient = {
          ws,
          events,
          ready: message,
          closed,
          next(type, timeoutMs = 5000) {
            const index = events.findIndex((e) => e.type === type);
            if (index >= 0) return Promise.resolve(events.splice(index, 1)[0]);
            return new Promise((res, rej) => {
              const timer = setTimeout(() => rej(new Error(`no '${type}' within ${timeoutMs} ms`)), timeoutMs);
              waiters.push({ type, resolve: (m) => (clearTimeout(timer), res(m)) });
            });
          },
        };
        resolve(client);
        return;
      }
      const waiter = waiters.findIndex((w) => w.type === message.type);
      if (waiter >= 0) waiters.splice(waiter, 1)[0].resolve(message);
      else events.push(message);
    });
  });
}

/** The HTTP status of a refused upgrade (or 101 when it was accepted). */
export function upgradeStatus(base: string, options: LiveOptions): Promise<number> {
  const ws = socketFor(base, options);
  return new Promise((resolve, reject) => {
    ws.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => {
      resolve(101);
      ws.close();
    });
    ws.on('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });
}
