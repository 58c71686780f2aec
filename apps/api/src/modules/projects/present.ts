import {
  documentKind,
  PROJECT_STATUSES,
  type Attachment,
  type Criterion,
  type Decision,
  type MemberSession,
  type Project,
  type ProjectListItem,
  type ProjectPerson,
  type ProjectStatus,
  type ProponentData,
  type Recommendation,
  type Score,
  type Session,
  type TimelineEntry,
  type TimelineKind,
} from '@console/contract';
import { toMillis } from '../../db/dialects/index.ts';
import type { Selectable } from 'kysely';
import type { ProponentDataTable } from '../../db/schema.ts';
import type { PersonRow } from './people-repo.ts';
import type { ProjectEventRow, ProjectWithSession } from './repo.ts';
import type { SessionRow } from './sessions-repo.ts';

/** Who reads: an administrator sees everything; the proponent never sees internal entries nor the review's routing. */
export type Reader = 'admin' | 'member';

/** Timeline kinds that are internal by nature, whatever their flag. */
const INTERNAL_KINDS: readonly TimelineKind[] = ['encaminhamento', 'retorno', 'lembrete', 'atraso'];

const isoOf = (value: Date | string): string => new Date(toMillis(value)).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : isoOf(value));

export const readCriteria = (json: string): Criterion[] => JSON.parse(json) as Criterion[];
export const readAttachments = (json: string): Attachment[] => JSON.parse(json) as Attachment[];
export const readTeam = (json: string): number[] => JSON.parse(json) as number[];
/** Money is stored in cents (bigint: PostgreSQL's driver gives text) and travels as reais. */
const reaisOf = (cents: number | string): number => Number(cents) / 100;
export const centsOf = (reais: number): number => Math.round(reais * 100);

/** What an event's `data` column holds, by kind. */
export interface EventData {
  recommendation?: Recommendation;
  scores?: Score[];
  total?: number | null;
  assignee_id?: number | null;
  stage?: string | null;
  deadline?: string;
  decision?: Decision;
}
export const readEventData = (json: string | null): EventData => (json ? (JSON.parse(json) as EventData) : {});

export const toPerson = (row: PersonRow | undefined): ProjectPerson | null =>
  row ? { id: row.id, name: row.name, email: row.email, picture: row.picture } : null;
const personOrUnknown = (row: PersonRow | undefined, id: number): ProjectPerson =>
  toPerson(row) ?? { id, name: '', email: '', picture: null };

export function emptyCounts(): Record<ProjectStatus, number> {
  return Object.fromEntries(PROJECT_STATUSES.map((s) => [s, 0])) as Record<ProjectStatus, number>;
}

export function toMemberSession(row: SessionRow): MemberSession {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    banner: row.banner,
    submission_start: row.submission_start,
    submission_end: row.submission_end,
    review_deadline: row.review_deadline,
    criteria: readCriteria(row.criteria),
    status: row.status as Session['status'],
    created_at: isoOf(row.created_at),
    updated_at: isoOf(row.updated_at),
  };
}

export const toSession = (row: SessionRow, counts: Record<ProjectStatus, number> = emptyCounts()): Session => ({
  ...toMemberSession(row),
  counts,
});

/** The ids of the people a project row names (proponent, assignee). */
export const peopleOfRow = (row: ProjectWithSession): number[] => [
  row.proponent_id,
  ...(row.assignee_id === null ? [] : [row.assignee_id]),
];

export function toListItem(row: ProjectWithSession, people: Map<number, PersonRow>, reader: Reader): ProjectListItem {
  const admin = reader === 'admin';
  return {
    id: row.id,
    session: { id: row.session_id, title: row.session_title },
    proponent: personOrUnknown(people.get(row.proponent_id), row.proponent_id),
    title: row.title,
    budget: reaisOf(row.budget_cents),
    status: row.status as ProjectStatus,
    assignee: admin && row.assignee_id !== null ? toPerson(people.get(row.assignee_id)) : null,
    stage: admin ? row.stage : null,
    due_at: admin ? isoOrNull(row.due_at) : null,
    overdue: admin ? row.overdue === 1 : false,
    // The score averages internal pareceres too: the proponent reads the devolutiva instead.
    score: admin ? row.score : null,
    submitted_at: isoOrNull(row.submitted_at),
    updated_at: isoOf(row.updated_at),
  };
}

