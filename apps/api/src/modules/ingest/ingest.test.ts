import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_PATTERN, INGEST_CHECKINS_PATH, INGEST_OCCUPANCY_PATH } from '@console/contract';
import { testKit, type TestKit } from '../../test/kit.ts';
import { INGEST_BAD_KEYS_PER_MINUTE, NO_OPEN_VISIT } from './service.ts';

// Issue 29: API keys (hashed at rest, shown once, scoped, revocable, last use recorded) and the turnstiles' ingestion
// of check-ins, idempotent by event id and isolated by client. Client 6 (Fitness Link) runs gyms; client 3 is another.

let kit: TestKit;
beforeAll(async () => {
  kit = await testKit();
});
afterAll(() => kit.close());

const KEYS = '/api/v2/admin/chaves-api';
let serial = 0;

/** A new key of client 6 (or of `token`'s client): the row and the key shown once. */
async function newKey(scopes = ['checkins.ingestao'], token = kit.admin6) {
  const res = await kit.call('POST', KEYS, token, { nome: `Catraca ${Date.now()}-${(serial += 1)}`, escopos: scopes });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json();
  return { row: body.data as Record<string, unknown> & { id: number }, key: body.once.chave as string };
}

const ingest = (key: string | null, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  kit.app.inject({
    method: 'POST',
    url: INGEST_CHECKINS_PATH,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
    payload: body,
  });

const memberOf = async (clientId: number) =>
  (
    await kit.db
      .selectFrom('users')
      .select('id')
      .where('client_id', '=', clientId)
      .where('role', '=', 'member')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;

async function unitOf(token: string) {
  const res = await kit.call('GET', '/api/v2/admin/unidades?per_page=1', token);
  return res.json().data.data[0] as { id: number; ocupacao: number | null };
}

const occupancyOf = async (unitId: number, token = kit.admin6) =>
  Number((await kit.call('GET', `/api/v2/admin/unidades/${unitId}`, token)).json().data.ocupacao ?? 0);

let event = 0;
const eventId = () => `evt-${Date.now()}-${(event += 1)}`;

describe('API keys', () => {
  it('are shown once on creation, stored only as their SHA-256, never in the row, its reads or the audit log', async () => {
    const { row, key } = await newKey();
    expect(key).toMatch(API_KEY_PATTERN);
    expect(key.startsWith(`ck_${String(row.prefixo)}_`)).toBe(true);
    expect(JSON.stringify(row)).not.toContain(key);
    const read = await kit.call('GET', `${KEYS}/${row.id}`, kit.admin6);
    expect(read.body).not.toContain(key.slice(12));
    const list = await kit.call('GET', `${KEYS}?per_page=100`, kit.admin6);
    expect(list.body).not.toContain(key.slice(12));
    const hashes = await kit.db.selectFrom('api_key_hashes').selectAll().where('key_id', '=', row.id).execute();
    expect(hashes).toHaveLength(1);
    expect(hashes[0].key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(hashes[0].client_id).toBe(6);
    const audits = await kit.audits('chaves-api', row.id);
    expect(audits.map((a) => a.action)).toEqual(['chaves-api.create']);
    expect(JSON.stringify(audits)).not.toContain(key.slice(12));
    // An update answers no key again.
    const update = await kit.call('PUT', `${KEYS}/${row.id}`, kit.admin6, { nome: `${String(row.nome)} (portaria)` });
    expect(update.statusCode).toBe(200);
    expect(update.json().once).toBeUndefined();
  });

  it('take only the known scopes, and the prefix is made, not typed', async () => {
    const wrong = await kit.call('POST', KEYS, kit.admin6, { nome: 'Errada', escopos: ['tudo'] });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toContain('escopos');
    const typed = await kit.call('POST', KEYS, kit.admin6, {
      nome: 'Com prefixo',
      escopos: ['checkins.ingestao'],
      prefixo: 'ABCDEFGH',
    });
    expect(typed.statusCode).toBe(422);
  });

  it('answer 401 when unknown, missing, malformed, revoked or expired, 403 without the scope; the last use is recorded', async () => {
    const unit = await unitOf(kit.admin6);
    const body = { event_id: eventId(), unidade_id: unit.id, aluno: await memberOf(6), at: '2026-06-10T10:00:00Z' };
    expect((await ingest(null, body)).statusCode).toBe(401);
    expect((await ingest('nonsense', body)).statusCode).toBe(401);
    const { row, key } = await newKey();
    const forged = `${key.slice(0, -4)}AAAA`;
    const unknown = await ingest(forged, body, { 'accept-language': 'en' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ success: false, message: 'Invalid, revoked or expired API key.' });

    const other = await newKey(['unidades.ocupacao']);
    const scoped = await ingest(other.key, body);
    expect(scoped.statusCode).toBe(403);
    expect(scoped.json().message).toContain('checkins.ingestao');
    const display = await kit.app.inject({
      method: 'GET',
      url: INGEST_OCCUPANCY_PATH,
      headers: { 'x-api-key': other.key },
    });
    expect(display.statusCode, display.body).toBe(200);
    expect(display.json().data.some((u: { id: number }) => u.id === unit.id)).toBe(true);
    const refused = await kit.app.inject({ method: 'GET', url: INGEST_OCCUPANCY_PATH, headers: { 'x-api-key': key } });
    expect(refused.statusCode).toBe(403);

    expect((await kit.call('GET', `${KEYS}/${row.id}`, kit.admin6)).json().data.ultimo_uso).toBeNull();
    const ok = await ingest(key, body);
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await kit.call('GET', `${KEYS}/${row.id}`, kit.admin6)).json().data.ultimo_uso).not.toBeNull();

    const revoke = await kit.call('PUT', `${KEYS}/${row.id}`, kit.admin6, { ativa: false });
    expect(revoke.statusCode).toBe(200);
    expect((await ingest(key, { ...body, event_id: eventId() })).statusCode).toBe(401);
    await kit.call('PUT', `${KEYS}/${row.id}`, kit.admin6, { ativa: true, expira_em: '2020-01-01' });
    expect((await ingest(key, { ...body, event_id: eventId() })).statusCode).toBe(401);
    await kit.call('PUT', `${KEYS}/${row.id}`, kit.admin6, { expira_em: null });
    expect((await ingest(key, { ...body, event_id: eventId() })).statusCode).toBe(201);
  });
});

describe('the turnstile ingestion', () => {
  it('writes one check-in per event id, answers the first result again, and keeps the unit occupancy', async () => {
    const { key } = await newKey();
    const unit = await unitOf(kit.admin6);
    const member = await memberOf(6);
    const before = await occupancyOf(unit.id);
    const entry = { event_id: eventId(), unidade_id: unit.id, aluno: member, at: '2026-06-11T07:00:00-03:00' };
    const first = await ingest(key, entry);
    expect(first.statusCode, first.body).toBe(201);
    const made = first.json().data;
    expect(made).toMatchObject({ event_id: entry.event_id, direction: 'entrada', duplicate: false });
    expect(made.codigo).toMatch(/^CHK-\d{4}-\d{6}$/);
    const again = await ingest(key, entry, { 'x-api-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ ...made, duplicate: true });
    const rows = await sql<{
      n: number;
    }>`select count(*) as n from c_checkins where client_id = 6 and id = ${made.checkin_id}`.execute(kit.db);
    expect(Number(rows.rows[0].n)).toBe(1);
    const checkin = (await kit.call('GET', `/api/v2/admin/checkins/${made.checkin_id}`, kit.admin6)).json().data;
    expect(checkin).toMatchObject({ aluno: member, unidade_id: unit.id, origem: 'catraca', situacao: 'dentro' });
    expect(checkin.entrada).toBe('2026-06-11T10:00:00.000Z');
    expect(await occupancyOf(unit.id)).toBe(before + 1);

    // The exit closes the open visit; the same exit again changes nothing.
    const exit = { ...entry, event_id: eventId(), direction: 'saida', at: '2026-06-11T08:30:00-03:00' };
    const out = await ingest(key, exit);
    expect(out.statusCode, out.body).toBe(201);
    expect(out.json().data.checkin_id).toBe(made.checkin_id);
    expect(await occupancyOf(unit.id)).toBe(before);
    expect((await ingest(key, exit)).json().data.duplicate).toBe(true);
    const closed = (await kit.call('GET', `/api/v2/admin/checkins/${made.checkin_id}`, kit.admin6)).json().data;
    expect(closed).toMatchObject({ saida: '2026-06-11T11:30:00.000Z', situacao: 'saiu' });
    // An exit with no visit open before it (none entered by 2020).
    const lonely = await ingest(key, { ...exit, event_id: eventId(), at: '2020-01-01T00:00:00Z' });
    expect(lonely.statusCode).toBe(409);
    expect(lonely.json().errors).toEqual({ aluno: [NO_OPEN_VISIT] });
  });

  it("refuses another client's unit or member, and event ids are per client", async () => {
    const { key } = await newKey();
    const unit = await unitOf(kit.admin6);
    const foreignUnit = await unitOf(kit.admin3);
    const member = await memberOf(6);
    const foreignMember = await memberOf(3);
    const at = '2026-06-12T09:00:00Z';
    const badUnit = await ingest(key, { event_id: eventId(), unidade_id: foreignUnit.id, aluno: member, at });
    expect(badUnit.statusCode).toBe(422);
    expect(Object.keys(badUnit.json().errors)).toEqual(['unidade_id']);
    const badMember = await ingest(key, { event_id: eventId(), unidade_id: unit.id, aluno: foreignMember, at });
    expect(badMember.statusCode).toBe(422);
    expect(Object.keys(badMember.json().errors)).toEqual(['aluno']);
    const malformed = await ingest(key, { event_id: '', unidade_id: 'x', aluno: member, at: 'ontem' });
    expect(malformed.statusCode).toBe(422);

    // The same event id sent by another client's key is that client's own event.
    const shared = eventId();
    const mine = await ingest(key, { event_id: shared, unidade_id: unit.id, aluno: member, at });
    expect(mine.statusCode).toBe(201);
    const theirs = await newKey(['checkins.ingestao'], kit.admin3);
    const res = await ingest(theirs.key, { event_id: shared, unidade_id: foreignUnit.id, aluno: foreignMember, at });
    // Client 3 may not have contracted the fitness hub: then its key is refused, never answered client 6's check-in.
    expect([201, 403]).toContain(res.statusCode);
    if (res.statusCode === 201) expect(res.json().data.checkin_id).not.toBe(mine.json().data.checkin_id);
    // Client 3's administrator does not see client 6's check-in.
    const look = await kit.call('GET', `/api/v2/admin/checkins/${mine.json().data.checkin_id}`, kit.admin3);
    expect(look.statusCode).toBe(404);
  });

  it('throttles an address that keeps sending refused keys (429 with Retry-After)', async () => {
    const headers = { authorization: 'Bearer ck_AAAAAAAA_' + 'A'.repeat(43) };
    const body = { event_id: 'x', unidade_id: 1, aluno: 1, at: '2026-06-12T09:00:00Z' };
    let last = 0;
    for (let i = 0; i <= INGEST_BAD_KEYS_PER_MINUTE; i += 1)
      last = (
        await kit.app.inject({
          method: 'POST',
          url: INGEST_CHECKINS_PATH,
          headers,
          payload: body,
          remoteAddress: '10.9.9.9',
        })
      ).statusCode;
    expect(last).toBe(429);
  });
});
