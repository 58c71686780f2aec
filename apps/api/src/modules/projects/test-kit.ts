import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ProjectStatus } from '@console/contract';
import { userKeys } from '../../db/search-keys.ts';
import { insertGrants } from '../../platform/grants-repo.ts';
import { bearer, testContext, type TestOptions } from '../../test/context.ts';
import { multipartBody, pdf } from '../../test/samples.ts';

/** The tests' "now": a Tuesday afternoon in São Paulo (15:00 UTC is 12:00 there). */
export const NOW = Date.parse('2026-03-10T15:00:00Z');

export const CRITERIA = [
  { id: 'impacto', name: 'Impacto', weight: 3 },
  { id: 'viabilidade', name: 'Viabilidade', weight: 1 },
];

export const sessionBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Edital 2026 — Educação',
  description: 'Projetos de educação',
  submission_start: '2026-03-01',
  submission_end: '2026-03-31',
  review_deadline: '2026-04-30',
  criteria: CRITERIA,
  status: 'aberta',
  ...overrides,
});

export const projectBody = (sessionId: number, overrides: Record<string, unknown> = {}) => ({
  session_id: sessionId,
  title: 'Leitura na praça',
  summary: 'Rodas de leitura semanais na praça do bairro.',
  objectives: 'Formar leitores entre crianças de 6 a 12 anos.',
  target_audience: 'Crianças do bairro',
  budget: 12345.67,
  start_date: '2026-05-01',
  end_date: '2026-11-30',
  ...overrides,
});

export const proponentBody = {
  organization: 'Associação Ler Mais',
  document: '11.222.333/0001-81',
  email: 'contato@lermais.org.br',
  phone: '(11) 98765-4321',
  postal_code: '01310-100',
  address: { street: 'Avenida Paulista', number: '1000', district: 'Bela Vista', city: 'São Paulo', state: 'SP' },
};

/**
 * A seeded app on a clock the test moves, with client 3's administrator and member, two more people of client 3
 * (a reviewer holding projetos with the parecer and encaminhar sub-tags, a second proponent), and client 6's
 * administrator and member. Fixtures go through the API; only statuses are set straight in the database.
 */
export async function projectsKit(options: TestOptions = {}) {
  let now = NOW;
  // Tokens live a week, so tests may move the clock by days.
  const ctx = await testContext({ clock: () => now, ...options, env: { TOKEN_TTL_SECONDS: '604800', ...options.env } });
  const db = ctx.database.db;
  const template = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', 'member@asta.demo')
    .executeTakeFirstOrThrow();
  const addUser = async (email: string, name: string, grants: { resources: string[]; subResources: string[] }) => {
    const { id: _id, ...rest } = template;
    const user = await db
      .insertInto('users')
      .values({
        ...rest,
        ...userKeys(name),
        name,
        email,
        cpf: null,
        created_at: new Date(NOW).toISOString(),
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertGrants(db, 3, user.id, grants);
    return user.id;
  };
  const reviewerId = await addUser('revisora@asta.demo', 'Renata Revisora', {
    resources: ['dashboard', 'projetos'],
    subResources: ['projetos.parecer', 'projetos.encaminhar'],
  });
  const member2Id = await addUser('proponente2@asta.demo', 'Paulo Proponente', {
    resources: ['propostas'],
    subResources: [],
  });
  const [admin3, member3, reviewer, member2, admin6, member6] = await Promise.all([
    ctx.token('admin@asta.demo', 3),
    ctx.token('member@asta.demo', 3),
    ctx.token('revisora@asta.demo', 3),
    ctx.token('proponente2@asta.demo', 3),
    ctx.token('admin@fitness-link.demo', 6),
    ctx.token('member@fitness-link.demo', 6),
  ]);
  const idOf = async (email: string) =>
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const ok = (res: LightMyRequestResponse, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json().data;
  };

  const kit = {
    ...ctx,
    db,
    admin3,
    member3,
    reviewer,
    member2,
    admin6,
    member6,
    reviewerId,
    member2Id,
    /** Another person of client 3 with these grants (resource and sub-resource tags). */
    addUser,
    adminId: await idOf('admin@asta.demo'),
    memberId: await idOf('member@asta.demo'),
    idOf,
    ok,
    setNow: (ms: number) => {
      now = ms;
    },
    async session(
      token = admin3,
      overrides: Record<string, unknown> = {},
    ): Promise<{ id: number; [key: string]: unknown }> {
      return ok(await ctx.call('POST', '/api/v2/admin/projetos/sessoes', token, sessionBody(overrides)), 201);
    },
    async project(
      token: string,
      sessionId: number,
      overrides: Record<string, unknown> = {},
    ): Promise<{ id: number; [key: string]: unknown }> {
      return ok(await ctx.call('POST', '/api/v2/projetos/list', token, projectBody(sessionId, overrides)), 201);
    },
    async fillData(token: string) {
      return ok(await ctx.call('PUT', '/api/v2/projetos/dados', token, proponentBody));
    },
    /** A PDF uploaded as the token's user, as the console's upload dialog does; answers it as an attachment. */
    async upload(token: string, filename = 'plano.pdf') {
      const { payload, headers } = multipartBody([{ name: 'file', filename, data: pdf() }]);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/cloudinary/upload',
        payload,
        headers: { ...headers, ...bearer(token) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return { url: res.json().file.url as string, name: filename, size: 100, format: 'pdf' };
    },
    /** Puts a project in a status straight in the database (the transition tests start from every status). */
    async setStatus(projectId: number, status: ProjectStatus) {
      await db.updateTable('projects').set({ status }).where('id', '=', projectId).execute();
    },
    status: async (projectId: number) =>
      (await db.selectFrom('projects').select('status').where('id', '=', projectId).executeTakeFirstOrThrow()).status,
    /** Mails the outbox holds for an address, oldest first. */
    outbox: (to: string) => db.selectFrom('outbox').selectAll().where('to', '=', to).orderBy('id').execute(),
    audits: (entity: string, id: number) =>
      db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', entity)
        .where('entity_id', '=', String(id))
        .orderBy('id')
        .execute(),
  };
  return kit;
}

export type ProjectsKit = Awaited<ReturnType<typeof projectsKit>>;

/** A future deadline for encaminhamentos, three days after NOW. */
export const FUTURE = new Date(NOW + 3 * 86_400_000).toISOString();
