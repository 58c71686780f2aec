import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_LIVE_CLOSE } from '@console/contract';
import { openLive, type LiveClient } from '../src/modules/feed-live/live-client.ts';
import { startS3 } from '../src/test/s3.ts';
import { pdf, png } from '../src/test/samples.ts';
import { DEMO_ADMIN, on, signIn, type Session } from './harness/api.ts';
import { startBalancer, type Balancer } from './harness/balancer.ts';
import { startInstance, type Instance } from './harness/instance.ts';
import { dropListeners } from './harness/listeners-repo.ts';
import { startCluster, type Cluster } from './harness/postgres.ts';

/**
 * Three API instances on one PostgreSQL database and one S3-compatible store, as production scales out: whatever
 * one instance does, the others see at once (sessions, grants, feed events, files). Each instance has a DATA_DIR
 * of its own, so nothing travels through a shared disk.
 */
const MEMBER = { email: 'member@asta.demo', password: DEMO_ADMIN.password, clientId: 3 };
let cluster: Cluster;
let databaseUrl: string;
let s3: Awaited<ReturnType<typeof startS3>>;
let balancer: Balancer;
const instances: Instance[] = [];
const folders: string[] = [];
const sockets: LiveClient[] = [];
let admin: Session;

const [A, B, C] = [0, 1, 2];
/** The session's token on instance `index`. */
const at = (session: Session, index: number) => on(instances[index].base, session.token, session.clientId);
const wsBase = (base: string) => base.replace(/^http/, 'ws');
/** The sockets of the fan-out test, in the order they are opened. */
const SOCKET_NAMES = ['A', 'B', 'C', 'balancer 1', 'balancer 2', 'balancer 3'];
/** An answer's status and envelope; T names the fields a test reads of its data. */
const json = async <T = unknown>(res: Response) => ({
  status: res.status,
  body: (await res.json()) as { success: boolean; data: T },
});
type Page<T> = { data: T[] };

beforeAll(async () => {
  cluster = startCluster();
  databaseUrl = await cluster.createDatabase('scale_out');
  s3 = await startS3();
  const start = () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'scale-out-'));
    folders.push(dataDir);
    // Heartbeats far apart: what a socket hears here arrives because an instance announced it.
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      ...s3.env,
      LOG_LEVEL: 'warn',
      CONSOLE_DIR: '/nonexistent-console',
      FEED_LIVE_HEARTBEAT_MS: '600000',
    };
    return startInstance({ env, startTimeoutMs: 90_000 });
  };
  // The first migrates and seeds alone; the others find the schema and the demo data there.
  instances.push(await start());
  instances.push(...(await Promise.all([start(), start()])));
  balancer = await startBalancer(instances.map((instance) => instance.port));
  admin = await signIn(instances[A].base);
  // A first start migrates and seeds; on a busy machine three starts take longer than the suite's hook limit.
}, 240_000);

