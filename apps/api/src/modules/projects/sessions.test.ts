import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES, PROJECT_STATUSES } from '@console/contract';
import { CRITERIA, projectsKit, sessionBody, type ProjectsKit } from './test-kit.ts';

let kit: ProjectsKit;
beforeAll(async () => {
  kit = await projectsKit();
});
afterAll(async () => kit.close());

const base = '/api/v2/admin/projetos/sessoes';

describe('sessions (administrator)', () => {
  it('creates a session, audited, answering it with zero counts for every status', async () => {
    const created = await kit.session();
    expect(created).toMatchObject({
      title: 'Edital 2026 — Educação',
      status: 'aberta',
      criteria: CRITERIA,
      banner: null,
      submission_end: '2026-03-31',
    });
    expect(Object.keys(created.counts as object).sort()).toEqual([...PROJECT_STATUSES].sort());
    expect(Object.values(created.counts as object).every((n) => n === 0)).toBe(true);
    const audits = await kit.audits('project_session', created.id);
    expect(audits.map((a) => a.action)).toEqual(['project_session.create']);
    expect(audits[0].actor_user_id).toBe(kit.adminId);
  });

  it('reads, lists with search and status filters, and counts projects by status', async () => {
    const s = await kit.session(kit.admin3, { title: 'Chamada Cultura Viva' });
    await kit.project(kit.member3, s.id);
    await kit.project(kit.member3, s.id);
    const read = kit.ok(await kit.call('GET', `${base}/${s.id}`, kit.admin3));
    expect(read.counts.rascunho).toBe(2);
    const page = kit.ok(await kit.call('GET', `${base}?search=cultura%20viva&per_page=5`, kit.admin3));
    expect(page.data.map((x: { id: number }) => x.id)).toEqual([s.id]);
    expect(page).toMatchObject({ current_page: 1, per_page: 5, total: 1, last_page: 1 });
    const drafts = kit.ok(await kit.call('GET', `${base}?status=rascunho&per_page=100`, kit.admin3));
    expect(drafts.data.every((x: { status: string }) => x.status === 'rascunho')).toBe(true);
  });

  it('updates only the fields sent, checking the dates against the stored ones', async () => {
    const s = await kit.session(kit.admin3, {
      description: 'Mantida',
      banner: 'https://res.cloudinary.com/demo/image/upload/banner.png',
    });
    const updated = kit.ok(await kit.call('PUT', `${base}/${s.id}`, kit.admin3, { title: 'Novo título' }));
    expect(updated).toMatchObject({
      title: 'Novo título',
      description: 'Mantida',
      status: 'aberta',
      criteria: CRITERIA,
    });
    expect(updated.banner).toBe(s.banner);
    const bad = await kit.call('PUT', `${base}/${s.id}`, kit.admin3, { submission_end: '2026-02-01' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ submission_end: [PROJECT_MESSAGES.periodOrder] });
    const late = await kit.call('PUT', `${base}/${s.id}`, kit.admin3, { review_deadline: '2026-03-15' });
    expect(late.json().errors).toEqual({ review_deadline: [PROJECT_MESSAGES.reviewAfterPeriod] });
    expect((await kit.audits('project_session', s.id)).map((a) => a.action)).toEqual([
      'project_session.create',
      'project_session.update',
    ]);
  });

  it('answers 422 per field in Portuguese for a malformed session', async () => {
    const res = await kit.call(
      'POST',
      base,
      kit.admin3,
      sessionBody({
        submission_start: '2026-04-10',
        submission_end: '2026-04-01',
        criteria: [{ id: 'a', name: 'A1', weight: 11 }],
      }),
    );
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.submission_end).toEqual([PROJECT_MESSAGES.periodOrder]);
    expect(errors['criteria.0.weight']).toEqual([PROJECT_MESSAGES.weights]);
  });

  it('deletes a session without projects; one with projects is 409 sessionHasProjects', async () => {
    const empty = await kit.session();
    kit.ok(await kit.call('DELETE', `${base}/${empty.id}`, kit.admin3));
    expect((await kit.call('GET', `${base}/${empty.id}`, kit.admin3)).statusCode).toBe(404);
    const full = await kit.session();
    await kit.project(kit.member3, full.id);
    const res = await kit.call('DELETE', `${base}/${full.id}`, kit.admin3);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PROJECT_MESSAGES.sessionHasProjects);
    expect((await kit.audits('project_session', empty.id)).map((a) => a.action)).toContain('project_session.delete');
  });

  it('needs the projetos tag to read and its sub-tags to write', async () => {
    expect((await kit.call('GET', base, kit.member3)).statusCode).toBe(403);
    // The reviewer holds projetos with the parecer and encaminhar sub-tags, not criar.
    expect((await kit.call('GET', base, kit.reviewer)).statusCode).toBe(200);
    expect((await kit.call('POST', base, kit.reviewer, sessionBody())).statusCode).toBe(403);
    expect((await kit.call('GET', base)).statusCode).toBe(401);
  });
});

