import { describe, expect, it } from 'vitest';
import {
  canTransition,
  documentKind,
  documentSchema,
  encaminhamentoBody,
  PROJECT_MESSAGES,
  PROJECT_STATUSES,
  PROJECT_TRANSITIONS,
  projectCreateBody,
  projectUpdateBody,
  sessionCreateBody,
  sessionUpdateBody,
  weightedTotal,
  type ProjectStatus,
} from './projects.ts';

/** The graph as the issue writes it: rascunho → enviado → em_analise → (encaminhado ↔ em_analise) → devolvido_para_ajustes → enviado … → aprovado | reprovado. */
const EDGES = new Set([
  'rascunho>enviado',
  'enviado>em_analise',
  'em_analise>encaminhado',
  'encaminhado>em_analise',
  'em_analise>devolvido_para_ajustes',
  'devolvido_para_ajustes>enviado',
  'em_analise>aprovado',
  'em_analise>reprovado',
]);

describe('PROJECT_TRANSITIONS / canTransition', () => {
  const pairs = PROJECT_STATUSES.flatMap((from) =>
    PROJECT_STATUSES.map((to) => [from, to] as [ProjectStatus, ProjectStatus]),
  );
  it.each(pairs)('%s → %s follows the graph', (from, to) => {
    const allowed = EDGES.has(`${from}>${to}`);
    expect(canTransition(from, to)).toBe(allowed);
    expect(PROJECT_TRANSITIONS[from].includes(to)).toBe(allowed);
  });

  it('has exactly the graph’s edges, and final statuses lead nowhere', () => {
    expect(Object.values(PROJECT_TRANSITIONS).flat()).toHaveLength(EDGES.size);
    expect(PROJECT_TRANSITIONS.aprovado).toEqual([]);
    expect(PROJECT_TRANSITIONS.reprovado).toEqual([]);
  });

  it('names the current status in the refusal', () => {
    expect(PROJECT_MESSAGES.transition('devolvido_para_ajustes')).toBe(
      'Não é possível agora: o projeto está "Devolvido para ajustes".',
    );
  });
});

describe('weightedTotal', () => {
  const criteria = [
    { id: 'a', name: 'Impacto', weight: 3 },
    { id: 'b', name: 'Viabilidade', weight: 1 },
  ];
  it.each([
    [
      [
        { criterion_id: 'a', score: 8 },
        { criterion_id: 'b', score: 4 },
      ],
      7,
    ],
    [
      [
        { criterion_id: 'a', score: 10 },
        { criterion_id: 'b', score: 10 },
      ],
      10,
    ],
    [
      [
        { criterion_id: 'a', score: 0 },
        { criterion_id: 'b', score: 0 },
      ],
      0,
    ],
    // 6.667 rounds to one decimal.
    [
      [
        { criterion_id: 'a', score: 7 },
        { criterion_id: 'b', score: 6 },
      ],
      6.8,
    ],
    // A missing criterion is left out of both sums.
    [[{ criterion_id: 'b', score: 5 }], 5],
    // Scores of unknown criteria count for nothing.
    [[{ criterion_id: 'z', score: 9 }], null],
    [[], null],
  ])('%j → %s', (scores, total) => {
    expect(weightedTotal(criteria, scores)).toBe(total);
  });
  it('is null without criteria', () => {
    expect(weightedTotal([], [{ criterion_id: 'a', score: 5 }])).toBeNull();
  });
});

describe('documentSchema (CPF or CNPJ with check digits)', () => {
  it.each([
    ['529.982.247-25', '52998224725', 'cpf'],
    ['52998224725', '52998224725', 'cpf'],
    ['11.222.333/0001-81', '11222333000181', 'cnpj'],
    ['11222333000181', '11222333000181', 'cnpj'],
  ])('accepts %s', (input, digits, kind) => {
    const parsed = documentSchema.parse(input);
    expect(parsed).toBe(digits);
    expect(documentKind(parsed)).toBe(kind);
  });
  it.each([
    ['529.982.247-26', PROJECT_MESSAGES.cpf],
    ['111.111.111-11', PROJECT_MESSAGES.cpf],
    ['11.222.333/0001-82', PROJECT_MESSAGES.cnpj],
    ['00.000.000/0000-00', PROJECT_MESSAGES.cnpj],
    ['1234567890', PROJECT_MESSAGES.document],
    ['', PROJECT_MESSAGES.document],
    ['abc', PROJECT_MESSAGES.document],
  ])('refuses %s, naming the document it looks like', (input, message) => {
    const result = documentSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(message);
  });
});

describe('date-order refinements', () => {
  const session = {
    title: 'Edital',
    submission_start: '2026-03-01',
    submission_end: '2026-03-31',
    review_deadline: '2026-04-30',
  };
  const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

  it('a session’s period ends on or after its start, and its review deadline on or after the end', () => {
    expect(sessionCreateBody.safeParse(session).success).toBe(true);
    expect(
      sessionCreateBody.safeParse({ ...session, submission_end: '2026-03-01', review_deadline: '2026-03-01' }).success,
    ).toBe(true);
    expect(issues(sessionCreateBody.safeParse({ ...session, submission_end: '2026-02-28' }))).toEqual([
      ['submission_end', PROJECT_MESSAGES.periodOrder],
    ]);
    expect(issues(sessionCreateBody.safeParse({ ...session, review_deadline: '2026-03-30' }))).toEqual([
      ['review_deadline', PROJECT_MESSAGES.reviewAfterPeriod],
    ]);
    // An update checks the dates it carries together.
    expect(
      issues(sessionUpdateBody.safeParse({ submission_start: '2026-05-01', submission_end: '2026-04-01' })),
    ).toEqual([['submission_end', PROJECT_MESSAGES.periodOrder]]);
    expect(sessionUpdateBody.safeParse({ submission_end: '2026-04-01' }).success).toBe(true);
    expect(sessionCreateBody.safeParse({ ...session, submission_start: '2026-02-30' }).success).toBe(false);
  });

  it('a project ends on or after it starts', () => {
    const project = {
      session_id: 1,
      title: 'Projeto',
      summary: 'Resumo do projeto.',
      objectives: 'Objetivos do projeto.',
      target_audience: 'Jovens',
      budget: 10.5,
      start_date: '2026-05-01',
      end_date: '2026-05-01',
    };
    expect(projectCreateBody.safeParse(project).success).toBe(true);
    expect(issues(projectCreateBody.safeParse({ ...project, end_date: '2026-04-30' }))).toEqual([
      ['end_date', PROJECT_MESSAGES.datesOrder],
    ]);
    expect(issues(projectUpdateBody.safeParse({ start_date: '2026-06-01', end_date: '2026-05-01' }))).toEqual([
      ['end_date', PROJECT_MESSAGES.datesOrder],
    ]);
    expect(projectCreateBody.safeParse({ ...project, budget: 1.005 }).success).toBe(false);
  });

  it('an encaminhamento names a reviewer or a stage', () => {
    expect(issues(encaminhamentoBody.safeParse({ deadline: '2026-03-13T15:00:00Z' }))).toEqual([
      ['assignee_id', PROJECT_MESSAGES.target],
    ]);
    expect(encaminhamentoBody.safeParse({ stage: 'Comitê', deadline: '2026-03-13T15:00:00-03:00' }).success).toBe(true);
  });
});
