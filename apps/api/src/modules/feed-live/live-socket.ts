import type { WebSocket } from 'ws';
import {
  FEED_LIVE_CLOSE,
  FEED_LIVE_STATUS,
  INBOX_UNREAD_EVENT,
  type FeedLiveMessage,
  type FeedLiveStatus,
} from '@console/contract';
import type { RequestAccess } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { Session } from '../../platform/identity.ts';
import { accessChangeOf } from '../../platform/access-changes.ts';
import {
  ACCESS_EVENT,
  INBOX_CHANGED_EVENT,
  RESYNC_EVENT,
  SUSPENDED_CLOSE,
  SUSPENDED_EVENT,
  type FeedEvent,
  type InboxChange,
} from '../../platform/realtime/hub.ts';
import { feedLiveService, type FeedLiveService, type Standing } from './service.ts';

/** A socket whose unsent messages pass this many bytes is not keeping up: it is closed, and reconnects fresh. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Events kept while a new socket reads its folders. */
const MAX_PENDING = 1000;
/** A change of everyone's access has each socket of the client check again within this time, not all at once. */
const ACCESS_SPREAD_MS = 1000;
const RESYNC_MESSAGE = '{"type":"resync","folder_id":null,"data":null}';
const statusMessage = (up: boolean): string =>
  JSON.stringify({
    type: FEED_LIVE_STATUS,
    folder_id: null,
    data: { database: up ? 'up' : 'down' } satisfies FeedLiveStatus,
  } satisfies FeedLiveMessage);
/** setTimeout's largest delay. */
const MAX_TIMER_MS = 2 ** 31 - 1;

// One event reaches many sockets: serialise it once. Hubs hand the same object to every subscriber.
const serialised = new WeakMap<FeedEvent, string>();
function messageOf(event: FeedEvent): string {
  let text = serialised.get(event);
  if (text === undefined) {
    text = JSON.stringify({ type: event.type, folder_id: event.folderId, data: event.data } satisfies FeedLiveMessage);
    serialised.set(event, text);
  }
  return text;
}

/**
 * The live sockets of one app. Each socket listens to its client's events and forwards those of the folders its
 * user reaches. It checks its token and reads those folders when it opens, when an access change of its user (or of
 * anyone in the client) is announced on any instance, and on every heartbeat, which also catches what was changed
 * outside the app. A revoked token, a blocked user or a lost 'feed' grant closes it; changed folders tell the console
 * to read its lists again. Every heartbeat pings (a socket that missed the previous pong is dropped); an expiry,
 * known in advance, closes it on time.
 */
export function liveChannel(deps: AppDeps) {
  const sockets = new Set<LiveSocket>();

  const service = feedLiveService(deps);
  // Every socket hears when the database goes and comes back (the hub's own link to it drops and holds again).
  const unwatch = deps.realtime.watchLink?.((up) => {
    const text = statusMessage(up);
    for (const socket of sockets) socket.databaseChanged(up, text);
  });

  function attach(ws: WebSocket, access: RequestAccess): void {
    const socket = new LiveSocket(ws, access, deps, service);
    sockets.add(socket);
    socket.beat(deps.config.FEED_LIVE_HEARTBEAT_MS);
    ws.on('close', () => {
      sockets.delete(socket);
      socket.stop();
    });
    void socket.start();
  }

  return {
    attach,
    close(): void {
      unwatch?.();
      for (const socket of sockets) socket.stop();
    },
  };
}

class LiveSocket {
  /** Folders the user reaches; null until first read (events wait in `pending`). */
  private folders: Set<number> | null = null;
  private pending: FeedEvent[] = [];
  private answeredPing = true;
  private unsubscribe: () => void;
  private expiry: NodeJS.Timeout | undefined;
  private beats: NodeJS.Timeout | undefined;
  private session: Session | null = null;

  constructor(
    private readonly ws: WebSocket,
    private readonly access: RequestAccess,
    private readonly deps: AppDeps,
    private readonly service: FeedLiveService,
  ) {
    // Subscribe before reading the folders, so that nothing published meanwhile is lost.
    this.unsubscribe = deps.realtime.subscribe(access.clientId, (event) => this.receive(event));
    ws.on('pong', () => (this.answeredPing = true));
    ws.on('message', (raw, isBinary) => this.onMessage(isBinary ? null : raw.toString()));
  }

  async start(): Promise<void> {
    if (!(await this.check())) return;
    await this.readFolders();
    this.send(
      JSON.stringify({
        type: 'ready',
        folder_id: null,
        data: { client_id: this.access.clientId, folders: [...this.folders!] },
      }),
    );
    if (!this.deps.realtime.linked()) this.send(statusMessage(false));
    // A user with unread messages hears the count at once (none: the inbox's own read answers zero).
    await this.sendUnread(true);
    const waiting = this.pending;
    this.pending = [];
    for (const event of waiting) this.receive(event);
  }

