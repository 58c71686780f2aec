import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Session } from './api.ts';

/**
 * Write load of the fault suite: loops that create users, feed posts (each then commented and liked), library uploads
 * (PNG, JPEG, PDF through the real upload endpoint) and collection records as fast as the server answers, through the
 * HTTP API. Every write answered 2xx is recorded with what it answered; a write that got no answer (the server died
 * under it) is counted as unknown, and the loop keeps trying until it is stopped.
 */

/** The declarative collection the load writes to (packages/contract: comercial.ts), a plain one of text fields. */
export const COLLECTION = 'categorias-produto';

export type Answer = Record<string, unknown> & { id: number };

/** What the server acknowledged, by kind. */
export interface Acknowledged {
  users: Answer[];
  posts: Answer[];
  comments: Answer[];
  /** Posts whose like the server acknowledged as on (each post is liked once, by the loop that created it). */
  likes: number[];
  files: Answer[];
  records: Answer[];
}

export interface WriteLoad {
  readonly acknowledged: Acknowledged;
  /** Requests that got no answer (connection refused or cut) and answers that were neither 2xx nor expected. */
  readonly unanswered: number;
  readonly failures: string[];
  /** Resolves once at least `count` more writes have been acknowledged. */
  progress(count: number): Promise<void>;
  /** Ends the loops and waits for the requests they have in flight. */
  stop(): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unique = () => randomBytes(6).toString('hex');

/** A small image or a PDF: distinct bytes each time, so images do not all land on one content-addressed object. */
async function sampleFile(n: number): Promise<{ blob: Blob; name: string }> {
  const background = { r: n % 256, g: (n >> 8) % 256, b: randomBytes(1)[0] };
  const image = sharp({ create: { width: 16, height: 12, channels: 3, background } });
  if (n % 3 === 0)
    return {
      blob: new Blob([new Uint8Array(await image.png().toBuffer())], { type: 'image/png' }),
      name: `load-${n}.png`,
    };
  if (n % 3 === 1)
    return {
      blob: new Blob([new Uint8Array(await image.jpeg().toBuffer())], { type: 'image/jpeg' }),
      name: `load-${n}.jpg`,
    };
  // A PDF of some tens of kilobytes: it streams to a temp file for a while, a window for a kill.
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.4\n%load\n'),
    Buffer.from(`%${randomBytes(24_000 + (n % 7) * 8_000).toString('hex')}\n`),
    Buffer.from('%%EOF\n'),
  ]);
  return { blob: new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), name: `load-${n}.pdf` };
}

/** Starts `loops` concurrent writers on the session (which may point at a server that is restarting). */
export function startWriteLoad(
  session: () => Session,
  { loops = 6, folderId }: { loops?: number; folderId: number },
): WriteLoad {
  const acknowledged: Acknowledged = { users: [], posts: [], comments: [], likes: [], files: [], records: [] };
  const failures: string[] = [];
  let unanswered = 0;
  let running = true;
  let count = 0;
  const waiters: { at: number; resolve: () => void }[] = [];

  const ack = () => {
    count += 1;
    for (const waiter of waiters.filter((w) => count >= w.at)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };

  /** One write: the answer's data on 2xx, null when the server gave no answer (it was killed or is starting). */
  async function write(method: string, path: string, body?: unknown): Promise<Answer | null> {
    let res: Response;
    try {
      res = await session().request(method, path, body);
    } catch {
      unanswered += 1;
      await pause(50);
      return null;
    }
    const text = await res.text().catch(() => null);
    if (text === null) {
      unanswered += 1;
      return null;
    }
    if (res.status < 200 || res.status >= 300) {
      if (failures.length < 50) failures.push(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
      return null;
    }
    ack();
    return (JSON.parse(text) as { data: Answer }).data;
  }

  async function post(n: number): Promise<void> {
    const created = await write('POST', '/api/v2/client/feed/pasta/item/post', {
      pasta_id: folderId,
      text: `Carga ${n} ${unique()}`,
    });
    if (!created) return;
    acknowledged.posts.push(created);
    for (let i = 0; i < 2 && running; i++) {
      const comment = await write(
        'POST',
        `/api/v2/client/feed/comment/post?feed_itens_id=${created.id}&comment=${encodeURIComponent(`Comentário ${i} ${unique()}`)}`,
      );
      if (comment) acknowledged.comments.push(comment);
    }
    const like = await write('POST', `/api/v2/client/feed/pasta/item/${created.id}/like`);
    if (like?.liked === true) acknowledged.likes.push(created.id);
  }

  async function upload(n: number): Promise<void> {
    const { blob, name } = await sampleFile(n);
    const form = new FormData();
    form.set('name', name);
    form.set('description', `carga ${unique()}`);
    form.set('file', blob, name);
    const created = await write('POST', '/api/v2/admin/file', form);
    if (created) acknowledged.files.push(created);
  }

  const steps: ((n: number) => Promise<void>)[] = [
    post,
    async (n) => {
      const created = await write('POST', '/api/v2/admin/asap-user/store', {
        name: `Carga ${n}`,
        email: `carga-${unique()}@load.test`,
        password: `Senha-${unique()}-9`,
      });
      if (created) acknowledged.users.push(created);
    },
    upload,
    async (n) => {
      const created = await write('POST', `/api/v2/admin/${COLLECTION}`, {
        nome: `Carga ${n} ${unique()}`,
        descricao: `Registro da carga ${n}`,
      });
      if (created) acknowledged.records.push(created);
    },
  ];

  let next = 0;
  const loop = async (index: number) => {
    for (let step = index; running; step++) await steps[step % steps.length](next++);
  };
  const done = Promise.all(Array.from({ length: loops }, (_, i) => loop(i)));

  return {
    acknowledged,
    get unanswered() {
      return unanswered;
    },
    failures,
    progress: (more) => new Promise((resolve) => waiters.push({ at: count + more, resolve })),
    async stop() {
      running = false;
      await done;
      for (const waiter of waiters.splice(0)) waiter.resolve();
    },
  };
}