/** Whether the proponent may see a timeline entry. */
const visibleToMember = (event: ProjectEventRow): boolean =>
  event.internal !== 1 && !INTERNAL_KINDS.includes(event.kind as TimelineKind);

/** The ids of the people a timeline names (actors, assignees of encaminhamentos). */
export const peopleOfEvents = (events: ProjectEventRow[]): number[] =>
  events.flatMap((e) => {
    const data = readEventData(e.data);
    return [...(e.actor_id === null ? [] : [e.actor_id]), ...(data.assignee_id == null ? [] : [data.assignee_id])];
  });

function toTimelineEntry(event: ProjectEventRow, people: Map<number, PersonRow>): TimelineEntry {
  const data = readEventData(event.data);
  return {
    id: event.id,
    kind: event.kind as TimelineKind,
    from_status: event.from_status as ProjectStatus | null,
    to_status: event.to_status as ProjectStatus | null,
    actor: event.actor_id === null ? null : toPerson(people.get(event.actor_id)),
    text: event.text,
    internal: event.internal === 1 || INTERNAL_KINDS.includes(event.kind as TimelineKind),
    recommendation: data.recommendation ?? null,
    scores: data.scores ?? null,
    total: data.total ?? null,
    assignee: data.assignee_id == null ? null : toPerson(people.get(data.assignee_id)),
    stage: data.stage ?? null,
    deadline: data.deadline ?? null,
    decision: data.decision ?? null,
    created_at: isoOf(event.created_at),
  };
}

export function toProponentData(row: Selectable<ProponentDataTable> | undefined): ProponentData | null {
  if (!row) return null;
  return {
    organization: row.organization,
    document: row.document,
    document_kind: documentKind(row.document),
    email: row.email,
    phone: row.phone,
    postal_code: row.postal_code,
    address: JSON.parse(row.address) as ProponentData['address'],
    updated_at: isoOf(row.updated_at),
  };
}

export interface ProjectParts {
  row: ProjectWithSession;
  events: ProjectEventRow[];
  people: Map<number, PersonRow>;
  proponentData: Selectable<ProponentDataTable> | undefined;
  nextStatuses: ProjectStatus[];
}

/** The whole project as its reader may see it: the proponent gets no internal entries and no routing of the review. */
export function toProject(
  { row, events, people: known, proponentData, nextStatuses }: ProjectParts,
  reader: Reader,
): Project {
  // The proponent reads the names of their team and of the reviewers who answered, not their e-mails.
  const people =
    reader === 'admin'
      ? known
      : new Map([...known].map(([id, p]) => [id, id === row.proponent_id ? p : { ...p, email: '' }]));
  const shown = reader === 'admin' ? events : events.filter(visibleToMember);
  const last = [...events].reverse().find((e) => e.kind === 'devolutiva');
  const lastData = last ? readEventData(last.data) : undefined;
  return {
    ...toListItem(row, people, reader),
    summary: row.summary,
    objectives: row.objectives,
    target_audience: row.target_audience,
    start_date: row.start_date,
    end_date: row.end_date,
    attachments: readAttachments(row.attachments),
    team: readTeam(row.team).map((id) => personOrUnknown(people.get(id), id)),
    criteria: readCriteria(row.session_criteria),
    proponent_data: toProponentData(proponentData),
    devolutiva:
      last && lastData?.decision
        ? { decision: lastData.decision, text: last.text ?? '', created_at: isoOf(last.created_at) }
        : null,
    next_statuses: nextStatuses,
    timeline: shown.map((e) => toTimelineEntry(e, people)),
    created_at: isoOf(row.created_at),
  };
}
