import { describe, expect, it } from 'vitest';
import { ATTENDANCE_SEGMENT } from '@console/contract';
import { cohortKit } from '../../test/cohort-kit.ts';
import { pathOf, collectionSuite } from './test-kit.ts';

/**
 * A cohort's attendance grid (issue 28): the sheet of a session lists its active participants, present by default;
 * a save creates the session's rows, a second one updates them; a participant not enrolled is refused. Both engines.
 */

const suite = collectionSuite();
const kit = cohortKit(suite);
const sheetPath = (cohort: number) => `${pathOf('turmas', { id: cohort })}/${ATTENDANCE_SEGMENT}`;
const save = (cohort: number, body: unknown, token = suite.kit.admin3) =>
  suite.kit.call('POST', sheetPath(cohort), token, body);
const sheet = (cohort: number, query: string, token = suite.kit.admin3) =>
  suite.kit.call('GET', `${sheetPath(cohort)}?${query}`, token);

describe("a cohort's attendance", () => {
  it('lists the active participants present by default, saves a session, and a second save updates it', async () => {
    const group = await kit.group(suite.kit.admin3, 'Grupo da chamada');
    const [ana, bia, caio] = await kit.members(3, { group_id: group }, 'Chamada');
    const cohort = await kit.cohort('TC-1');
    expect((await kit.enrol(cohort, { origem: 'grupo', grupo: group })).statusCode).toBe(200);
    const session = 'encontro=Encontro%201&data=2026-12-02';
    const blank = await sheet(cohort, session);
    expect(blank.statusCode, blank.body).toBe(200);
    expect(blank.json().data).toEqual({
      sessions: [],
      participants: [ana, bia, caio].map((participante, i) => ({
        participante,
        nome: `Chamada 0000${i + 1}`,
        presente: true,
        atraso_min: null,
        recorded: false,
      })),
    });
    const first = await save(cohort, {
      encontro: 'Encontro 1',
      data: '2026-12-02',
      presencas: [
        { participante: ana, presente: true },
        { participante: bia, presente: false },
        { participante: caio, presente: true, atraso_min: 15 },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ created: 3, updated: 0 });
    const saved = (await sheet(cohort, session)).json().data;
    expect(saved.sessions).toEqual([{ encontro: 'Encontro 1', data: '2026-12-02' }]);
    expect(
      saved.participants.map((p: { presente: boolean; atraso_min: number | null }) => [p.presente, p.atraso_min]),
    ).toEqual([
      [true, null],
      [false, null],
      [true, 15],
    ]);
    const again = await save(cohort, {
      encontro: 'Encontro 1',
      data: '2026-12-02',
      presencas: [
        { participante: ana, presente: true },
        { participante: bia, presente: true, atraso_min: 5 },
        { participante: caio, presente: true, atraso_min: 15 },
      ],
    });
    expect(again.json().data).toEqual({ created: 0, updated: 1 });
    const rows = await suite.api.list(suite.kit.admin3, 'frequencia', { per_page: 50 }, { turma_id: cohort });
    expect(rows.total).toBe(3);
    expect(rows.data.find((r) => r.participante === bia)).toMatchObject({ presente: true, atraso_min: 5 });
    const audits = await suite.kit.audits('turmas', cohort);
    expect(audits.filter((a) => a.action === 'turmas.chamada')).toHaveLength(2);
  });

  it("refuses a participant not enrolled (422) and another client's cohort (404)", async () => {
    const cohort = await kit.cohort('TC-2');
    const [enrolled, outsider] = await kit.members(2, {}, 'Chamada fora');
    await kit.enrol(cohort, { origem: 'membros', membros: [enrolled] });
    const res = await save(cohort, {
      encontro: 'Aula 1',
      data: '2026-12-03',
      presencas: [
        { participante: enrolled, presente: true },
        { participante: outsider, presente: true },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'presencas.1.participante': ['Este participante não está matriculado nesta turma.'],
    });
    const bad = await save(cohort, { encontro: '', data: '2026-02-31', presencas: [] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['data', 'encontro', 'presencas']);
    const body = { encontro: 'Aula 1', data: '2026-12-03', presencas: [{ participante: enrolled, presente: true }] };
    expect((await save(cohort, body, suite.kit.admin6)).statusCode).toBe(404);
    expect((await sheet(cohort, 'encontro=Aula%201&data=2026-12-03', suite.kit.admin6)).statusCode).toBe(404);
    expect((await save(cohort, body, suite.kit.member3)).statusCode).toBe(403);
    const rows = await suite.api.list(suite.kit.admin3, 'frequencia', { per_page: 5 }, { turma_id: cohort });
    expect(rows.total).toBe(0);
  });
});
