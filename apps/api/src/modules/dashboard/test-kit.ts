import type { Db } from '../../db/handle.ts';
import { hashPassword } from '../../platform/passwords.ts';

/**
 * A client of the tests' own, with rows placed around a fixed today (TODAY, 12:00 in São Paulo) so every figure is
 * counted by hand: the 7-day period is 09/03..15/03/2026, the previous one 02/03..08/03. Instants are UTC; São Paulo's
 * day is 3 hours behind, so 2026-03-09T02:00Z still falls on the 8th.
 */
export const CLIENT = 901;
export const TODAY_MS = Date.parse('2026-03-15T15:00:00Z');
export const PASSWORD = 'fixture-pass-1';

export async function insertFixture(db: Db) {
  await db
    .insertInto('clients')
    .values({
      id: CLIENT,
      name: 'Painel de teste',
      slug: 'painel-teste',
      login_url: '/painel-teste/login',
      logout_url: '/painel-teste/login',
      config: '{}',
      settings: null,
      created_at: null,
    })
    .execute();
  const group = async (name: string) =>
    (await db.insertInto('groups').values({ client_id: CLIENT, name }).returning('id').executeTakeFirstOrThrow()).id;
  const [a, b] = [await group('Grupo A'), await group('Grupo B')];
  const regional = (
    await db
      .insertInto('regionals')
      .values({ client_id: CLIENT, name: 'Regional Sul' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const passwordHash = await hashPassword(PASSWORD);
  const user = async (key: string, createdAt: string, groupId: number | null, regionalId: number | null = null) =>
    (
      await db
        .insertInto('users')
        .values({
          client_id: CLIENT,
          name: `Pessoa ${key}`,
          name_key: `pessoa ${key}`,
          email: `${key}@painel.test`,
          password_hash: passwordHash,
          language: 'pt-br',
          picture: null,
          role: 'member',
          group_id: groupId,
          regional_id: regionalId,
          status: 'active',
          created_at: createdAt,
          deleted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const u1 = await user('u1', '2026-03-10T12:00:00.000Z', a, regional);
  const u2 = await user('u2', '2026-03-03T12:00:00.000Z', a);
  const u3 = await user('u3', '2026-01-01T12:00:00.000Z', b);
  const u4 = await user('u4', '2026-03-12T12:00:00.000Z', a);
  const u5 = await user('u5', '2026-03-09T02:00:00.000Z', b);
  await user('u6', '2026-03-15T10:00:00.000Z', a);
  await db.updateTable('users').set({ deleted_at: '2026-03-14T12:00:00.000Z' }).where('id', '=', u4).execute();

  const signIn = (userId: number, at: string) => ({
    client_id: CLIENT,
    user_id: userId,
    created_at: at,
    address: '203.0.113.9',
    user_agent: 'fixture',
  });
  // Newest first for u1: the latest day must win whatever the order of the log.
  await db
    .insertInto('sign_ins')
    .values([
      signIn(u1, '2026-03-15T13:00:00.000Z'),
      signIn(u1, '2026-03-10T13:00:00.000Z'),
      signIn(u1, '2026-03-14T13:00:00.000Z'),
      signIn(u2, '2026-02-20T13:00:00.000Z'),
      signIn(u3, '2026-01-10T13:00:00.000Z'),
      signIn(u4, '2026-03-13T13:00:00.000Z'),
      signIn(u5, '2026-03-01T13:00:00.000Z'),
      signIn(u5, '2026-03-05T13:00:00.000Z'),
    ])
    .execute();

  const folder = (
    await db
      .insertInto('feed_folders')
      .values({ client_id: CLIENT, name: 'Geral', description: null, created_at: '2026-01-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const post = async (at: string, deleted = false) =>
    (
      await db
        .insertInto('feed_posts')
        .values({
          client_id: CLIENT,
          pasta_id: folder,
          author_id: u1,
          titulo: null,
          texto: 'Olá',
          arquivo: null,
          arquivo_tipo: null,
          embed: null,
          embed_tipo: null,
          image: null,
          created_at: at,
          updated_at: at,
          deleted_at: deleted ? at : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const p1 = await post('2026-03-11T12:00:00.000Z');
  await post('2026-03-14T12:00:00.000Z');
  await post('2026-03-13T12:00:00.000Z', true);
  const p4 = await post('2026-03-04T12:00:00.000Z');
  await db
    .insertInto('feed_comments')
    .values({
      client_id: CLIENT,
      post_id: p1,
      author_id: u2,
      comment: 'Boa',
      created_at: '2026-03-12T12:00:00.000Z',
      updated_at: '2026-03-12T12:00:00.000Z',
    })
    .execute();
  const like = (postId: number, userId: number, at: string) => ({
    client_id: CLIENT,
    post_id: postId,
    user_id: userId,
    created_at: at,
  });
  await db
    .insertInto('feed_likes')
    .values([
      like(p1, u1, '2026-03-11T13:00:00.000Z'),
      like(p1, u2, '2026-03-12T13:00:00.000Z'),
      like(p1, u3, '2026-03-15T13:00:00.000Z'),
      like(p4, u1, '2026-03-04T13:00:00.000Z'),
    ])
    .execute();

  const file = (size: number, at: string) => ({
    client_id: CLIENT,
    uploader_user_id: u1,
    name: 'f',
    description: '',
    storage_key: `k${size}`,
    url: `/f/${size}`,
    mime: 'image/png',
    kind: 'image' as const,
    size,
    width: 1,
    height: 1,
    created_at: at,
  });
  await db
    .insertInto('files')
    .values([
      file(1000, '2026-03-10T12:00:00.000Z'),
      file(500, '2026-03-15T12:00:00.000Z'),
      file(200, '2026-03-05T12:00:00.000Z'),
      file(100, '2026-02-01T12:00:00.000Z'),
    ])
    .execute();

  const stamp = '2026-01-05T12:00:00.000Z';
  const session = (
    await db
      .insertInto('project_sessions')
      .values({
        client_id: CLIENT,
        title: 'Edital',
        description: '',
        banner: null,
        submission_start: '2026-01-01',
        submission_end: '2026-12-31',
        review_deadline: '2026-12-31',
        criteria: '[]',
        status: 'aberta',
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const project = (status: string, submittedAt: string | null) => ({
    client_id: CLIENT,
    session_id: session,
    proponent_id: u1,
    title: `Projeto ${status}`,
    summary: '',
    objectives: '',
    target_audience: '',
    budget_cents: 0,
    start_date: '2026-04-01',
    end_date: '2026-05-01',
    attachments: '[]',
    team: '[]',
    status,
    submitted_at: submittedAt,
    created_at: stamp,
    updated_at: stamp,
  });
  await db
    .insertInto('projects')
    .values([
      project('enviado', '2026-03-12T12:00:00.000Z'),
      project('aprovado', '2026-03-03T12:00:00.000Z'),
      project('rascunho', null),
    ])
    .execute();

  const rows = async (table: string, values: Record<string, unknown>[]) => {
    await db
      .insertInto(table as never)
      .values(values.map((v) => ({ client_id: CLIENT, ...v })) as never)
      .execute();
  };
  await rows('c_eventos', [
    { titulo: 'Encontro', inicio: '2026-03-14T22:00:00.000Z', status: 'inscricoes_abertas' },
    { titulo: 'Palestra', inicio: '2026-03-07T22:00:00.000Z', status: 'encerrado' },
  ]);
  await rows('c_pedidos', [
    { numero: 'P1', realizado_em: '2026-03-10T15:00:00.000Z', total: 15000, status_pagamento: 'pago' },
    { numero: 'P2', realizado_em: '2026-03-11T15:00:00.000Z', total: 5000, status_pagamento: 'pendente' },
    // 15/03 23:30 in São Paulo: still today.
    { numero: 'P3', realizado_em: '2026-03-16T02:30:00.000Z', total: 2500, status_pagamento: 'pago' },
    { numero: 'P4', realizado_em: '2026-03-06T15:00:00.000Z', total: 3000, status_pagamento: 'pago' },
  ]);
  await rows('c_suporte', [
    { protocolo: 'S1', assunto: 'Acesso', aberto_em: '2026-03-13T12:00:00.000Z', status: 'aberto' },
    { protocolo: 'S2', assunto: 'Boleto', aberto_em: '2026-03-03T12:00:00.000Z', status: 'resolvido' },
    { protocolo: 'S3', assunto: 'Senha', aberto_em: '2026-02-01T12:00:00.000Z', status: 'aberto' },
  ]);
  return { u1, u3, groups: { a, b }, regional };
}
