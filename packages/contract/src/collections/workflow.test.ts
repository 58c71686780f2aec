import { describe, expect, it } from 'vitest';
import { isAllowed } from '../permissions.ts';
import { PROJECT_WORKFLOW } from '../projects.ts';
import { canMove, enter, nextStates, START, statesOf, workflow, workflowFor, workflowSubs } from './workflow.ts';

// The workflow engine (issue 28): moves from a state, as everyone or as a reader with some sub-tags.

const flow = workflow(
  'status',
  ['rascunho'],
  enter('publicado', [START, 'rascunho', 'arquivado'], { sub: 'publicar' }),
  enter('arquivado', ['publicado'], { sub: 'publicar' }),
  enter('rascunho', ['publicado', 'arquivado']),
);
const editor = (sub: string | undefined) => sub === undefined;

describe('the workflow engine', () => {
  it('answers the graph’s moves, creation’s included', () => {
    expect(canMove(flow, 'rascunho', 'publicado')).toBe(true);
    expect(canMove(flow, 'rascunho', 'arquivado')).toBe(false);
    expect(nextStates(flow, START)).toEqual(['rascunho', 'publicado']);
    expect(nextStates(flow, 'publicado')).toEqual(['arquivado', 'rascunho']);
    expect(statesOf(flow)).toEqual(['rascunho', 'publicado', 'arquivado']);
    expect(workflowSubs(flow)).toEqual(['publicar']);
  });

  it('narrows the moves to a reader’s sub-tags', () => {
    expect(nextStates(flow, 'rascunho', editor)).toEqual([]);
    expect(workflowFor(flow, editor)).toEqual({
      field: 'status',
      initial: ['rascunho'],
      next: { rascunho: [], publicado: ['rascunho'], arquivado: ['rascunho'] },
    });
  });

  it('serves the projects: each review move by its sub-tag, the submission by none', () => {
    const grants = { resource: [], resource_sub: [{ tag: 'projetos.devolutiva', enabled: true }] };
    const admin = (sub: string | undefined) => sub !== undefined && isAllowed(grants, `projetos.${sub}`);
    expect(nextStates(PROJECT_WORKFLOW, 'em_analise', admin)).toEqual([
      'devolvido_para_ajustes',
      'aprovado',
      'reprovado',
    ]);
    expect(nextStates(PROJECT_WORKFLOW, 'enviado', admin)).toEqual([]);
    expect(nextStates(PROJECT_WORKFLOW, 'rascunho')).toEqual(['enviado']);
  });
});