describe('sessions (member)', () => {
  it('lists open sessions and those holding one of the member’s projects, never drafts of others', async () => {
    const open = await kit.session();
    const draft = await kit.session(kit.admin3, { status: 'rascunho' });
    const closedWithMine = await kit.session();
    await kit.project(kit.member3, closedWithMine.id);
    kit.ok(await kit.call('PUT', `${base}/${closedWithMine.id}`, kit.admin3, { status: 'encerrada' }));
    const list: { id: number; counts?: unknown }[] = kit.ok(
      await kit.call('GET', '/api/v2/projetos/sessoes', kit.member3),
    );
    const ids = list.map((s) => s.id);
    expect(ids).toContain(open.id);
    expect(ids).toContain(closedWithMine.id);
    expect(ids).not.toContain(draft.id);
    expect(list[0]).not.toHaveProperty('counts');
    const other: { id: number }[] = kit.ok(await kit.call('GET', '/api/v2/projetos/sessoes', kit.member2));
    expect(other.map((s) => s.id)).not.toContain(closedWithMine.id);
  });
});

describe('OpenAPI', () => {
  // The whole API's OpenAPI document (every collection's routes among them) takes seconds to build on a loaded machine.
  it('documents every route of the module under its tag, with the error envelope of 404, 409 and 422', async () => {
    const doc = (await kit.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const expected: [string, string, string][] = [
      ['/api/v2/admin/projetos/sessoes', 'get', 'projetos'],
      ['/api/v2/admin/projetos/sessoes', 'post', 'projetos'],
      ['/api/v2/admin/projetos/sessoes/{id}', 'put', 'projetos'],
      ['/api/v2/admin/projetos/sessoes/{id}', 'delete', 'projetos'],
      ['/api/v2/admin/projetos/list', 'get', 'projetos'],
      ['/api/v2/admin/projetos/list/{id}', 'get', 'projetos'],
      ['/api/v2/admin/projetos/parecer/{id}', 'post', 'projetos'],
      ['/api/v2/admin/projetos/encaminhamento/{id}', 'post', 'projetos'],
      ['/api/v2/admin/projetos/devolutiva/{id}', 'post', 'projetos'],
      ['/api/v2/admin/projetos/status/{id}', 'post', 'projetos'],
      ['/api/v2/admin/projetos/avaliadores', 'get', 'projetos'],
      ['/api/v2/projetos/sessoes', 'get', 'propostas'],
      ['/api/v2/projetos/list', 'get', 'propostas'],
      ['/api/v2/projetos/list', 'post', 'propostas'],
      ['/api/v2/projetos/list/{id}', 'put', 'propostas'],
      ['/api/v2/projetos/list/{id}', 'delete', 'propostas'],
      ['/api/v2/projetos/list/{id}/enviar', 'post', 'propostas'],
      ['/api/v2/projetos/dados', 'put', 'propostas'],
      ['/api/v2/projetos/cep/{cep}', 'get', 'propostas'],
      ['/api/v2/projetos/pessoas', 'get', 'propostas'],
    ];
    for (const [path, method, tag] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.tags).toEqual([tag]);
      expect(operation.security).toEqual([{ bearer: [] }]);
      for (const status of ['404', '409', '422'])
        expect(Object.keys(operation.responses), `${method} ${path}`).toContain(status);
    }
  }, 60_000);
});
