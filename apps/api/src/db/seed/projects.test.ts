import { describe, expect, it } from 'vitest';
import {
  CLIENTS,
  isValidCnpj,
  isValidCpf,
  PROJECT_STATUSES,
  PROJECT_TRANSITIONS,
  weightedTotal,
  type Criterion,
  type ProjectStatus,
} from '@console/contract';
import { seededDatabase } from '../../test/context.ts';
import { toMillis } from '../dialects/index.ts';
import { cnpjFrom, seedProjectsDemo } from './projects.ts';

/** The projects demo data: every client, every status, timelines that follow the graph, valid documents. */

const database = seededDatabase();
const today = new Date().toISOString().slice(0, 10);

describe('seedProjectsDemo', () => {
  it('gives every client an open session holding today and one under review whose period ended', async () => {
    const sessions = await database.db.selectFrom('project_sessions').selectAll().execute();
    for (const client of CLIENTS) {
      const own = sessions.filter((s) => s.client_id === client.id);
      expect(own.map((s) => s.status).sort(), client.slug).toEqual(['aberta', 'em_avaliacao']);
      const open = own.find((s) => s.status === 'aberta')!;
      expect(open.submission_start <= today && today <= open.submission_end).toBe(true);
      expect(own.find((s) => s.status === 'em_avaliacao')!.submission_end < today).toBe(true);
      for (const s of own) {
        const criteria = JSON.parse(s.criteria) as Criterion[];
        expect(criteria.length).toBeGreaterThanOrEqual(3);
        expect(criteria.length).toBeLessThanOrEqual(4);
      }
    }
  });

  it('gives every client projects in every status, some of the demo member, with timelines that follow the graph', async () => {
    const db = database.db;
    const projects = await db
      .selectFrom('projects as p')
      .innerJoin('project_sessions as s', 's.id', 'p.session_id')
      .selectAll('p')
      .select('s.criteria')
      .execute();
    const events = await db.selectFrom('project_events').selectAll().orderBy('id').execute();
    const users = new Map(
      (await db.selectFrom('users').select(['id', 'email', 'client_id']).execute()).map((u) => [u.id, u]),
    );
    for (const client of CLIENTS) {
      const own = projects.filter((p) => p.client_id === client.id);
      expect(new Set(own.map((p) => p.status)), client.slug).toEqual(new Set(PROJECT_STATUSES));
      expect(
        own.filter((p) => users.get(p.proponent_id)!.email === `member@${client.slug}.demo`).length,
      ).toBeGreaterThanOrEqual(2);
      const forwarded = own.filter((p) => p.status === 'encaminhado');
      expect(forwarded.map((p) => users.get(p.assignee_id!)!.email)).toEqual([
        `admin@${client.slug}.demo`,
        `admin@${client.slug}.demo`,
      ]);
      expect(forwarded.map((p) => p.overdue).sort()).toEqual([0, 1]);
      expect(
        forwarded.find((p) => p.overdue === 1)!.due_at !== null &&
          toMillis(forwarded.find((p) => p.overdue === 1)!.due_at!) < Date.now(),
      ).toBe(true);
    }
    for (const p of projects) {
      const timeline = events.filter((e) => e.project_id === p.id);
      expect(timeline.every((e) => e.client_id === p.client_id)).toBe(true);
      expect(timeline[0]).toMatchObject({ kind: 'criado', to_status: 'rascunho' });
      // Each move starts where the one before ended, along the graph, and ends at the project's status.
      let status: ProjectStatus = 'rascunho';
      for (const e of timeline.slice(1).filter((e) => e.to_status !== null)) {
        expect(e.from_status).toBe(status);
        expect(PROJECT_TRANSITIONS[status]).toContain(e.to_status);
        status = e.to_status as ProjectStatus;
      }
      expect(status, p.title).toBe(p.status);
      for (const e of timeline) {
        if (['encaminhamento', 'retorno', 'lembrete', 'atraso'].includes(e.kind)) expect(e.internal).toBe(1);
        if (e.actor_id !== null) expect(users.get(e.actor_id)!.client_id).toBe(p.client_id);
      }
      const totals = timeline
        .filter((e) => e.kind === 'parecer')
        .map((e) => JSON.parse(e.data!) as { scores: { criterion_id: string; score: number }[]; total: number });
      for (const t of totals) expect(t.total).toBe(weightedTotal(JSON.parse(p.criteria) as Criterion[], t.scores));
      expect(p.score).toBe(
        totals.length ? Math.round((totals.reduce((a, t) => a + t.total, 0) / totals.length) * 10) / 10 : null,
      );
      expect(p.submitted_at === null).toBe(!timeline.some((e) => e.kind === 'enviado'));
    }
  });

  it('gives every proponent data with a valid CPF or CNPJ and a postal code of 8 digits', async () => {
    const db = database.db;
    const proponents = await db.selectFrom('projects').select(['client_id', 'proponent_id']).distinct().execute();
    const data = await db.selectFrom('proponent_data').selectAll().execute();
    for (const p of proponents) {
      const row = data.find((d) => d.client_id === p.client_id && d.user_id === p.proponent_id);
      expect(row).toBeDefined();
      expect(isValidCpf(row!.document) || isValidCnpj(row!.document)).toBe(true);
      expect(row!.postal_code).toMatch(/^\d{8}$/);
    }
    expect(data.some((d) => d.document.length === 14) && data.some((d) => d.document.length === 11)).toBe(true);
    for (const base of [0, 1, 12_345_678, 99_999_999]) expect(isValidCnpj(cnpjFrom(base))).toBe(true);
  });

  it('adds the demo projects to a database that lacks them, once, with the grants its demo people lacked', async () => {
    const db = database.db;
    const id = async (email: string) =>
      (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const [admin, member] = [await id('admin@action-aid.demo'), await id('member@action-aid.demo')];
    // A database seeded before projects existed: no sessions, no proponent data, no grants of this feature.
    await db.deleteFrom('project_sessions').where('client_id', '=', 9).execute();
    await db.deleteFrom('proponent_data').where('client_id', '=', 9).execute();
    await db.deleteFrom('user_permissions').where('user_id', '=', member).where('tag', '=', 'propostas').execute();
    await db
      .deleteFrom('user_permission_subs')
      .where('user_id', '=', admin)
      .where('tag', 'in', ['projetos.exportar', 'projetos.parecer'])
      .execute();
    // A grant an administrator turned off stays off.
    await db
      .updateTable('user_permission_subs')
      .set({ enabled: 0 })
      .where('user_id', '=', admin)
      .where('tag', '=', 'projetos.excluir')
      .execute();
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('projects')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await seedProjectsDemo(db, Date.now());
    expect(await count()).toBe(before + 8);
    await seedProjectsDemo(db, Date.now());
    expect(await count()).toBe(before + 8);
    expect(await db.selectFrom('project_sessions').select('id').where('client_id', '=', 9).execute()).toHaveLength(2);
    expect(
      await db
        .selectFrom('user_permissions')
        .select('enabled')
        .where('user_id', '=', member)
        .where('tag', '=', 'propostas')
        .execute(),
    ).toEqual([{ enabled: 1 }]);
    const subs = await db
      .selectFrom('user_permission_subs')
      .select(['tag', 'enabled'])
      .where('user_id', '=', admin)
      .where('tag', 'like', 'projetos.%')
      .orderBy('tag')
      .execute();
    expect(subs).toEqual(
      ['criar', 'devolutiva', 'editar', 'encaminhar', 'excluir', 'exportar', 'parecer'].map((sub) => ({
        tag: `projetos.${sub}`,
        enabled: sub === 'excluir' ? 0 : 1,
      })),
    );
  });
});
