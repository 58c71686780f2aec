import { ACTIONS_SEGMENT } from '@console/contract';
import { userKeys } from '../db/search-keys.ts';
import { pathOf, type collectionSuite } from '../modules/collections/test-kit.ts';

/** Helpers of the cohort tests: members added straight to the users table, cohorts and groups made through the API. */
export function cohortKit(suite: ReturnType<typeof collectionSuite>) {
  let made = 0;
  return {
    /** Adds `count` active members of client 3 (copies of the demo member) in a group and a regional. */
    async members(count: number, place: { group_id?: number | null; regional_id?: number | null }, prefix: string) {
      const { db } = suite.kit;
      const { id: _id, ...template } = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', 'member@asta.demo')
        .executeTakeFirstOrThrow();
      const ids: number[] = [];
      const batch = Array.from({ length: count }, (_, i) => {
        const name = `${prefix} ${String(i + 1).padStart(5, '0')}`;
        made += 1;
        return {
          ...template,
          ...userKeys(name),
          ...place,
          name,
          email: `${prefix.toLowerCase().replaceAll(' ', '.')}.${made}@turma.test`,
          cpf: null,
          created_at: new Date().toISOString(),
          deleted_at: null,
        };
      });
      for (let start = 0; start < batch.length; start += 400) {
        const rows = await db
          .insertInto('users')
          .values(batch.slice(start, start + 400))
          .returning('id')
          .execute();
        ids.push(...rows.map((row) => row.id));
      }
      return ids.sort((a, b) => a - b);
    },
    async group(token: string, name: string): Promise<number> {
      return (await suite.api.create(token, 'grupos', { name })).id;
    },
    async regional(name: string): Promise<number> {
      return (await suite.api.create(suite.kit.admin3, 'regional', { name })).id;
    },
    async cohort(codigo: string, vagas?: number): Promise<number> {
      const course = (await suite.api.list(suite.kit.admin3, 'cursos', { per_page: 1 })).data[0];
      const cohort = await suite.api.create(suite.kit.admin3, 'turmas', {
        nome: `Turma ${codigo}`,
        codigo,
        curso_id: course.id,
        inicio: '2026-12-01',
        ...(vagas ? { vagas } : {}),
      });
      return cohort.id;
    },
    /** One step of the enrolment action. */
    enrol(
      cohort: number,
      input: Record<string, unknown>,
      options: { cursor?: number; token?: string; lang?: string } = {},
    ) {
      return suite.kit.app.inject({
        method: 'POST',
        url: `${pathOf('turmas', { id: cohort })}/${ACTIONS_SEGMENT}/matricular`,
        headers: {
          authorization: `Bearer ${options.token ?? suite.kit.admin3}`,
          ...(options.lang ? { 'accept-language': options.lang } : {}),
        },
        payload: { input, ...(options.cursor === undefined ? {} : { cursor: options.cursor }) },
      });
    },
    /** The cohort's enrolled members (participante ids, ascending). */
    async enrolled(cohort: number): Promise<number[]> {
      const rows = await suite.kit.db
        .selectFrom('c_matriculas' as never)
        .select('participante' as never)
        .where('turma_id' as never, '=', cohort as never)
        .execute();
      return (rows as { participante: number }[]).map((r) => Number(r.participante)).sort((a, b) => a - b);
    },
    async cohortRow(cohort: number) {
      return (await suite.kit.call('GET', pathOf('turmas', { id: cohort }), suite.kit.admin3)).json().data as Record<
        string,
        unknown
      >;
    },
  };
}