afterAll(async () => {
  for (const socket of sockets) socket.ws.terminate();
  await balancer?.close();
  await Promise.all(instances.map((instance) => instance.stop()));
  await s3?.stop();
  cluster?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('three instances on one PostgreSQL and one S3-compatible store', () => {
  it('take a token issued by A on B and C: a user created on B is in the list read on C', async () => {
    const email = `escala.${Date.now()}@exemplo.com.br`;
    const created = await json(
      await at(admin, B).request('POST', '/api/v2/admin/asap-user/store', { name: 'Escala Três Instâncias', email }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const listed = await json<Page<{ user_info: { user_email: string } }>>(
      await at(admin, C).request('GET', `/api/v2/admin/asap-user?search=${encodeURIComponent(email)}`),
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data.data.map((u) => u.user_info.user_email)).toEqual([email]);
    const me = await json<{ email: string }>(await at(admin, C).request('GET', '/api/v2/client/user/authenticated'));
    expect(me.body.data.email).toBe(DEMO_ADMIN.email);
  });

  it('carry a post created on C to feed sockets on A, B and C and to sockets opened through the balancer', async () => {
    const bases = [...instances.map((instance) => wsBase(instance.base)), ...Array(3).fill(wsBase(balancer.base))];
    const opened = await Promise.all(
      bases.map((base) => openLive(base, { token: admin.token, clientId: admin.clientId })),
    );
    sockets.push(...opened);
    const folder = (await json<{ id: number }[]>(await at(admin, C).request('GET', '/api/v2/client/feed/pasta'))).body
      .data[0].id;
    const created = await json(
      await at(admin, C).request('POST', '/api/v2/client/feed/pasta/item/post', {
        pasta_id: folder,
        title: 'Três instâncias',
        text: 'Publicado em C',
      }),
    );
    expect(created.status).toBe(201);
    const heard = await Promise.allSettled(opened.map((socket) => socket.next('post.created', 10_000)));
    // Which sockets missed it, and what each heard instead, say where the event was lost.
    const missed = heard.flatMap((result, i) =>
      result.status === 'rejected'
        ? [`${SOCKET_NAMES[i]}: heard ${JSON.stringify(opened[i].events.map((e) => e.type))}`]
        : [],
    );
    expect(missed).toEqual([]);
    for (const result of heard)
      expect(result.status === 'fulfilled' && result.value).toEqual({
        type: 'post.created',
        folder_id: folder,
        data: created.body.data,
      });
  });

  it('refuse a token signed out on A at the next request on B and C, and close its sockets there (8 rounds)', async () => {
    // A change reaches the other instances a few ms after it commits: one round would pass by luck 9 times in 10.
    for (let round = 0; round < 8; round++) {
      const own = await signIn(instances[A].base);
      // B and C served the token a moment ago: their session caches hold it.
      for (const index of [B, C])
        expect((await at(own, index).request('GET', '/api/v2/client/user/authenticated')).status).toBe(200);
      const socket =
        round === 0
          ? await openLive(wsBase(instances[B].base), { token: own.token, clientId: own.clientId })
          : undefined;
      if (socket) sockets.push(socket);
      expect((await at(own, A).request('POST', '/api/oauth/revoke')).status).toBe(200);
      const next = await Promise.all(
        [B, C].map(async (index) => json(await at(own, index).request('GET', '/api/v2/client/user/authenticated'))),
      );
      expect(
        next.map((res) => res.status),
        `round ${round}`,
      ).toEqual([401, 401]);
      expect(next[0].body.success).toBe(false);
      if (socket) expect((await socket.closed).code).toBe(FEED_LIVE_CLOSE.unauthenticated);
    }
  });

  it('apply a grant revoked on B at the next request on A and C (403 where it was 200), and granted again (12 rounds)', async () => {
    const member = await signIn(instances[A].base, MEMBER);
    const memberId = (await json<{ id: number }>(await member.request('GET', '/api/v2/client/user/authenticated'))).body
      .data.id;
    const feedOf = (index: number) => at(member, index).request('GET', '/api/v2/client/feed/pasta');
    const grant = (index: number, enabled: boolean) =>
      at(admin, index).request('POST', `/api/v2/admin/asap-user/permission/module/${memberId}?modulo=feed`, {
        enabled,
      });
    for (let round = 0; round < 12; round++) {
      const enabled = round % 2 === 1;
      // A and C hold the member's session from the request before.
      for (const index of [A, C]) expect((await feedOf(index)).status).toBe(enabled ? 403 : 200);
      expect((await grant(B, enabled)).status).toBe(200);
      const next = await Promise.all([A, C].map(async (index) => (await feedOf(index)).status));
      expect(next, `round ${round}`).toEqual(enabled ? [200, 200] : [403, 403]);
    }
  });

  it('refuse a signed-out token on B and C while their listening connections are down (the NOTIFY never reaches them)', async () => {
    const own = await signIn(instances[A].base);
    const me = (index: number, session = own) => at(session, index).request('GET', '/api/v2/client/user/authenticated');
    // The administrator's sockets on B and C: told to reload once their instance listens again.
    const watching = await Promise.all(
      [B, C].map((index) => openLive(wsBase(instances[index].base), { token: admin.token, clientId: admin.clientId })),
    );
    sockets.push(...watching);
    for (const index of [B, C]) expect((await me(index)).status).toBe(200);
    expect(await dropListeners(databaseUrl)).toBe(3);
    expect((await at(own, A).request('POST', '/api/oauth/revoke')).status).toBe(200);
    expect(await Promise.all([B, C].map(async (index) => (await me(index)).status))).toEqual([401, 401]);
    // Listening again (a resync on their sockets), they keep sessions again and hear the next change.
    await Promise.all(watching.map((socket) => socket.next('resync', 20_000)));
    const other = await signIn(instances[A].base);
    for (const index of [B, C]) expect((await me(index, other)).status).toBe(200);
    expect((await at(other, C).request('POST', '/api/oauth/revoke')).status).toBe(200);
    expect((await me(B, other)).status).toBe(401);
  });

  it('serve a file uploaded through A from B and C, the same bytes', async () => {
    const document = pdf();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(document)], { type: 'application/pdf' }), 'escala.pdf');
    const stored = await json<{ url: string }>(await at(admin, A).request('POST', '/api/v2/admin/file', form));
    expect(stored.status).toBe(201);
    const image = new FormData();
    image.append('file', new Blob([new Uint8Array(await png(32, 16))], { type: 'image/png' }), 'escala.png');
    const uploaded = (await (await at(admin, A).request('POST', '/api/cloudinary/upload', image)).json()) as {
      file: { url: string };
    };
    const served = async (index: number, url: string) => {
      const res = await fetch(`${instances[index].base}${url}`);
      expect(res.status, `${url} on instance ${index}`).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    };
    for (const index of [B, C]) expect((await served(index, stored.body.data.url)).equals(document)).toBe(true);
    // Images are rewritten on upload: the instances serve the one stored object.
    const fromA = await served(A, uploaded.file.url);
    for (const index of [B, C]) expect((await served(index, uploaded.file.url)).equals(fromA)).toBe(true);
    const listed = await json<Page<{ url: string }>>(
      await at(admin, C).request('GET', '/api/v2/admin/file/all?search=escala'),
    );
    expect(listed.body.data.data.map((f) => f.url).sort()).toEqual([stored.body.data.url, uploaded.file.url].sort());
  });

  it('answer a mixed burst through the balancer with no error, spread over the three', async () => {
    const before = [...balancer.served];
    const through = on(balancer.base, admin.token, admin.clientId);
    const folder = (await json<{ id: number }[]>(await through.request('GET', '/api/v2/client/feed/pasta'))).body
      .data[0].id;
    let seq = 0;
    const kinds: (() => Promise<Response>)[] = [
      () => through.request('GET', '/api/v2/admin/asap-user?per_page=20'),
      () => through.request('GET', '/api/v2/admin/asap-user?search=ana'),
      () => through.request('GET', '/api/v2/client/feed'),
      () => through.request('GET', '/api/v2/client/user/authenticated'),
      () =>
        through.request('POST', '/api/v2/admin/asap-user/store', {
          name: `Rajada ${++seq}`,
          email: `rajada.${Date.now()}.${seq}@exemplo.com.br`,
        }),
      () =>
        through.request('POST', '/api/v2/client/feed/pasta/item/post', {
          pasta_id: folder,
          title: `Rajada ${++seq}`,
          text: 'Pelo balanceador',
        }),
    ];
    const answers: { kind: number; status: number; body: string }[] = [];
    const work = async (worker: number) => {
      for (let i = 0; i < 40; i++) {
        const kind = (worker + i) % kinds.length;
        const res = await kinds[kind]();
        answers.push({ kind, status: res.status, body: (await res.text()).slice(0, 200) });
      }
    };
    await Promise.all(Array.from({ length: 12 }, (_, worker) => work(worker)));
    expect(answers).toHaveLength(480);
    expect(answers.filter((answer) => answer.status >= 300)).toEqual([]);
    const spread = balancer.served.map((count, index) => count - before[index]);
    for (const count of spread) expect(count).toBeGreaterThanOrEqual(160);
  });
});
