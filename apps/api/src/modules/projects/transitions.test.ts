import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canTransition,
  DECISION_STATUS,
  PROJECT_MESSAGES,
  PROJECT_STATUSES,
  REVIEWABLE_STATUSES,
  type ProjectStatus,
} from '@console/contract';
import { FUTURE, projectsKit, type ProjectsKit } from './test-kit.ts';

let kit: ProjectsKit;
let sessionId: number;
beforeAll(async () => {
  kit = await projectsKit();
  await kit.fillData(kit.member3);
  sessionId = (await kit.session()).id;
});
afterAll(async () => kit.close());

interface Action {
  name: string;
  /** The status the action moves to (null: it moves nothing, the parecer on an analysed project). */
  to: (from: ProjectStatus) => ProjectStatus | null;
  allowed: (from: ProjectStatus) => boolean;
  call: (id: number) => Promise<{ statusCode: number; json: () => { message: string; data: { status: string } } }>;
}

const admin = '/api/v2/admin/projetos';
const ACTIONS: Action[] = [
  {
    name: 'enviar (member)',
    to: () => 'enviado',
    allowed: (from) => canTransition(from, 'enviado'),
    call: (id) => kit.call('POST', `/api/v2/projetos/list/${id}/enviar`, kit.member3),
  },
  {
    name: 'status em_analise',
    to: () => 'em_analise',
    allowed: (from) => canTransition(from, 'em_analise'),
    call: (id) => kit.call('POST', `${admin}/status/${id}`, kit.admin3, { status: 'em_analise' }),
  },
  {
    name: 'parecer',
    to: (from) => (from === 'enviado' ? 'em_analise' : null),
    allowed: (from) => REVIEWABLE_STATUSES.includes(from),
    call: (id) =>
      kit.call('POST', `${admin}/parecer/${id}`, kit.admin3, { text: 'Parecer de teste.', recommendation: 'aprovar' }),
  },
  {
    name: 'encaminhamento',
    to: () => 'encaminhado',
    allowed: (from) => canTransition(from, 'encaminhado'),
    call: (id) =>
      kit.call('POST', `${admin}/encaminhamento/${id}`, kit.admin3, { assignee_id: kit.reviewerId, deadline: FUTURE }),
  },
  ...(['aprovado', 'reprovado', 'ajustes'] as const).map((decision): Action => ({
    name: `devolutiva ${decision}`,
    to: () => DECISION_STATUS[decision],
    allowed: (from) => canTransition(from, DECISION_STATUS[decision]),
    call: (id) =>
      kit.call('POST', `${admin}/devolutiva/${id}`, kit.admin3, { decision, text: 'Mensagem ao proponente.' }),
  })),
];

const cases = PROJECT_STATUSES.flatMap((from) => ACTIONS.map((action) => ({ from, action })));

describe('the transition graph through the API', () => {
  it('covers every status with every action', () => {
    expect(cases).toHaveLength(PROJECT_STATUSES.length * ACTIONS.length);
    // Every edge of the graph is reached by some action.
    for (const from of PROJECT_STATUSES)
      for (const to of PROJECT_STATUSES)
        if (canTransition(from, to)) expect(ACTIONS.some((a) => a.allowed(from) && a.to(from) === to)).toBe(true);
  });

  it.each(cases.map(({ from, action }) => [from, action.name, action] as const))(
    'from %s, %s',
    async (from, _name, action) => {
      const project = await kit.project(kit.member3, sessionId);
      await kit.setStatus(project.id, from);
      const res = await action.call(project.id);
      if (action.allowed(from)) {
        expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
        expect(res.json().data.status).toBe(action.to(from) ?? from);
        const events = await kit.db
          .selectFrom('project_events')
          .selectAll()
          .where('project_id', '=', project.id)
          .orderBy('id')
          .execute();
        if (action.to(from))
          expect(events.some((e) => e.from_status === from && e.to_status === action.to(from))).toBe(true);
      } else {
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(PROJECT_MESSAGES.transition(from));
        expect(await kit.status(project.id)).toBe(from);
        // A refused move leaves no trace: only the creation is in the timeline.
        const events = await kit.db
          .selectFrom('project_events')
          .select('kind')
          .where('project_id', '=', project.id)
          .execute();
        expect(events.map((e) => e.kind)).toEqual(['criado']);
      }
    },
  );
});
