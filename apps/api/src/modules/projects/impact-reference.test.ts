import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectsKit } from './test-kit.ts';

/**
 * An impact indicator names one of the client's projects (issue 28: a free text before): a reference from a
 * collection to the projects area, checked within the client, named, filtered, and cleared when the project goes.
 */

let kit: Awaited<ReturnType<typeof projectsKit>>;
beforeAll(async () => {
  kit = await projectsKit();
});
afterAll(() => kit.close());

const IMPACT = '/api/v2/admin/impacto';
const indicator = (projeto_id: number | null) => ({
  indicador: `Famílias atendidas ${Math.random().toString(36).slice(2, 8)}`,
  projeto_id,
  unidade: 'famílias',
  meta: 120,
  periodo_inicio: '2026-01-01',
  periodo_fim: '2026-12-31',
});

describe('an impact indicator’s project', () => {
  it('is one of the client’s projects, answered by its title and filtered by it', async () => {
    const session = await kit.session();
    const project = await kit.project(kit.member3, session.id, { title: 'Horta na Escola' });
    const created = kit.ok(await kit.call('POST', IMPACT, kit.admin3, indicator(project.id)), 201);
    expect(created.projeto_id).toBe(project.id);
    expect(created.labels.projeto_id).toBe('Horta na Escola');
    const listed = kit.ok(await kit.call('GET', `${IMPACT}?projeto_id=${project.id}`, kit.admin3));
    expect(listed.data.map((row: { id: number }) => row.id)).toEqual([created.id]);
  });

  it('refuses another client’s project (422 on the field) and a number that is no project', async () => {
    const elsewhere = await kit.project(kit.member6, (await kit.session(kit.admin6)).id);
    for (const id of [elsewhere.id, 999_999]) {
      const res = await kit.call('POST', IMPACT, kit.admin3, indicator(id));
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['projeto_id']);
    }
  });

  it('loses its project when the project is deleted, and keeps the rest', async () => {
    const session = await kit.session();
    const draft = await kit.project(kit.member3, session.id, { title: 'Rascunho que vai embora' });
    const created = kit.ok(await kit.call('POST', IMPACT, kit.admin3, indicator(draft.id)), 201);
    kit.ok(await kit.call('DELETE', `/api/v2/projetos/list/${draft.id}`, kit.member3));
    const read = kit.ok(await kit.call('GET', `${IMPACT}/${created.id}`, kit.admin3));
    expect(read).toMatchObject({ id: created.id, projeto_id: null, meta: 120 });
  });
});
