import type { Kysely, Transaction } from 'kysely';
import {
  addressSchema,
  DECISION_STATUS,
  isValidCpf,
  normalizeCep,
  normalizePhone,
  SUB_RESOURCE_TAGS,
  weightedTotal,
  type Attachment,
  type Criterion,
  type Decision,
  type ProjectStatus,
  type TimelineKind,
} from '@console/contract';
import { isoAt } from '../../platform/clock.ts';
import type { Storage } from '../../platform/storage/index.ts';
import type { DB } from '../schema.ts';
import { brandingOf, CLIENTS, demoEmail } from './data.ts';
import { demoPicture, storeDemoPicture } from './images.ts';
import { cpfFrom, person } from './people.ts';
import { ORGANIZATIONS, TEXTS, THEMES, type ClientKind, type ProjectIdea } from './projects-data.ts';
import { PLANS, type Plan, type Proponent } from './projects-plans.ts';

type Db = Kysely<DB> | Transaction<DB>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const dayOf = (ms: number): string => isoAt(ms).slice(0, 10);
const ddmmyyyy = (ms: number): string => dayOf(ms).split('-').reverse().join('/');

/** A valid CNPJ (head office, branch 0001) from eight base digits. */
export function cnpjFrom(base: number): string {
  const digits = `${String(base % 100_000_000).padStart(8, '0')}0001`.split('').map(Number);
  for (const length of [12, 13]) {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += digits[i] * (((length - 1 - i) % 8) + 2);
    const rest = sum % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join('');
}

const DEVOLUTIVA_TEXT: Record<Decision, string> = {
  ajustes: TEXTS.adjust,
  aprovado: TEXTS.approved,
  reprovado: TEXTS.rejected,
};

interface People {
  admin: { id: number; name: string };
  proponents: Map<Proponent, number>;
  /** A teammate for the richer projects. */
  teammate: number | undefined;
  /** The review stage an encaminhamento names (the client's theme). */
  stage: string;
}

/** The project row and its events after walking the steps; statuses move as the API's transitions move them. */
function walk(plan: Plan, criteria: Criterion[], people: People, proponentId: number, now: number) {
  let status: ProjectStatus = 'rascunho';
  const project = {
    assignee_id: null as number | null,
    stage: null as string | null,
    due_at: null as string | null,
    overdue: 0,
    reminded_at: null as string | null,
    submitted_at: null as string | null,
  };
  const totals: number[] = [];
  let deadline = 0;
  const events = plan.steps.map((step, n) => {
    // Steps of one day keep their order: each is a few minutes after the one before.
    const at = now + step.at * DAY + n * 60_000;
    const from = status;
    const move = (to: ProjectStatus) => {
      status = to;
      return { from_status: from, to_status: to };
    };
    const base = {
      actor_id: people.admin.id,
      text: null as string | null,
      internal: 0,
      data: null as string | null,
      from_status: null as string | null,
      to_status: null as string | null,
      created_at: isoAt(at),
    };
    const kind: TimelineKind = step.kind;
    switch (step.kind) {
      case 'criado':
        return { kind, ...base, actor_id: proponentId, to_status: 'rascunho' };
      case 'editado':
        return { kind, ...base, actor_id: proponentId };
      case 'enviado':
        project.submitted_at = isoAt(at);
        return { kind, ...base, actor_id: proponentId, ...move('enviado') };
      case 'analise':
        return { kind, ...base, text: TEXTS.analysis, ...move('em_analise') };
      case 'parecer': {
        const scores = criteria.map((c, i) => ({ criterion_id: c.id, score: step.scores[i % step.scores.length] }));
        const total = weightedTotal(criteria, scores);
        if (total !== null) totals.push(total);
        return {
          kind,
          ...base,
          text: step.text,
          internal: step.internal ? 1 : 0,
          data: JSON.stringify({ recommendation: step.recommendation, scores, total }),
        };
      }
      case 'encaminhamento': {
        deadline = now + step.deadline * DAY;
        Object.assign(project, {
          assignee_id: people.admin.id,
          stage: people.stage,
          due_at: isoAt(deadline),
          overdue: 0,
          reminded_at: null,
        });
        return {
          kind,
          ...base,
          text: TEXTS.forward,
          internal: 1,
          data: JSON.stringify({ assignee_id: people.admin.id, stage: people.stage, deadline: isoAt(deadline) }),
          ...move('encaminhado'),
        };
      }
      case 'retorno':
        // Back with the person who forwarded it; the deadline closes.
        Object.assign(project, {
          assignee_id: people.admin.id,
          stage: null,
          due_at: null,
          overdue: 0,
          reminded_at: null,
        });
        return { kind, ...base, text: TEXTS.back, internal: 1, ...move('em_analise') };
      case 'devolutiva':
        return {
          kind,
          ...base,
          text: DEVOLUTIVA_TEXT[step.decision],
          data: JSON.stringify({ decision: step.decision }),
          ...move(DECISION_STATUS[step.decision]),
        };
      case 'lembrete':
        project.reminded_at = isoAt(at);
        return {
          kind,
          ...base,
          actor_id: null,
          internal: 1,
          text: `Lembrete enviado a ${people.admin.name}: o prazo vence em ${ddmmyyyy(deadline)}.`,
          data: JSON.stringify({ deadline: isoAt(deadline) }),
        };
      case 'atraso':
        project.overdue = 1;
        return {
          kind,
          ...base,
          actor_id: null,
          internal: 1,
          text: `Prazo de ${ddmmyyyy(deadline)} vencido sem retorno.`,
          data: JSON.stringify({ deadline: isoAt(deadline) }),
        };
    }
  });
  const score = totals.length ? Math.round((totals.reduce((a, b) => a + b, 0) / totals.length) * 10) / 10 : null;
  return {
    status,
    ...project,
    score,
    created_at: events[0].created_at,
    updated_at: events[events.length - 1].created_at,
    events,
  };
}

const kindOf = (clientId: number): ClientKind => {
  const type = brandingOf(CLIENTS.find((c) => c.id === clientId)!)?.template?.platform_type;
  return type === 'ong' || type === 'escola' || type === 'academia' ? type : 'plataforma';
};

/**
 * Two sessions and eight projects with their timelines for every client that has no session yet (also on a
 * database seeded before projects existed), and the proponents' data. The open session's period holds today by
 * `now`; the other's ended. Inserted in a few batches per client. Without storage the sessions have no banner and
 * the projects no attachment.
 */
export async function seedProjectsDemo(db: Db, now: number, storage?: Storage): Promise<void> {
  const pictureSize = storage ? demoPicture().length : 0;
  for (const client of CLIENTS) {
    if (!(await db.selectFrom('clients').select('id').where('id', '=', client.id).executeTakeFirst())) continue;
    if (await db.selectFrom('project_sessions').select('id').where('client_id', '=', client.id).executeTakeFirst())
      continue;
    const admin = await db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('client_id', '=', client.id)
      .where('email', '=', demoEmail('admin', client))
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    const member = await db
      .selectFrom('users')
      .select('id')
      .where('client_id', '=', client.id)
      .where('email', '=', demoEmail('member', client))
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    const others = await db
      .selectFrom('users')
      .select('id')
      .where('client_id', '=', client.id)
      .where('role', '=', 'member')
      .where('status', '=', 'active')
      .where('deleted_at', 'is', null)
      .where(
        'email',
        'not in',
        ['admin', 'member', 'ana'].map((local) => demoEmail(local, client)),
      )
      .orderBy('id')
      .limit(5)
      .execute();
    if (!admin || !member || others.length < 5) continue;
    const proponents = new Map<Proponent, number>([
      ['member', member.id],
      ...others.slice(0, 4).map((o, i) => [i as Proponent, o.id] as const),
    ]);
    const theme = THEMES[kindOf(client.id)];
    const people: People = { admin, proponents, teammate: others[4].id, stage: theme.stage };
    const year = new Date(now).getUTCFullYear();
    const banner = storage ? await storeDemoPicture(storage, client.id) : null;
    const sessionRow = (which: 'open' | 'review') => {
      const s = theme[which];
      const [start, end, review, created] = which === 'open' ? [-10, 20, 40, -12] : [-75, -15, 15, -80];
      return {
        client_id: client.id,
        title: s.title(year),
        description: s.description,
        banner,
        submission_start: dayOf(now + start * DAY),
        submission_end: dayOf(now + end * DAY),
        review_deadline: dayOf(now + review * DAY),
        criteria: JSON.stringify(s.criteria),
        status: which === 'open' ? 'aberta' : 'em_avaliacao',
        created_at: isoAt(now + created * DAY),
        updated_at: isoAt(now + created * DAY),
      };
    };
    const sessions = await db
      .insertInto('project_sessions')
      .values([sessionRow('open'), sessionRow('review')])
      .returning(['id', 'status'])
      .execute();
    const sessionId = (which: 'open' | 'review') =>
      sessions.find((s) => s.status === (which === 'open' ? 'aberta' : 'em_avaliacao'))!.id;

    const walked = PLANS.map((plan) => {
      const idea: ProjectIdea = (plan.session === 'open' ? theme.openIdeas : theme.reviewIdeas)[plan.idea];
      const proponentId = proponents.get(plan.proponent)!;
      const run = walk(plan, theme[plan.session].criteria, people, proponentId, now);
      const attachments: Attachment[] =
        plan.rich && banner ? [{ url: banner, name: 'foto-do-local.png', size: pictureSize, format: 'png' }] : [];
      const begin = now + (plan.session === 'open' ? 45 : 30) * DAY;
      const { events, ...columns } = run;
      return {
        events,
        row: {
          client_id: client.id,
          session_id: sessionId(plan.session),
          proponent_id: proponentId,
          title: idea.title,
          summary: idea.summary,
          objectives: idea.objectives,
          target_audience: idea.audience,
          budget_cents: Math.round(idea.budget * 100),
          start_date: dayOf(begin),
          end_date: dayOf(begin + 300 * DAY),
          attachments: JSON.stringify(attachments),
          team: JSON.stringify(plan.rich && people.teammate !== undefined ? [people.teammate] : []),
          ...columns,
        },
      };
    });
    const inserted = await db
      .insertInto('projects')
      .values(walked.map((w) => w.row))
      .returning(['id', 'title'])
      .execute();
    const idOf = new Map(inserted.map((p) => [p.title, p.id]));
    await db
      .insertInto('project_events')
      .values(
        walked.flatMap((w) =>
          w.events.map((e) => ({ ...e, client_id: client.id, project_id: idOf.get(w.row.title)! })),
        ),
      )
      .execute();
    await seedProponentData(db, client.id, [...proponents.values()], now);
    // A database seeded before projects existed: its demo people get this feature's grants (rows an administrator
    // already wrote, enabled or not, stay as they are).
    await grantMissing(db, client.id, admin.id, 'user_permissions', ['projetos']);
    await grantMissing(
      db,
      client.id,
      admin.id,
      'user_permission_subs',
      SUB_RESOURCE_TAGS.filter((t) => t.startsWith('projetos.')),
    );
    for (const id of proponents.values()) await grantMissing(db, client.id, id, 'user_permissions', ['propostas']);
  }
}

async function grantMissing(
  db: Db,
  clientId: number,
  userId: number,
  table: 'user_permissions' | 'user_permission_subs',
  tags: readonly string[],
): Promise<void> {
  const held = new Set(
    (
      await db
        .selectFrom(table)
        .select('tag')
        .where('client_id', '=', clientId)
        .where('user_id', '=', userId)
        .where('tag', 'in', tags)
        .execute()
    ).map((r) => r.tag),
  );
  const missing = tags.filter((tag) => !held.has(tag));
  if (!missing.length) return;
  if (table === 'user_permissions')
    await db
      .insertInto(table)
      .values(missing.map((tag) => ({ client_id: clientId, user_id: userId, tag, enabled: 1, platform: null })))
      .execute();
  else
    await db
      .insertInto(table)
      .values(missing.map((tag) => ({ client_id: clientId, user_id: userId, tag, enabled: 1 })))
      .execute();
}

/** Proponent data for those who have none, from their profile where it is valid (documents with check digits). */
async function seedProponentData(db: Db, clientId: number, userIds: number[], now: number): Promise<void> {
  const have = new Set(
    (
      await db
        .selectFrom('proponent_data')
        .select('user_id')
        .where('client_id', '=', clientId)
        .where('user_id', 'in', userIds)
        .execute()
    ).map((r) => r.user_id),
  );
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'cpf', 'phone', 'postal_code', 'address'])
    .where('client_id', '=', clientId)
    .where('id', 'in', userIds)
    .execute();
  const rows = userIds
    .filter((id) => !have.has(id))
    .flatMap((id) => {
      const n = userIds.indexOf(id);
      const user = users.find((u) => u.id === id);
      if (!user) return [];
      const fallback = person(500 + n, clientId);
      const org = ORGANIZATIONS[n % ORGANIZATIONS.length];
      const stored = addressSchema.safeParse(user.address ? JSON.parse(user.address) : null);
      const document =
        org.kind === 'cnpj'
          ? cnpjFrom(clientId * 1_000_000 + 4_321 + n * 97_531)
          : user.cpf && isValidCpf(user.cpf)
            ? user.cpf
            : cpfFrom(clientId * 10_000_000 + 777 + n);
      return [
        {
          client_id: clientId,
          user_id: id,
          organization: org.name,
          document,
          email: user.email,
          phone: (user.phone && normalizePhone(user.phone)) || fallback.phone,
          postal_code: (user.postal_code && normalizeCep(user.postal_code)) || fallback.postalCode,
          address: JSON.stringify(stored.success ? stored.data : fallback.address),
          updated_at: isoAt(now - 40 * DAY),
        },
      ];
    });
  if (rows.length) await db.insertInto('proponent_data').values(rows).execute();
}
