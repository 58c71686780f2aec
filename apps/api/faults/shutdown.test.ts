import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { FEED_LIVE_CLOSE } from '@console/contract';
import { openLive } from '../src/modules/feed-live/live-client.ts';
import { signIn } from './harness/api.ts';
import { startInstance, type Instance } from './harness/instance.ts';
import { rawRequest, refused, type RawOutcome } from './harness/raw-http.ts';
import { COLLECTION } from './harness/write-load.ts';

/**
 * SIGTERM under load: requests in flight (a slow 6 MB upload, record creations whose bodies are still arriving, and a
 * stream of reads and writes), open feed sockets. Every request the server had begun is answered normally, none is
 * cut; what comes after is answered 503 in the envelope while the server drains, then refused; the sockets are closed with 1012 (service
 * restart); the process exits 0 within 10 s; and the writes it finished are there after a restart.
 */

const CLIENT_ID = 3;
const SOCKETS = 5;
const HALF_SENT = 8;
const UPLOAD_BYTES = 6 * 1024 * 1024;
const UPLOAD_MS = 2500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const dataDir = mkdtempSync(join(tmpdir(), 'faults-shutdown-'));
let instance: Instance | null = null;
afterAll(async () => {
  await instance?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** A PDF upload (multipart) whose bytes arrive over `ms`. */
async function* slowUpload(boundary: string, bytes: number, ms: number): AsyncGenerator<Buffer> {
  yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nlento.pdf\r\n`);
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lento.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const steps = 25;
  for (let i = 0; i < steps; i++) {
    yield Buffer.from(`%${randomBytes(bytes / steps / 2).toString('hex')}\n`);
    await sleep(ms / steps);
  }
  yield Buffer.from(`%%EOF\n\r\n--${boundary}--\r\n`);
}

/** A record's JSON body, its second half sent once `release` resolves. */
async function* halfThenRest(json: string, release: Promise<unknown>): AsyncGenerator<string> {
  yield json.slice(0, json.length / 2);
  await release;
  yield json.slice(json.length / 2);
}

const isOk = (o: RawOutcome) => 'status' in o && o.status >= 200 && o.status < 300;
const is503Envelope = (o: RawOutcome) => {
  if (!('status' in o) || o.status !== 503) return false;
  const body = JSON.parse(o.text) as { success?: boolean; message?: string };
  return body.success === false && typeof body.message === 'string' && body.message.length > 0;
};

it('SIGTERM under load finishes the requests in flight, refuses new ones, closes sockets with 1012 and exits 0 within 10 s', async () => {
  const started = performance.now();
  instance = await startInstance({ env: { DATA_DIR: dataDir }, startTimeoutMs: 180_000 });
  const server = instance;
  const session = await signIn(server.base);
  const { token } = session;
  const q = `client_id=${CLIENT_ID}`;
  const json = { 'content-type': 'application/json' };
  const sockets = await Promise.all(
    Array.from({ length: SOCKETS }, () => openLive(server.base.replace(/^http/, 'ws'), { token, clientId: CLIENT_ID })),
  );

  // A stream of reads and writes, each on a connection of its own, until the process is gone.
  let sigtermAt = Infinity;
  let exited = false;
  const stream: { at: number; outcome: RawOutcome }[] = [];
  const loop = async (n: number) => {
    for (let i = 0; !exited; i++) {
      const at = performance.now();
      const outcome =
        i % 2 === 0
          ? await rawRequest(server.base, { method: 'GET', path: `/api/v2/client/feed?per_page=10&${q}`, token })
          : await rawRequest(server.base, {
              method: 'POST',
              path: `/api/v2/admin/${COLLECTION}?${q}`,
              token,
              headers: json,
              body: JSON.stringify({ nome: `Fluxo ${n}-${i} ${randomBytes(4).toString('hex')}` }),
            });
      stream.push({ at, outcome });
      if (refused(outcome)) await sleep(20);
    }
  };
  const loops = Promise.all([0, 1, 2, 3].map(loop));
  await sleep(500);

  // In flight for sure: requests whose bodies are still arriving when the signal comes.
  const boundary = `----fault${randomBytes(8).toString('hex')}`;
  const upload = rawRequest(server.base, {
    method: 'POST',
    path: `/api/v2/admin/file?${q}`,
    token,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: slowUpload(boundary, UPLOAD_BYTES, UPLOAD_MS),
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const halfSent = Array.from({ length: HALF_SENT }, (_, i) =>
    rawRequest(server.base, {
      method: 'POST',
      path: `/api/v2/admin/${COLLECTION}?${q}`,
      token,
      headers: json,
      body: halfThenRest(
        JSON.stringify({ nome: `Em voo ${i} ${randomBytes(4).toString('hex')}`, descricao: 'enviado em duas partes' }),
        released,
      ),
    }),
  );
  await sleep(400);

  sigtermAt = performance.now();
  const stopped = server.stop('SIGTERM');
  await sleep(300);
  release();
  const { code, ms } = await stopped;
  exited = true;
  await loops;
  const inFlight = [await upload, ...(await Promise.all(halfSent))];
  const closes = await Promise.all(sockets.map((s) => s.closed));

  const before = stream.filter((s) => s.at < sigtermAt).map((s) => s.outcome);
  const after = stream.filter((s) => s.at >= sigtermAt).map((s) => s.outcome);
  // Begun before the signal: answered (normally, or 503 when it was still queued to the listener). After it: answered,
  // refused, or reset by the listener's close while queued to it (never accepted: nothing of it was read).
  const answered = (o: RawOutcome) => isOk(o) || is503Envelope(o);
  const reset = (o: RawOutcome) => 'error' in o && o.error === 'ECONNRESET';
  const cut = [...before.filter((o) => !answered(o)), ...after.filter((o) => !answered(o) && !refused(o) && !reset(o))];
  const turnedAway = after.filter((o) => refused(o) || is503Envelope(o)).length;
  console.log(
    `shutdown test: exit ${code} in ${Math.round(ms)} ms; in flight ${inFlight.filter(isOk).length}/${inFlight.length} answered 2xx; ` +
      `stream ${before.length} before SIGTERM (${before.filter(isOk).length} 2xx), ${after.length} after (${after.filter(isOk).length} 2xx, ` +
      `${after.filter(is503Envelope).length} 503, ${after.filter(refused).length} refused, ${after.filter(reset).length} reset unaccepted), ${cut.length} cut; sockets closed ${closes.map((c) => c.code).join(',')}`,
  );

  expect(inFlight.filter((o) => !isOk(o))).toEqual([]);
  expect(cut).toEqual([]);
  expect(before.filter(isOk).length).toBeGreaterThan(0);
  expect(turnedAway).toBeGreaterThan(0);
  expect(closes).toEqual(Array(SOCKETS).fill({ code: FEED_LIVE_CLOSE.serviceRestart, reason: 'service restart' }));
  expect(code).toBe(0);
  expect(ms).toBeLessThan(10_000);
  // It waited for the slow upload, which was still arriving when the signal came.
  expect(ms).toBeGreaterThan(UPLOAD_MS / 2);

  // What it finished is there after a restart.
  await server.restart();
  const [file, ...records] = inFlight.map(
    (o) => (JSON.parse((o as { text: string }).text) as { data: Record<string, unknown> }).data,
  );
  for (const record of records) {
    const res = await session.request('GET', `/api/v2/admin/${COLLECTION}/${record.id as number}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toEqual(record);
  }
  const object = await fetch(new URL(file.url as string, server.base));
  expect(object.status).toBe(200);
  expect((await object.arrayBuffer()).byteLength).toBe(file.size);
  console.log(`shutdown test: ${Math.round(performance.now() - started)} ms in all`);
});
