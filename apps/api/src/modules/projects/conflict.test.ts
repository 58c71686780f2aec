import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES } from '@console/contract';
import { bearer } from '../../test/context.ts';
import { FUTURE, projectsKit, type ProjectsKit } from './test-kit.ts';

let kit: ProjectsKit;
let sessionId: number;
beforeAll(async () => {
  kit = await projectsKit();
  await kit.fillData(kit.member3);
  sessionId = (await kit.session()).id;
});
afterAll(async () => kit.close());

const admin = '/api/v2/admin/projetos';
const CONFLICT_PT =
  'Você não pode avaliar, encaminhar nem dar a devolutiva de um projeto do qual é proponente ou membro da equipe.';
const parecer = { text: 'Parecer de teste.', recommendation: 'aprovar' };

/** A submitted project of the member with a team, in a status. */
async function project(team: number[], status: 'enviado' | 'em_analise' = 'enviado') {
  const p = await kit.project(kit.member3, sessionId, { team });
  kit.ok(await kit.call('POST', `/api/v2/projetos/list/${p.id}/enviar`, kit.member3));
  if (status !== 'enviado') await kit.setStatus(p.id, status);
  return p.id;
}

describe('conflict of interest in the review', () => {
  it('a member of the team can neither write a parecer, forward, nor send the devolutiva (403, localized)', async () => {
    const id = await project([kit.reviewerId, kit.adminId]);
    const own = await kit.call('POST', `${admin}/parecer/${id}`, kit.reviewer, parecer);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(CONFLICT_PT);
    const english = await kit.app.inject({
      method: 'POST',
      url: `${admin}/parecer/${id}`,
      headers: { ...bearer(kit.reviewer), 'accept-language': 'en' },
      payload: parecer,
    });
    expect(english.statusCode).toBe(403);
    expect(english.json().message).toBe(
      'You cannot review, forward or answer a project you proposed or whose team you are on.',
    );
    await kit.setStatus(id, 'em_analise');
    const forward = await kit.call('POST', `${admin}/encaminhamento/${id}`, kit.admin3, {
      stage: 'Comitê',
      deadline: FUTURE,
    });
    expect(forward.statusCode).toBe(403);
    const answer = await kit.call('POST', `${admin}/devolutiva/${id}`, kit.admin3, {
      decision: 'aprovado',
      text: 'Aprovado por mim.',
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe(CONFLICT_PT);
    expect(await kit.status(id)).toBe('em_analise');
    expect(await kit.outbox('member@asta.demo')).toHaveLength(0);
  });

  it('the proponent cannot review their own project, even holding the review tags', async () => {
    const mine = await kit.project(kit.admin3, sessionId);
    await kit.setStatus(mine.id, 'em_analise');
    for (const [path, body] of [
      ['parecer', parecer],
      ['devolutiva', { decision: 'aprovado', text: 'Aprovo o meu.' }],
      ['encaminhamento', { assignee_id: kit.reviewerId, deadline: FUTURE }],
    ] as const) {
      const res = await kit.call('POST', `${admin}/${path}/${mine.id}`, kit.admin3, body);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().message).toBe(CONFLICT_PT);
    }
    expect(await kit.status(mine.id)).toBe('em_analise');
  });

  it('a project is not forwarded to its proponent or a member of its team (422)', async () => {
    const id = await project([kit.reviewerId], 'em_analise');
    const res = await kit.call('POST', `${admin}/encaminhamento/${id}`, kit.admin3, {
      assignee_id: kit.reviewerId,
      deadline: FUTURE,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ assignee_id: [PROJECT_MESSAGES.assigneeInterested] });
    // Its proponent neither: the administrator proposed this one, and the reviewer (who may forward) picks them.
    const theirs = await kit.project(kit.admin3, sessionId);
    await kit.setStatus(theirs.id, 'em_analise');
    const toProponent = await kit.call('POST', `${admin}/encaminhamento/${theirs.id}`, kit.reviewer, {
      assignee_id: kit.adminId,
      deadline: FUTURE,
    });
    expect(toProponent.statusCode).toBe(422);
    expect(toProponent.json().errors).toEqual({ assignee_id: [PROJECT_MESSAGES.assigneeInterested] });
    expect(await kit.status(theirs.id)).toBe('em_analise');
  });
});

describe('a forwarded project', () => {
  it('takes a parecer from its assignee only', async () => {
    const id = await project([], 'em_analise');
    kit.ok(
      await kit.call('POST', `${admin}/encaminhamento/${id}`, kit.admin3, {
        assignee_id: kit.reviewerId,
        deadline: FUTURE,
      }),
    );
    const other = await kit.call('POST', `${admin}/parecer/${id}`, kit.admin3, parecer);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(
      'Este projeto foi encaminhado a outra pessoa: só quem o recebeu pode dar parecer.',
    );
    const assignee = kit.ok(await kit.call('POST', `${admin}/parecer/${id}`, kit.reviewer, parecer));
    expect(assignee.timeline.at(-1)).toMatchObject({ kind: 'parecer', actor: { id: kit.reviewerId } });
  });
});

describe('the rubric of a parecer', () => {
  it('refuses a criterion scored twice (422) and writes nothing', async () => {
    const id = await project([]);
    const res = await kit.call('POST', `${admin}/parecer/${id}`, kit.admin3, {
      ...parecer,
      scores: [
        { criterion_id: 'impacto', score: 10 },
        { criterion_id: 'impacto', score: 0 },
        { criterion_id: 'viabilidade', score: 5 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'scores.1.criterion_id': [PROJECT_MESSAGES.repeatedCriterion] });
    expect(await kit.status(id)).toBe('enviado');
  });
});
