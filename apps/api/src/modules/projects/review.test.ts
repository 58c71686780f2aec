import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES } from '@console/contract';
import { FUTURE, NOW, projectsKit, type ProjectsKit } from './test-kit.ts';

let kit: ProjectsKit;
beforeAll(async () => {
  kit = await projectsKit();
  await kit.fillData(kit.member3);
});
afterAll(async () => kit.close());

const admin = '/api/v2/admin/projetos';

/** A project of the member, submitted. */
async function submitted(sessionId?: number) {
  const s = sessionId ?? (await kit.session()).id;
  const p = await kit.project(kit.member3, s);
  kit.ok(await kit.call('POST', `/api/v2/projetos/list/${p.id}/enviar`, kit.member3));
  return p.id;
}

describe('parecer', () => {
  it('on an enviado project records the analysis first, then the parecer with its weighted total; the score is the mean', async () => {
    const id = await submitted();
    const first = kit.ok(
      await kit.call('POST', `${admin}/parecer/${id}`, kit.admin3, {
        text: 'Bom projeto, bem fundamentado.',
        recommendation: 'aprovar',
        scores: [
          { criterion_id: 'impacto', score: 8 },
          { criterion_id: 'viabilidade', score: 4 },
        ],
      }),
    );
    expect(first.status).toBe('em_analise');
    expect(first.timeline.map((e: { kind: string }) => e.kind)).toEqual(['criado', 'enviado', 'analise', 'parecer']);
    const parecer = first.timeline[3];
    expect(parecer).toMatchObject({ total: 7, recommendation: 'aprovar', internal: true, actor: { id: kit.adminId } });
    expect(first.score).toBe(7);
    const second = kit.ok(
      await kit.call('POST', `${admin}/parecer/${id}`, kit.reviewer, {
        text: 'Viabilidade fraca.',
        recommendation: 'ajustar',
        internal: false,
        scores: [
          { criterion_id: 'impacto', score: 6 },
          { criterion_id: 'viabilidade', score: 2 },
        ],
      }),
    );
    // (6*3 + 2*1) / 4 = 5; mean of 7 and 5 = 6.
    expect(second.score).toBe(6);
    expect(second.timeline.at(-1)).toMatchObject({ kind: 'parecer', total: 5, internal: false });
    const stored = await kit.db.selectFrom('projects').select('score').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.score).toBe(6);
    expect((await kit.audits('project', id)).map((a) => a.action)).toEqual([
      'project.create',
      'project.submit',
      'project.analyse',
      'project.parecer',
      'project.parecer',
    ]);
  });

  it('refuses scores of criteria outside the session, partial rubrics, short texts and scores out of 0-10', async () => {
    const id = await submitted();
    const unknown = await kit.call('POST', `${admin}/parecer/${id}`, kit.admin3, {
      text: 'Texto válido.',
      recommendation: 'aprovar',
      scores: [{ criterion_id: 'beleza', score: 5 }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'scores.0.criterion_id': [PROJECT_MESSAGES.unknownCriterion] });
    const partial = await kit.call('POST', `${admin}/parecer/${id}`, kit.admin3, {
      text: 'Texto válido.',
      recommendation: 'aprovar',
      scores: [{ criterion_id: 'impacto', score: 5 }],
    });
    expect(partial.json().errors).toEqual({ scores: [PROJECT_MESSAGES.missingScores] });
    const short = await kit.call('POST', `${admin}/parecer/${id}`, kit.admin3, {
      text: 'ok',
      recommendation: 'aprovar',
      scores: [{ criterion_id: 'impacto', score: 11 }],
    });
    expect(short.json().errors).toMatchObject({
      text: [PROJECT_MESSAGES.parecerText],
      'scores.0.score': [PROJECT_MESSAGES.score],
    });
    // Nothing was written: the project is still enviado.
    expect(await kit.status(id)).toBe('enviado');
    const textOnly = kit.ok(
      await kit.call('POST', `${admin}/parecer/${id}`, kit.admin3, {
        text: 'Sem notas por ora.',
        recommendation: 'ajustar',
      }),
    );
    expect(textOnly.score).toBeNull();
  });
});

