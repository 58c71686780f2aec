import { randomBytes } from 'node:crypto';
import type { Session } from './api.ts';

/**
 * Mixed load that times every answer: loops that read the users list and the feed and create users and feed posts,
 * as fast as the server answers. Each answer is kept with when it started and how long it took (status 0: no answer
 * within the client's limit, or the connection failed), and each write answered 2xx with what it answered, so a
 * fault test can say how the server answered during a window and check afterwards that no acknowledged write is lost.
 */

type Kind = 'users.list' | 'feed.list' | 'users.create' | 'posts.create';

export interface TimedAnswer {
  kind: Kind;
  /** performance.now() of this process when the request left, and when its answer was read. */
  started: number;
  ended: number;
  status: number;
  /** The body of an answer that was not 2xx (or why there was none). */
  body?: string;
}

interface Written {
  id: number;
  sent: Record<string, unknown>;
}

export interface TimedLoad {
  readonly answers: TimedAnswer[];
  readonly users: Written[];
  readonly posts: Written[];
  /** Ends the loops and waits for the requests they have in flight. */
  stop(): Promise<void>;
}

const unique = () => randomBytes(5).toString('hex');

/** Starts `loops` concurrent clients on the session; `limitMs` is how long one request may wait before it counts as hung. */
export function startTimedLoad(
  session: Session,
  { loops = 6, folderId, limitMs = 5000 }: { loops?: number; folderId: number; limitMs?: number },
): TimedLoad {
  const answers: TimedAnswer[] = [];
  const users: Written[] = [];
  const posts: Written[] = [];
  let running = true;

  async function timed(
    kind: Kind,
    method: string,
    path: string,
    body?: Record<string, unknown>,
  ): Promise<{ id: number } | null> {
    const started = performance.now();
    let status = 0;
    let text: string;
    try {
      const res = await session.request(method, path, body, { signal: AbortSignal.timeout(limitMs) });
      status = res.status;
      text = await res.text();
    } catch (error) {
      text = String((error as Error).message);
    }
    const ok = status >= 200 && status < 300;
    answers.push({ kind, started, ended: performance.now(), status, ...(ok ? {} : { body: text }) });
    // A refused request is retried after a breath, as a browser's user would, not in a tight loop.
    if (!ok) await new Promise((resolve) => setTimeout(resolve, 20));
    return ok && method === 'POST' ? (JSON.parse(text) as { data: { id: number } }).data : null;
  }

  const steps: (() => Promise<void>)[] = [
    async () => void (await timed('users.list', 'GET', '/api/v2/admin/asap-user?per_page=20')),
    async () => {
      const sent = { name: `Queda ${unique()}`, email: `queda-${unique()}@outage.test` };
      const created = await timed(
        'users.create',
        'POST',
        '/api/v2/admin/asap-user/store?send_welcome_email=false',
        sent,
      );
      if (created) users.push({ id: created.id, sent });
    },
    async () => void (await timed('feed.list', 'GET', `/api/v2/client/feed?per_page=10`)),
    async () => {
      const sent = { pasta_id: folderId, text: `Durante a queda ${unique()}` };
      const created = await timed('posts.create', 'POST', '/api/v2/client/feed/pasta/item/post', sent);
      if (created) posts.push({ id: created.id, sent });
    },
  ];
  const loop = async (index: number) => {
    for (let step = index; running; step++) await steps[step % steps.length]();
  };
  const done = Promise.all(Array.from({ length: loops }, (_, i) => loop(i)));

  return {
    answers,
    users,
    posts,
    async stop() {
      running = false;
      await done;
    },
  };
}
