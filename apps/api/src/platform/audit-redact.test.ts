import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testKit, type TestKit } from '../test/kit.ts';
import { MASKED, REDACTED, isSecretKey } from './audit-redact.ts';

/**
 * The audit log as its readers see it (issue 27): no credential is written to it or shown from it, and users' and
 * collections' personal data is masked for a reader who holds 'auditoria' but not the audited area's tag.
 */

const SECRET = 'assinatura-super-secreta-123';
const USER_AFTER = {
  id: 77,
  name: 'Pessoa Auditada',
  email: 'pessoa@auditada.test',
  cpf: '52998224725',
  phone: '11987654321',
};

let kit: TestKit;
let memberId: number;

interface Entry {
  id: number;
  entity: string;
  entity_id: string | null;
  action: string;
  before: string | null;
  after: string | null;
}

async function auditList(token: string): Promise<Entry[]> {
  const res = await kit.call('GET', '/api/v2/admin/auditoria?per_page=100', token);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json().data.data as Entry[];
}

beforeAll(async () => {
  kit = await testKit();
  memberId = await kit.idOf('member@asta.demo');
  // A row written before the rule: a webhook's secret and a user's personal data as they were stored.
  await kit.db
    .insertInto('audit_log')
    .values([
      {
        client_id: 3,
        actor_user_id: null,
        action: 'integracoes.update',
        entity: 'integracoes',
        entity_id: '1',
        before: JSON.stringify({ nome: 'Antigo', segredo: 'segredo-antigo-0000', nested: { api_key: 'k-1' } }),
        after: JSON.stringify({ nome: 'Antigo', segredo: 'segredo-antigo-1111' }),
        created_at: new Date().toISOString(),
        request_id: null,
      },
      {
        client_id: 3,
        actor_user_id: null,
        action: 'user.update',
        entity: 'user',
        entity_id: '77',
        before: JSON.stringify({ ...USER_AFTER, password_hash: '$argon2id$v=19$old' }),
        after: JSON.stringify(USER_AFTER),
        created_at: new Date().toISOString(),
        request_id: null,
      },
    ])
    .execute();
  // The member holds the audit log's tag, not usuarios nor integracoes.
  const res = await kit.call(
    'POST',
    `/api/v2/admin/asap-user/permission/module/${memberId}?modulo=auditoria`,
    kit.admin3,
    { enabled: true },
  );
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => kit.close());

describe('credentials in the audit log', () => {
  it('names secrets, hashes, tokens and API keys as credentials, not plain codes', () => {
    for (const key of ['segredo', 'password_hash', 'token_hash', 'accessToken', 'api_key', 'private_key', 'senha'])
      expect(isSecretKey(key), key).toBe(true);
    for (const key of ['key', 'chave', 'email', 'nome', 'hashtags', 'tokenizer_name'])
      expect(isSecretKey(key), key).toBe(false);
  });

  it('never writes a webhook’s signing secret', async () => {
    const created = await kit.call('POST', '/api/v2/admin/integracoes', kit.admin3, {
      nome: 'Webhook auditado',
      url: 'https://example.test/hook',
      eventos: ['pedido.pago'],
      segredo: SECRET,
    });
    expect(created.statusCode, created.body).toBe(201);
    const rows = await kit.db
      .selectFrom('audit_log')
      .select(['after'])
      .where('action', '=', 'integracoes.create')
      .execute();
    expect(rows).toHaveLength(1);
    // A secret typed in the body is not a field (the platform makes it); the one made, answered once, is kept apart.
    const made = (created.json() as { once?: Record<string, string> }).once?.segredo;
    expect(made).toMatch(/\S{20,}/);
    expect(rows[0].after).not.toContain(SECRET);
    expect(rows[0].after).not.toContain(made);
    expect(JSON.parse(rows[0].after!)).toMatchObject({ nome: 'Webhook auditado' });
    expect(JSON.parse(rows[0].after!)).not.toHaveProperty('segredo');
  });

  it('removes secrets of entries written before the rule, for every reader', async () => {
    for (const token of [kit.admin3, kit.member3]) {
      const old = (await auditList(token)).find((e) => e.action === 'integracoes.update')!;
      expect(old.before).not.toContain('segredo-antigo');
      expect(JSON.parse(old.before!)).toEqual({ nome: 'Antigo', segredo: REDACTED, nested: { api_key: REDACTED } });
      expect(JSON.parse(old.after!)).toEqual({ nome: 'Antigo', segredo: REDACTED });
      const user = (await auditList(token)).find((e) => e.action === 'user.update' && e.entity_id === '77')!;
      expect(JSON.parse(user.before!).password_hash).toBe(REDACTED);
    }
  });
});

describe('personal data in the audit log', () => {
  it('masks users’ e-mail, CPF and phone for a reader without usuarios', async () => {
    const entry = (await auditList(kit.member3)).find((e) => e.action === 'user.update' && e.entity_id === '77')!;
    expect(JSON.parse(entry.after!)).toEqual({
      id: 77,
      name: 'Pessoa Auditada',
      email: MASKED,
      cpf: MASKED,
      phone: MASKED,
    });
    expect(entry.after).not.toContain('52998224725');
  });

  it('shows them to a reader holding usuarios', async () => {
    const entry = (await auditList(kit.admin3)).find((e) => e.action === 'user.update' && e.entity_id === '77')!;
    expect(JSON.parse(entry.after!)).toEqual(USER_AFTER);
  });
});
