import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectsKit, FUTURE, type ProjectsKit } from './test-kit.ts';

let kit: ProjectsKit;
let sessionId: number;
let projectId: number;
beforeAll(async () => {
  kit = await projectsKit();
  await kit.fillData(kit.member3);
  sessionId = (await kit.session()).id;
  projectId = (await kit.project(kit.member3, sessionId)).id;
  kit.ok(await kit.call('POST', `/api/v2/projetos/list/${projectId}/enviar`, kit.member3));
  // A public and an internal parecer, a forwarding and its return, then changes asked.
  kit.ok(
    await kit.call('POST', `/api/v2/admin/projetos/parecer/${projectId}`, kit.admin3, {
      text: 'Parecer interno: orçamento inflado.',
      recommendation: 'ajustar',
      internal: true,
    }),
  );
  kit.ok(
    await kit.call('POST', `/api/v2/admin/projetos/parecer/${projectId}`, kit.admin3, {
      text: 'Parecer público: ótima proposta.',
      recommendation: 'aprovar',
      internal: false,
    }),
  );
  kit.ok(
    await kit.call('POST', `/api/v2/admin/projetos/encaminhamento/${projectId}`, kit.admin3, {
      assignee_id: kit.reviewerId,
      stage: 'Financeiro',
      deadline: FUTURE,
    }),
  );
  kit.ok(
    await kit.call('POST', `/api/v2/admin/projetos/status/${projectId}`, kit.reviewer, {
      status: 'em_analise',
      note: 'Conferido.',
    }),
  );
  kit.ok(
    await kit.call('POST', `/api/v2/admin/projetos/devolutiva/${projectId}`, kit.admin3, {
      decision: 'ajustes',
      text: 'Reduza o orçamento.',
    }),
  );
});
afterAll(async () => kit.close());

const admin = '/api/v2/admin/projetos';

describe('what the proponent sees', () => {
  it('never internal pareceres, encaminhamentos nor returns; no assignee, stage, deadline or score', async () => {
    const seen = kit.ok(await kit.call('GET', `/api/v2/projetos/list/${projectId}`, kit.member3));
    expect(seen.timeline.map((e: { kind: string }) => e.kind)).toEqual([
      'criado',
      'enviado',
      'analise',
      'parecer',
      'devolutiva',
    ]);
    expect(seen.timeline.every((e: { internal: boolean }) => !e.internal)).toBe(true);
    expect(JSON.stringify(seen)).not.toContain('orçamento inflado');
    expect(JSON.stringify(seen)).not.toContain('Financeiro');
    expect(JSON.stringify(seen)).not.toContain('Conferido');
    expect(seen).toMatchObject({ assignee: null, stage: null, due_at: null, overdue: false, score: null });
    const row = kit.ok(await kit.call('GET', `/api/v2/projetos/list?session_id=${sessionId}`, kit.member3)).data[0];
    expect(row).toMatchObject({ id: projectId, assignee: null, stage: null, due_at: null, score: null });
  });

  it('while the administrator sees the whole timeline', async () => {
    const full = kit.ok(await kit.call('GET', `${admin}/list/${projectId}`, kit.admin3));
    expect(full.timeline.map((e: { kind: string }) => e.kind)).toEqual([
      'criado',
      'enviado',
      'analise',
      'parecer',
      'parecer',
      'encaminhamento',
      'retorno',
      'devolutiva',
    ]);
    expect(full.timeline.filter((e: { internal: boolean }) => e.internal).map((e: { kind: string }) => e.kind)).toEqual(
      ['parecer', 'encaminhamento', 'retorno'],
    );
    expect(full.assignee).toMatchObject({ id: kit.adminId });
  });
});