  /**
   * Heartbeats of its own, the first after a random part of the period: sockets that opened together (a server
   * restart reconnects them all) do not re-check their tokens and folders in one burst that would stall the loop.
   */
  beat(periodMs: number): void {
    this.beats = setTimeout(() => {
      this.beats = setInterval(() => void this.heartbeat(), periodMs);
      this.beats.unref();
      void this.heartbeat();
    }, Math.random() * periodMs);
    this.beats.unref();
  }

  stop(): void {
    this.unsubscribe();
    clearTimeout(this.expiry);
    clearInterval(this.beats);
  }

  private async heartbeat(): Promise<void> {
    if (!this.answeredPing) {
      this.ws.terminate();
      return;
    }
    this.answeredPing = false;
    this.ws.ping();
    await this.recheck();
  }

  /** Token and folders read again; the console reads its lists again when the folders changed. */
  private async recheck(): Promise<void> {
    if (!(await this.check())) return;
    const before = this.folders;
    await this.readFolders();
    const after = this.folders!;
    if (before && (before.size !== after.size || [...after].some((id) => !before.has(id)))) this.send(RESYNC_MESSAGE);
  }

  private accessChanged(data: unknown): void {
    const { users } = accessChangeOf(data);
    if (users && !users.includes(this.access.user.id)) return;
    setTimeout(() => void this.recheck(), users ? 0 : Math.random() * ACCESS_SPREAD_MS).unref();
  }

  /** A send's chunk or a read of this user's: the unread count, read now, goes to the socket. */
  private inboxChanged(change: InboxChange): void {
    const id = this.access.user.id;
    if (id >= change.from && id <= change.to) void this.sendUnread();
  }

  private async sendUnread(onlySome = false): Promise<void> {
    const unread = await this.service.unread(this.access).catch(() => null);
    if (unread !== null && !(onlySome && unread === 0))
      this.send(JSON.stringify({ type: INBOX_UNREAD_EVENT, folder_id: null, data: { nao_lidas: unread } }));
  }

  private receive(event: FeedEvent): void {
    if (event.type === SUSPENDED_EVENT) {
      this.close(SUSPENDED_CLOSE, 'client suspended');
      return;
    }
    if (this.folders === null) {
      if (this.pending.length < MAX_PENDING) this.pending.push(event);
      return;
    }
    if (event.type === RESYNC_EVENT) this.send(RESYNC_MESSAGE);
    else if (event.type === ACCESS_EVENT) this.accessChanged(event.data);
    else if (event.type === INBOX_CHANGED_EVENT) this.inboxChanged(event.data as InboxChange);
    else if (this.folders.has(event.folderId)) this.send(messageOf(event));
  }

  /**
   * Told once the socket is ready (one opening hears the state after its 'ready'). Back up, the token and folders are
   * read again (those of a socket opened during the outage could not be), spread like an access change of everyone.
   */
  databaseChanged(up: boolean, text: string): void {
    if (this.folders === null) return;
    this.send(text);
    if (up) setTimeout(() => void this.recheck(), Math.random() * ACCESS_SPREAD_MS).unref();
  }

  private send(text: string): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.ws.close(FEED_LIVE_CLOSE.tooSlow, 'too slow');
      return;
    }
    this.ws.send(text);
  }

  private onMessage(text: string | null): void {
    // The only message a client sends: an application-level ping (browsers cannot send ping frames).
    if (text !== null && text.length < 100 && text.includes('"ping"'))
      this.send('{"type":"pong","folder_id":null,"data":null}');
  }

  /** Whether the token still holds, with the grant and the client; closes the socket when it does not. */
  private async check(): Promise<boolean> {
    let standing: Standing;
    try {
      standing = await this.service.standing(this.access.user.tokenHash, this.access.clientId);
    } catch {
      // The database did not answer: keep what was known, or close as a server error (the client retries).
      if (this.session) return this.ws.readyState === this.ws.OPEN;
      return this.close(1011, 'try again');
    }
    if ('refused' in standing) {
      return standing.refused === 'unauthenticated'
        ? this.close(FEED_LIVE_CLOSE.unauthenticated, 'token no longer valid')
        : this.close(FEED_LIVE_CLOSE.forbidden, 'feed not allowed');
    }
    const { session } = standing;
    if (session !== this.session) {
      this.session = session;
      clearTimeout(this.expiry);
      const left = Math.min(session.expiresAt - this.deps.clock(), MAX_TIMER_MS);
      this.expiry = setTimeout(() => this.close(FEED_LIVE_CLOSE.unauthenticated, 'token expired'), Math.max(left, 0));
      this.expiry.unref();
    }
    return this.ws.readyState === this.ws.OPEN;
  }

  private async readFolders(): Promise<void> {
    try {
      // A moderator's socket follows every folder, as their feed lists do (the session's grants, read by check()).
      this.folders = await this.service.folders(this.access, this.session?.grants);
    } catch {
      // Keep the folders known so far (none yet: nothing is sent until a read succeeds).
      this.folders ??= new Set();
    }
  }

  private close(code: number, reason: string): false {
    if (this.ws.readyState === this.ws.OPEN) this.ws.close(code, reason);
    return false;
  }
}
