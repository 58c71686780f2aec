import { describe, expect, it } from 'vitest';
import { ENROL_STEP } from './actions/learning.ts';
import { cohortKit } from '../../test/cohort-kit.ts';
import { collectionSuite } from './test-kit.ts';

/**
 * A cohort's enrolment (issue 28's row action `matricular`, run in steps with a report): a group's, a regional's or
 * picked members become its participants, numbered, counted once per step; a full cohort refuses the rest. Both engines.
 */

const suite = collectionSuite();
const kit = cohortKit(suite);

describe('enrolling members in a cohort', () => {
  it("enrols a group's active members, numbered, and counts them; a second run skips them all", async () => {
    const group = await kit.group(suite.kit.admin3, 'Grupo da turma A');
    const members = await kit.members(5, { group_id: group }, 'Membro A');
    // An inactive member of the group is left out.
    await suite.kit.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', members[4]).execute();
    const cohort = await kit.cohort('TA-1', 10);
    const first = await kit.enrol(cohort, { origem: 'grupo', grupo: group });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.report).toEqual({ total: 4, done: 4, skipped: 0, failed: [], next: null });
    expect(first.json().data.row).toMatchObject({ matriculados: 4, vagas_restantes: 6 });
    expect(await kit.enrolled(cohort)).toEqual(members.slice(0, 4));
    const codes = await suite.kit.db
      .selectFrom('c_matriculas' as never)
      .select('codigo' as never)
      .where('turma_id' as never, '=', cohort as never)
      .execute();
    for (const { codigo } of codes as { codigo: string }[]) expect(codigo).toMatch(/^MAT-\d{4}-\d{6}$/);
    expect(new Set((codes as { codigo: string }[]).map((c) => c.codigo)).size).toBe(4);
    const again = await kit.enrol(cohort, { origem: 'grupo', grupo: group });
    expect(again.json().data.report).toEqual({ total: 4, done: 0, skipped: 4, failed: [], next: null });
    expect((await kit.cohortRow(cohort)).matriculados).toBe(4);
    const audits = await suite.kit.audits('turmas', cohort);
    expect(audits.filter((a) => a.action === 'turmas.matricular')).toHaveLength(2);
  });

  it("enrols a regional's members and picked members", async () => {
    const regional = await kit.regional('Regional da turma B');
    const inRegional = await kit.members(3, { regional_id: regional }, 'Membro B');
    const cohort = await kit.cohort('TB-1');
    const byRegional = await kit.enrol(cohort, { origem: 'regional', regional });
    expect(byRegional.json().data.report).toMatchObject({ total: 3, done: 3, skipped: 0 });
    const picked = await kit.members(2, {}, 'Membro C');
    const byPick = await kit.enrol(cohort, { origem: 'membros', membros: [...picked, inRegional[0]] });
    expect(byPick.json().data.report).toEqual({ total: 3, done: 2, skipped: 1, failed: [], next: null });
    expect(await kit.enrolled(cohort)).toEqual([...inRegional, ...picked].sort((a, b) => a - b));
    expect((await kit.cohortRow(cohort)).matriculados).toBe(5);
    // The picked member's enrolment is audited as a create.
    const enrolment = await suite.kit.db
      .selectFrom('c_matriculas' as never)
      .select('id' as never)
      .where('participante' as never, '=', picked[0] as never)
      .executeTakeFirstOrThrow();
    const trail = await suite.kit.audits('matriculas', (enrolment as { id: number }).id);
    expect(trail.map((a) => a.action)).toEqual(['matriculas.create']);
  });

  it('runs in steps of ENROL_STEP members: next is the last member of a step, and steps add up to one run', async () => {
    const group = await kit.group(suite.kit.admin3, 'Grupo grande');
    const members = await kit.members(ENROL_STEP + 40, { group_id: group }, 'Membro D');
    const cohort = await kit.cohort('TD-1');
    const first = await kit.enrol(cohort, { origem: 'grupo', grupo: group });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.report).toEqual({
      total: ENROL_STEP + 40,
      done: ENROL_STEP,
      skipped: 0,
      failed: [],
      next: members[ENROL_STEP - 1],
    });
    expect(first.json().data.row.matriculados).toBe(ENROL_STEP);
    const second = await kit.enrol(
      cohort,
      { origem: 'grupo', grupo: group },
      { cursor: first.json().data.report.next },
    );
    expect(second.json().data.report).toEqual({ total: ENROL_STEP + 40, done: 40, skipped: 0, failed: [], next: null });
    expect(await kit.enrolled(cohort)).toEqual(members);
    expect((await kit.cohortRow(cohort)).matriculados).toBe(ENROL_STEP + 40);
  });

  it('a run started past a cursor, then from the start, gives what one run gives', async () => {
    const group = await kit.group(suite.kit.admin3, 'Grupo do cursor');
    const members = await kit.members(6, { group_id: group }, 'Membro E');
    const [whole, stepped] = [await kit.cohort('TE-1'), await kit.cohort('TE-2')];
    await kit.enrol(whole, { origem: 'grupo', grupo: group });
    const late = await kit.enrol(stepped, { origem: 'grupo', grupo: group }, { cursor: members[2] });
    expect(late.json().data.report).toMatchObject({ done: 3, next: null });
    const early = await kit.enrol(stepped, { origem: 'grupo', grupo: group });
    expect(early.json().data.report).toMatchObject({ done: 3, skipped: 3 });
    expect(await kit.enrolled(stepped)).toEqual(await kit.enrolled(whole));
    expect((await kit.cohortRow(stepped)).matriculados).toBe((await kit.cohortRow(whole)).matriculados);
  });

  it('refuses the members past the seats, naming them in the request language', async () => {
    const group = await kit.group(suite.kit.admin3, 'Grupo sem vaga');
    await kit.members(5, { group_id: group }, 'Membro F');
    const cohort = await kit.cohort('TF-1', 3);
    const res = await kit.enrol(cohort, { origem: 'grupo', grupo: group }, { lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.report).toEqual({
      total: 5,
      done: 3,
      skipped: 0,
      failed: [
        { label: 'Membro F 00004', message: 'Cohort full: there is no seat for this enrolment.' },
        { label: 'Membro F 00005', message: 'Cohort full: there is no seat for this enrolment.' },
      ],
      next: null,
    });
    expect(res.json().data.row).toMatchObject({ matriculados: 3, vagas_restantes: 0 });
    const pt = await kit.enrol(cohort, { origem: 'grupo', grupo: group });
    expect(pt.json().data.report.failed[0].message).toBe('Turma sem vagas: não há vaga para esta matrícula.');
  });

  it("answers 422 for another client's group, a missing group, and 403 without the action's sub-tag", async () => {
    const foreign = await kit.group(suite.kit.admin6, 'Grupo de outra organização');
    const cohort = await kit.cohort('TG-1');
    const other = await kit.enrol(cohort, { origem: 'grupo', grupo: foreign });
    expect(other.statusCode).toBe(422);
    expect(Object.keys(other.json().errors)).toEqual(['grupo']);
    const missing = await kit.enrol(cohort, { origem: 'grupo' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['grupo']);
    const member = await kit.enrol(cohort, { origem: 'membros', membros: [1] }, { token: suite.kit.member3 });
    expect(member.statusCode).toBe(403);
    // Another client's cohort is not found.
    const group = await kit.group(suite.kit.admin6, 'Grupo da outra, 2');
    expect((await kit.enrol(cohort, { origem: 'grupo', grupo: group }, { token: suite.kit.admin6 })).statusCode).toBe(
      404,
    );
    expect((await kit.cohortRow(cohort)).matriculados).toBe(0);
  });
});
