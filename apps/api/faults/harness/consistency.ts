import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { openDatabase, type DatabaseTarget } from '../../src/db/database.ts';
import { STORAGE_KEY } from '../../src/platform/storage/index.ts';
import type { Session } from './api.ts';
import { consistencyRepo } from './consistency-repo.ts';
import { COLLECTION, type Acknowledged, type Answer } from './write-load.ts';

/**
 * The fault suite's judge of a database and its local store after faults: every write the server acknowledged reads
 * back unchanged through the API, and nothing is half-written (counters equal their rows: a post's comments and likes,
 * the feed's live posts per folder and status; every file record has its object, no upload temp file, no stored
 * object without a record).
 */

/** What the store and the database hold before the load: later rows and objects are the load's. */
export interface Baseline {
  post: number;
  file: number;
  objects: Set<string>;
}

/** The local store's objects (keys) and the temp files of puts that never finished. */
async function walkStore(root: string): Promise<{ objects: Set<string>; temps: string[] }> {
  const objects = new Set<string>();
  const temps: string[] = [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const key = relative(root, join(entry.parentPath, entry.name));
    if (STORAGE_KEY.test(key)) objects.add(key);
    else temps.push(key);
  }
  return { objects, temps };
}

async function withDatabase<T>(
  target: DatabaseTarget,
  work: (repo: ReturnType<typeof consistencyRepo>) => Promise<T>,
): Promise<T> {
  const database = openDatabase(target);
  try {
    return await work(consistencyRepo(database.db));
  } finally {
    await database.close();
  }
}

export async function baselineOf(target: DatabaseTarget, clientId: number, storeRoot: string): Promise<Baseline> {
  const ids = await withDatabase(target, (repo) => repo.lastIds(clientId));
  return { ...ids, objects: (await walkStore(storeRoot)).objects };
}

/** Runs `work` on every item, `width` at a time. */
async function eachLimited<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** Every page of a paginated list (`data.data`, `last_page`). */
async function allPages(session: Session, path: string): Promise<Answer[]> {
  const rows: Answer[] = [];
  for (let page = 1; ; page++) {
    const res = await session.request('GET', `${path}${path.includes('?') ? '&' : '?'}per_page=100&page=${page}`);
    if (res.status !== 200) throw new Error(`${path} page ${page}: ${res.status} ${await res.text()}`);
    const { data } = (await res.json()) as { data: { data: Answer[]; last_page: number } };
    rows.push(...data.data);
    if (page >= data.last_page) return rows;
  }
}

const POST_FIELDS = [
  'id',
  'pasta_id',
  'titulo',
  'texto',
  'author',
  'arquivo',
  'image',
  'status',
  'created_at',
] as const;
const pick = (row: Answer, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, row[k]]));

/** Problems with the acknowledged writes as the API reads them back (empty when every one is there, unchanged). */
export async function checkAcknowledged(session: Session, ack: Acknowledged): Promise<string[]> {
  const problems: string[] = [];
  const differs = (what: string, acked: unknown, read: unknown) => {
    if (!isDeepStrictEqual(acked, read))
      problems.push(`${what} changed: acknowledged ${JSON.stringify(acked)}, read ${JSON.stringify(read)}`);
  };
  const readOne = async (what: string, path: string, acked: Answer) => {
    const res = await session.request('GET', path);
    if (res.status !== 200) problems.push(`${what} ${acked.id}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    else differs(`${what} ${acked.id}`, acked, ((await res.json()) as { data: unknown }).data);
  };

  await eachLimited(ack.users, 8, (user) => readOne('user', `/api/v2/admin/asap-user/dados/${user.id}`, user));
  await eachLimited(ack.records, 8, (record) =>
    readOne(COLLECTION, `/api/v2/admin/${COLLECTION}/${record.id}`, record),
  );

  const posts = new Map((await allPages(session, '/api/v2/client/feed/user')).map((p) => [p.id, p]));
  for (const post of ack.posts) {
    const read = posts.get(post.id);
    if (!read) problems.push(`post ${post.id} missing`);
    else differs(`post ${post.id}`, pick(post, POST_FIELDS), pick(read, POST_FIELDS));
  }
  for (const id of ack.likes) if (posts.get(id)?.liked !== true) problems.push(`like of post ${id} missing`);

  const byPost = new Map<number, Answer[]>();
  for (const comment of ack.comments)
    byPost.set(comment.feed_itens_id as number, [...(byPost.get(comment.feed_itens_id as number) ?? []), comment]);
  await eachLimited([...byPost], 8, async ([postId, comments]) => {
    const read = new Map(
      (await allPages(session, `/api/v2/client/feed/pasta/item/${postId}/comments`)).map((c) => [c.id, c]),
    );
    for (const comment of comments) {
      if (!read.has(comment.id)) problems.push(`comment ${comment.id} of post ${postId} missing`);
      else differs(`comment ${comment.id}`, comment, read.get(comment.id));
    }
  });

  const files = new Map((await allPages(session, '/api/v2/admin/file/all')).map((f) => [f.id, f]));
  await eachLimited(ack.files, 8, async (file) => {
    if (!files.has(file.id)) {
      problems.push(`file ${file.id} missing`);
      return;
    }
    differs(`file ${file.id}`, file, files.get(file.id));
    const res = await fetch(new URL(file.url as string, session.base));
    const bytes = res.status === 200 ? (await res.arrayBuffer()).byteLength : -1;
    if (bytes !== file.size)
      problems.push(
        `file ${file.id}: its object answers ${res.status} with ${bytes} bytes, recorded ${file.size as number}`,
      );
  });
  return problems;
}

/** Problems of the database and the local store written by the load (empty when nothing is half-written). */
export async function checkStore(
  target: DatabaseTarget,
  clientId: number,
  storeRoot: string,
  baseline: Baseline,
): Promise<string[]> {
  const problems: string[] = [];
  const { objects, temps } = await walkStore(storeRoot);
  for (const temp of temps) problems.push(`leftover temp file ${temp}`);
  await withDatabase(target, async (repo) => {
    for (const post of await repo.counterMismatches(clientId, baseline.post)) {
      problems.push(
        `post ${post.id}: counters comments=${post.comments} likes=${post.likes}, rows ${post.comment_rows} comments and ${post.like_rows} likes`,
      );
    }
    for (const count of await repo.feedCountMismatches(clientId)) {
      problems.push(
        `feed counter of folder ${count.pasta_id}, ${count.status}: live=${count.live}, rows ${count.rows} live posts`,
      );
    }
    for (const file of await repo.filesAfter(clientId, baseline.file)) {
      if (!objects.has(file.storage_key))
        problems.push(`file record ${file.id} without its object ${file.storage_key}`);
    }
    const named = await repo.storedKeys();
    for (const key of objects)
      if (!baseline.objects.has(key) && !named.has(key)) problems.push(`stored object ${key} without a record`);
  });
  return problems;
}