describe('proponent isolation', () => {
  it('another member of the client gets 404 for every route of the project, and does not list it', async () => {
    const base = `/api/v2/projetos/list/${projectId}`;
    expect((await kit.call('GET', base, kit.member2)).statusCode).toBe(404);
    expect((await kit.call('PUT', base, kit.member2, { title: 'Tomado' })).statusCode).toBe(404);
    expect((await kit.call('POST', `${base}/enviar`, kit.member2)).statusCode).toBe(404);
    expect((await kit.call('DELETE', base, kit.member2)).statusCode).toBe(404);
    const list = kit.ok(await kit.call('GET', '/api/v2/projetos/list', kit.member2));
    expect(list.data.map((p: { id: number }) => p.id)).not.toContain(projectId);
  });

  it('a member cannot reach the administrator’s routes', async () => {
    expect((await kit.call('GET', `${admin}/list/${projectId}`, kit.member3)).statusCode).toBe(403);
    expect(
      (
        await kit.call('POST', `${admin}/parecer/${projectId}`, kit.member3, {
          text: 'Eu mesmo aprovo.',
          recommendation: 'aprovar',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('tenant isolation', () => {
  it('another client’s administrator gets 404 for the session and the project, on every route', async () => {
    expect((await kit.call('GET', `${admin}/sessoes/${sessionId}`, kit.admin6)).statusCode).toBe(404);
    expect((await kit.call('PUT', `${admin}/sessoes/${sessionId}`, kit.admin6, { title: 'Invadida' })).statusCode).toBe(
      404,
    );
    expect((await kit.call('DELETE', `${admin}/sessoes/${sessionId}`, kit.admin6)).statusCode).toBe(404);
    expect((await kit.call('GET', `${admin}/list/${projectId}`, kit.admin6)).statusCode).toBe(404);
    expect(
      (
        await kit.call('POST', `${admin}/parecer/${projectId}`, kit.admin6, {
          text: 'Parecer alheio.',
          recommendation: 'aprovar',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await kit.call('POST', `${admin}/encaminhamento/${projectId}`, kit.admin6, { stage: 'Outra', deadline: FUTURE }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await kit.call('POST', `${admin}/devolutiva/${projectId}`, kit.admin6, {
          decision: 'aprovado',
          text: 'Aprovado por fora.',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await kit.call('POST', `${admin}/status/${projectId}`, kit.admin6, { status: 'em_analise' })).statusCode,
    ).toBe(404);
    const sessions = kit.ok(await kit.call('GET', `${admin}/sessoes?per_page=100`, kit.admin6));
    expect(sessions.data.map((s: { id: number }) => s.id)).not.toContain(sessionId);
    const projects = kit.ok(await kit.call('GET', `${admin}/list?per_page=100`, kit.admin6));
    expect(projects.data.map((p: { id: number }) => p.id)).not.toContain(projectId);
    const reviewers: { id: number }[] = kit.ok(await kit.call('GET', `${admin}/avaliadores`, kit.admin6));
    expect(reviewers.map((r) => r.id)).not.toContain(kit.reviewerId);
  });

  it('another client’s member sees neither the session nor the project; the people picker stays in its client', async () => {
    const sessions: { id: number }[] = kit.ok(await kit.call('GET', '/api/v2/projetos/sessoes', kit.member6));
    expect(sessions.map((s) => s.id)).not.toContain(sessionId);
    expect((await kit.call('GET', `/api/v2/projetos/list/${projectId}`, kit.member6)).statusCode).toBe(404);
    const people: { email: string }[] = kit.ok(
      await kit.call('GET', '/api/v2/projetos/pessoas?search=asta', kit.member6),
    );
    expect(people.some((p) => p.email.endsWith('@asta.demo'))).toBe(false);
  });

  it('the platform operator reads another client’s project by client_id, and a client administrator may not', async () => {
    const operator = await kit.token('admin@admin.demo', 16);
    expect(kit.ok(await kit.call('GET', `${admin}/list/${projectId}?client_id=3`, operator)).id).toBe(projectId);
    expect((await kit.call('GET', `${admin}/list/${projectId}?client_id=3`, kit.admin6)).statusCode).toBe(403);
  });

  it('the proponent data of one client is not another’s', async () => {
    // The demo seed may have filled client 6's member in; whatever it holds, it is not client 3's member's.
    const other = kit.ok(await kit.call('GET', '/api/v2/projetos/dados', kit.member6));
    expect(other?.document).not.toBe('11222333000181');
    await kit.db.deleteFrom('proponent_data').where('client_id', '=', 6).execute();
    expect(kit.ok(await kit.call('GET', '/api/v2/projetos/dados', kit.member6))).toBeNull();
    expect(kit.ok(await kit.call('GET', '/api/v2/projetos/dados', kit.member3)).document).toBe('11222333000181');
  });
});