describe('encaminhamento and retorno', () => {
  it('forwards to a reviewer of the client with a future deadline, e-mails them, and the return gives it back to who forwarded it', async () => {
    const id = await submitted();
    kit.ok(await kit.call('POST', `${admin}/status/${id}`, kit.admin3, { status: 'em_analise' }));
    const forwarded = kit.ok(
      await kit.call('POST', `${admin}/encaminhamento/${id}`, kit.admin3, {
        assignee_id: kit.reviewerId,
        stage: 'Comitê técnico',
        note: 'Olhar o orçamento.',
        deadline: FUTURE,
      }),
    );
    expect(forwarded).toMatchObject({
      status: 'encaminhado',
      assignee: { id: kit.reviewerId },
      stage: 'Comitê técnico',
      due_at: FUTURE,
      overdue: false,
    });
    expect(forwarded.timeline.at(-1)).toMatchObject({
      kind: 'encaminhamento',
      internal: true,
      assignee: { id: kit.reviewerId },
      stage: 'Comitê técnico',
      deadline: FUTURE,
      text: 'Olhar o orçamento.',
    });
    const mails = await kit.outbox('revisora@asta.demo');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Projeto encaminhado para sua avaliação: Leitura na praça');
    expect(mails[0].text).toContain('Olá, Renata Revisora!');
    expect(mails[0].text).toContain('Comitê técnico');
    expect(mails[0].text).toContain('13/03/2026');
    expect(mails[0].client_id).toBe(3);

    const mine = kit.ok(await kit.call('GET', `${admin}/list?mine=1`, kit.reviewer));
    expect(mine.data.map((p: { id: number }) => p.id)).toContain(id);
    const back = kit.ok(
      await kit.call('POST', `${admin}/status/${id}`, kit.reviewer, {
        status: 'em_analise',
        note: 'Orçamento conferido.',
      }),
    );
    expect(back).toMatchObject({ status: 'em_analise', assignee: { id: kit.adminId }, due_at: null, overdue: false });
    expect(back.timeline.at(-1)).toMatchObject({
      kind: 'retorno',
      internal: true,
      text: 'Orçamento conferido.',
      from_status: 'encaminhado',
      to_status: 'em_analise',
    });
    expect((await kit.audits('project', id)).map((a) => a.action).slice(-3)).toEqual([
      'project.analyse',
      'project.forward',
      'project.return',
    ]);
  });

  it('refuses a past deadline by the injected clock, a non-reviewer, a person of another client, and no target', async () => {
    const id = await submitted();
    await kit.setStatus(id, 'em_analise');
    const past = await kit.call('POST', `${admin}/encaminhamento/${id}`, kit.admin3, {
      assignee_id: kit.reviewerId,
      deadline: new Date(NOW - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ deadline: [PROJECT_MESSAGES.deadlinePast] });
    // The same instant is in the future once the clock is moved back a day.
    kit.setNow(NOW - 86_400_000);
    try {
      kit.ok(
        await kit.call('POST', `${admin}/encaminhamento/${id}`, kit.admin3, {
          stage: 'Jurídico',
          deadline: new Date(NOW - 60_000).toISOString(),
        }),
      );
    } finally {
      kit.setNow(NOW);
    }
    await kit.setStatus(id, 'em_analise');
    for (const assignee of [kit.memberId, await kit.idOf('admin@fitness-link.demo')]) {
      const res = await kit.call('POST', `${admin}/encaminhamento/${id}`, kit.admin3, {
        assignee_id: assignee,
        deadline: FUTURE,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ assignee_id: [PROJECT_MESSAGES.reviewer] });
    }
    const none = await kit.call('POST', `${admin}/encaminhamento/${id}`, kit.admin3, { deadline: FUTURE });
    expect(none.json().errors).toEqual({ assignee_id: [PROJECT_MESSAGES.target] });
  });
});

describe('devolutiva', () => {
  it('asks for changes, e-mails the proponent, who edits and resubmits; then approval', async () => {
    const id = await submitted();
    await kit.setStatus(id, 'em_analise');
    const returned = kit.ok(
      await kit.call('POST', `${admin}/devolutiva/${id}`, kit.admin3, {
        decision: 'ajustes',
        text: 'Detalhe o cronograma.',
      }),
    );
    expect(returned).toMatchObject({
      status: 'devolvido_para_ajustes',
      devolutiva: { decision: 'ajustes', text: 'Detalhe o cronograma.' },
    });
    const mails = await kit.outbox('member@asta.demo');
    expect(mails.at(-1)?.subject).toBe('Devolutiva do projeto "Leitura na praça": Devolvido para ajustes');
    expect(mails.at(-1)?.text).toContain('Detalhe o cronograma.');

    const seen = kit.ok(await kit.call('GET', `/api/v2/projetos/list/${id}`, kit.member3));
    expect(seen).toMatchObject({
      status: 'devolvido_para_ajustes',
      next_statuses: ['enviado'],
      devolutiva: { decision: 'ajustes', text: 'Detalhe o cronograma.' },
    });
    kit.ok(
      await kit.call('PUT', `/api/v2/projetos/list/${id}`, kit.member3, {
        objectives: 'Formar leitores, com cronograma mensal detalhado.',
      }),
    );
    kit.ok(await kit.call('POST', `/api/v2/projetos/list/${id}/enviar`, kit.member3));
    kit.ok(await kit.call('POST', `${admin}/status/${id}`, kit.admin3, { status: 'em_analise' }));
    const approved = kit.ok(
      await kit.call('POST', `${admin}/devolutiva/${id}`, kit.admin3, {
        decision: 'aprovado',
        text: 'Parabéns, aprovado.',
      }),
    );
    expect(approved).toMatchObject({ status: 'aprovado', next_statuses: [] });
    expect(approved.timeline.map((e: { kind: string }) => e.kind)).toEqual([
      'criado',
      'enviado',
      'devolutiva',
      'editado',
      'enviado',
      'analise',
      'devolutiva',
    ]);
    expect((await kit.outbox('member@asta.demo')).at(-1)?.subject).toBe(
      'Devolutiva do projeto "Leitura na praça": Aprovado',
    );
    const short = await kit.call('POST', `${admin}/devolutiva/${id}`, kit.admin3, { decision: 'talvez', text: 'oi' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.text).toEqual([PROJECT_MESSAGES.message]);
    expect(short.json().errors).toHaveProperty('decision');
  });
});

describe('lists, reviewers and next statuses', () => {
  it('filters by session, status, assignee, overdue and search; sorts by score', async () => {
    const s = await kit.session();
    const a = await submitted(s.id);
    const b = await submitted(s.id);
    await kit.db
      .updateTable('projects')
      .set({ title: 'Horta comunitária', score: 9, overdue: 1, assignee_id: kit.reviewerId })
      .where('id', '=', b)
      .execute();
    await kit.db.updateTable('projects').set({ score: 3 }).where('id', '=', a).execute();
    const ids = async (query: string) =>
      kit
        .ok(await kit.call('GET', `${admin}/list?session_id=${s.id}&${query}`, kit.admin3))
        .data.map((p: { id: number }) => p.id);
    expect(await ids('sort=-score')).toEqual([b, a]);
    expect(await ids('sort=score')).toEqual([a, b]);
    expect(await ids('overdue=1')).toEqual([b]);
    expect(await ids(`assignee_id=${kit.reviewerId}`)).toEqual([b]);
    expect(await ids('search=horta')).toEqual([b]);
    expect(await ids('status=aprovado')).toEqual([]);
    const item = kit.ok(await kit.call('GET', `${admin}/list?session_id=${s.id}&search=horta`, kit.admin3)).data[0];
    expect(item).toMatchObject({
      budget: 12345.67,
      overdue: true,
      score: 9,
      assignee: { id: kit.reviewerId },
      proponent: { id: kit.memberId },
      session: { id: s.id },
    });
  });

  it('lists the reviewers (people holding projetos) and answers next statuses by the reader’s sub-tags', async () => {
    const reviewers: { id: number }[] = kit.ok(await kit.call('GET', `${admin}/avaliadores`, kit.admin3));
    const ids = reviewers.map((r) => r.id);
    expect(ids).toContain(kit.reviewerId);
    expect(ids).toContain(kit.adminId);
    expect(ids).not.toContain(kit.memberId);
    const id = await submitted();
    await kit.setStatus(id, 'em_analise');
    expect(kit.ok(await kit.call('GET', `${admin}/list/${id}`, kit.admin3)).next_statuses).toEqual([
      'encaminhado',
      'devolvido_para_ajustes',
      'aprovado',
      'reprovado',
    ]);
    // The reviewer has encaminhar but not devolutiva.
    expect(kit.ok(await kit.call('GET', `${admin}/list/${id}`, kit.reviewer)).next_statuses).toEqual(['encaminhado']);
    expect(
      (await kit.call('POST', `${admin}/devolutiva/${id}`, kit.reviewer, { decision: 'aprovado', text: 'Aprovado.' }))
        .statusCode,
    ).toBe(403);
  });
});
