import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobQueue } from '../jobs/index.ts';
import { testKit, type TestKit } from '../../test/kit.ts';
import { defineWebhookJobs, emitWebhooks, PAUSE_AFTER, WEBHOOK_JOB } from './delivery.ts';
import { SIGNATURE_HEADER, verifySignature } from './signature.ts';

/** Outbound webhooks against a local receiver: signed, logged per attempt, retried, paused after failures in a row. */

/** The secrets the creates answered once, by integration. */
const secrets = new Map<number, string>();
let kit: TestKit;
let receiver: Server;
let url: string;
const received: { headers: IncomingMessage['headers']; body: string }[] = [];
let answer = 204;
let now = Date.parse('2026-07-01T12:00:00Z');
const clock = () => now;

beforeAll(async () => {
  kit = await testKit();
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/ganchos`;
  // The demo integrations point at addresses that do not exist: only the tests' own are active.
  await kit.db
    .updateTable('c_integracoes' as never)
    .set({ ativo: 0 } as never)
    .execute();
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await kit.close();
});

const deps = () => {
  const jobs = jobQueue(kit.db, kit.database.sql.name, clock);
  const made = { db: kit.db, clock, jobs };
  defineWebhookJobs(made);
  return made;
};

async function integration(clientToken: string, client: number, name: string, eventos: string[]) {
  const res = await kit.call('POST', `/api/v2/admin/integracoes?client_id=${client}`, clientToken, {
    nome: name,
    url,
    eventos,
    ativo: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  const made = res.json() as { data: { id: number; segredo?: unknown }; once: { segredo: string } };
  // The secret answers this create only, apart from the row.
  expect(made.once.segredo).toMatch(/^whsec_[\w-]{32}$/);
  expect(made.data).not.toHaveProperty('segredo');
  secrets.set(made.data.id, made.once.segredo);
  return made.data;
}
const deliveries = (id: number) =>
  kit.db.selectFrom('webhook_deliveries').selectAll().where('integracao_id', '=', id).orderBy('id').execute();
const row = async (id: number) =>
  (await kit.call('GET', `/api/v2/admin/integracoes/${id}?client_id=3`, kit.admin3)).json().data as Record<
    string,
    unknown
  >;

describe('outbound webhooks', () => {
  it('delivers a subscribed event signed with the secret, which the receiver checks; logs the attempt', async () => {
    const hook = await integration(kit.admin3, 3, 'Catraca', ['pedido.pago']);
    await integration(kit.admin3, 3, 'Outro evento', ['aula.concluida']);
    await integration(kit.admin6, 6, 'Outro cliente', ['pedido.pago']);
    const d = deps();
    const queued = await kit.db.transaction().execute((trx) => emitWebhooks(d, trx, 3, 'pedido.pago', { pedido: 42 }));
    expect(queued).toBe(1);
    received.length = 0;
    expect(await d.jobs.runDue()).toMatchObject({ done: 1 });
    expect(received).toHaveLength(1);
    const [request] = received;
    const signature = String(request!.headers[SIGNATURE_HEADER]);
    const SECRET = secrets.get(hook.id)!;
    expect((await row(hook.id)).segredo).toBeUndefined();
    expect(verifySignature(SECRET, signature, request!.body, Math.floor(now / 1000))).toBe(true);
    // A tampered body or another secret fails the check.
    expect(verifySignature(SECRET, signature, request!.body.replace('42', '43'), Math.floor(now / 1000))).toBe(false);
    expect(verifySignature('outro-segredo-qualquer', signature, request!.body, Math.floor(now / 1000))).toBe(false);
    // A replay ten minutes later is refused.
    expect(verifySignature(SECRET, signature, request!.body, Math.floor(now / 1000) + 600)).toBe(false);
    expect(JSON.parse(request!.body)).toMatchObject({ event: 'pedido.pago', data: { pedido: 42 } });
    expect(request!.headers['x-webhook-event']).toBe('pedido.pago');
    expect(await deliveries(hook.id)).toEqual([
      expect.objectContaining({ evento: 'pedido.pago', tentativa: 1, status_http: 204, sucesso: 1, erro: null }),
    ]);
    expect(await row(hook.id)).toMatchObject({ ultimo_status: 'sucesso', falhas_seguidas: 0 });
  });

  it('retries a failed delivery with the same delivery id, and pauses the webhook after ten failures in a row', async () => {
    const hook = await integration(kit.admin3, 3, 'Instável', ['checkin.registrado']);
    const d = deps();
    answer = 500;
    received.length = 0;
    for (let i = 0; i < PAUSE_AFTER + 1; i++)
      await kit.db.transaction().execute((trx) => emitWebhooks(d, trx, 3, 'checkin.registrado', { i }));
    // The first attempt of each of the eleven.
    expect(await d.jobs.runDue()).toMatchObject({ retried: PAUSE_AFTER - 1, failed: 1 });
    const attempts = await deliveries(hook.id);
    expect(attempts).toHaveLength(PAUSE_AFTER);
    expect(attempts.every((a) => a.sucesso === 0 && a.status_http === 500 && a.erro === 'HTTP 500')).toBe(true);
    expect(await row(hook.id)).toMatchObject({ ativo: false, ultimo_status: 'falha', falhas_seguidas: PAUSE_AFTER });
    // Paused: the queued retries deliver nothing more.
    answer = 204;
    now += 3_600_000;
    await d.jobs.runDue();
    expect(await deliveries(hook.id)).toHaveLength(PAUSE_AFTER);
    const failed = await kit.db
      .selectFrom('jobs')
      .select(['status', 'last_error'])
      .where('kind', '=', WEBHOOK_JOB)
      .where('status', '=', 'failed')
      .execute();
    expect(failed.map((j) => j.last_error)).toEqual([expect.stringMatching(/pausado após 10 falhas seguidas/)]);
  });

  it('a domain event (a post published in the feed) reaches the webhooks subscribed to it', async () => {
    const hook = await integration(kit.admin3, 3, 'Feed', ['feed.publicacao']);
    answer = 204;
    received.length = 0;
    const post = await kit.post(kit.admin3, { pasta_id: kit.folders.geral, text: 'Olá, webhooks!' });
    // The app queued it on the wall clock.
    now = Date.now() + 1000;
    expect(await deps().jobs.runDue()).toMatchObject({ done: 1 });
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body)).toMatchObject({
      event: 'feed.publicacao',
      data: { entity: 'feed_posts', id: post.id },
    });
    expect((await deliveries(hook.id)).map((d) => d.sucesso)).toEqual([1]);
  });

  it('a secret typed into a create is not taken: the secret is the platform’s, made once', async () => {
    const res = await kit.call('POST', '/api/v2/admin/integracoes?client_id=3', kit.admin3, {
      nome: 'Com segredo digitado',
      url,
      eventos: ['pedido.pago'],
      segredo: 'um-segredo-escolhido-a-mao',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().once.segredo).toMatch(/^whsec_/);
    const stored = await kit.db.selectFrom('webhook_secrets').select('secret').execute();
    expect(stored.map((s) => s.secret)).not.toContain('um-segredo-escolhido-a-mao');
  });

  it('the delivery log is read-only, per client, and goes with its webhook', async () => {
    const list = await kit.call('GET', '/api/v2/admin/entregas-webhook?client_id=3', kit.admin3);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.total).toBeGreaterThan(0);
    const other = await kit.call('GET', '/api/v2/admin/entregas-webhook?client_id=6', kit.admin6);
    expect(other.json().data.total).toBe(0);
    const create = await kit.call('POST', '/api/v2/admin/entregas-webhook?client_id=3', kit.admin3, { evento: 'x' });
    expect(create.statusCode).toBeGreaterThanOrEqual(400);
    const typed = await kit.call('PUT', '/api/v2/admin/integracoes/1?client_id=3', kit.admin3, { falhas_seguidas: 0 });
    expect([404, 422]).toContain(typed.statusCode);
  });
});
