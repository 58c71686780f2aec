import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Session } from './harness/api.ts';
import { startInstance, type Instance } from './harness/instance.ts';
import { startCluster, type Cluster } from './harness/postgres.ts';

/**
 * A SIGKILL aimed between the statements of one write, where random kills (kill.test.ts) almost never land: a comment
 * is its row and its post's counter. Another connection locks the post's row, so the server's write stops at the
 * counter's UPDATE after the comment's INSERT; the server is killed there and its sessions ended. When the two statements share a
 * transaction, PostgreSQL drops both with the connection; without one, the comment stays and the counter misses it.
 * The same for a like. PostgreSQL only: on SQLite a held write lock stops the INSERT as well.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let cluster: Cluster;
let url: string;
let dataDir: string;
let instance: Instance;
let session: Session;
let folderId: number;

beforeAll(async () => {
  cluster = startCluster();
  url = await cluster.createDatabase('midwrite');
  dataDir = mkdtempSync(join(tmpdir(), 'faults-midwrite-'));
  instance = await startInstance({ env: { DATABASE_URL: url, DATA_DIR: dataDir } });
  session = await signIn(instance.base);
  const folders = (await (await session.request('GET', '/api/v2/client/feed/pasta')).json()) as {
    data: { id: number }[];
  };
  folderId = folders.data[0].id;
});

afterAll(async () => {
  await instance?.stop('SIGKILL');
  cluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Waits until a statement of the API waits on a lock (pg_stat_activity); answers its text. */
async function blockedStatement(watcher: pg.Client, timeoutMs = 10_000): Promise<string> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    const { rows } = await watcher.query<{ query: string }>(
      "select query from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
    );
    if (rows.length) return rows[0].query;
    await sleep(20);
  }
  throw new Error('no statement of the API came to wait on the locked post');
}

/** Post `postId`'s counter and its rows of `table`, read straight from the database. */
async function counterAndRows(
  client: pg.Client,
  postId: number,
  counter: 'comments' | 'likes',
  table: 'feed_comments' | 'feed_likes',
) {
  const { rows } = await client.query<{ counter: number; rows: string }>(
    `select p.${counter} as counter, (select count(*) from ${table} t where t.post_id = p.id) as rows from feed_posts p where p.id = $1`,
    [postId],
  );
  return { counter: Number(rows[0].counter), rows: Number(rows[0].rows) };
}

describe('a SIGKILL between the statements of one write (PostgreSQL)', () => {
  for (const write of [
    {
      what: 'comment',
      counter: 'comments',
      table: 'feed_comments',
      path: (id: number) =>
        `/api/v2/client/feed/comment/post?feed_itens_id=${id}&comment=${encodeURIComponent('No meio')}`,
    },
    {
      what: 'like',
      counter: 'likes',
      table: 'feed_likes',
      path: (id: number) => `/api/v2/client/feed/pasta/item/${id}/like`,
    },
  ] as const) {
    it(
      `leaves neither the ${write.what} nor its counter when the server dies before the counter is written`,
      { timeout: 120_000 },
      async () => {
        // A test that failed before its restart left the server down.
        if (instance.process.exitCode !== null || instance.process.signalCode !== null) await instance.restart();
        const created = await session.request('POST', '/api/v2/client/feed/pasta/item/post', {
          pasta_id: folderId,
          text: `Alvo do ${write.what}`,
        });
        expect(created.status).toBe(201);
        const postId = ((await created.json()) as { data: { id: number } }).data.id;

        const holder = new pg.Client({ connectionString: url });
        const watcher = new pg.Client({ connectionString: url });
        await holder.connect();
        await watcher.connect();
        try {
          await holder.query('begin');
          // NO KEY UPDATE: the write's INSERT checks its foreign key to the post (KEY SHARE) and passes; its UPDATE waits.
          await holder.query('select id from feed_posts where id = $1 for no key update', [postId]);
          const answer = session.request('POST', write.path(postId)).then(
            (res) => res.status,
            () => 'no answer' as const,
          );
          const blocked = await blockedStatement(watcher);
          // The write came as far as its counter: what the kill is aimed at.
          expect(blocked).toMatch(/^update "feed_posts"/);
          await instance.stop('SIGKILL');
          expect(await answer).toBe('no answer');
          // The killed server's sessions end before the lock goes: a waiting statement must not run after its client
          // died (an autocommit UPDATE would, and hide the missing transaction).
          const holderPid = (holder as unknown as { processID: number }).processID;
          await watcher.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid not in (pg_backend_pid(), $1)',
            [holderPid],
          );
          await holder.query('rollback');
          const after = await counterAndRows(watcher, postId, write.counter, write.table);
          expect(after).toEqual({ counter: 0, rows: 0 });
        } finally {
          await holder.end();
          await watcher.end();
        }

        // Restarted, the server takes the same write whole.
        await instance.restart();
        const retried = await session.request('POST', write.path(postId));
        expect(retried.status).toBeLessThan(300);
        const check = new pg.Client({ connectionString: url });
        await check.connect();
        try {
          expect(await counterAndRows(check, postId, write.counter, write.table)).toEqual({ counter: 1, rows: 1 });
        } finally {
          await check.end();
        }
      },
    );
  }
});
