import type { CollectionDef } from '@console/contract';
import type { DomainEvent, MemberActKind } from '../../../platform/domain-events.ts';
import type { StoredRow } from '../repo.ts';

/**
 * The domain events a collection row's write is (issue 29). A member's act is a row made (a lesson completion, a
 * check-in, a survey answer) or a status entered (an enrolment concluded, a registration checked in); every move of
 * a workflow is a status entered; an order's payment confirmed or refunded moves its stock.
 */

interface ActOnCreate {
  kind: MemberActKind;
  /** The user field naming the member. */
  member: string;
}

interface ActOnStatus extends ActOnCreate {
  field: string;
  to: string;
}

const ON_CREATE: Readonly<Record<string, ActOnCreate>> = {
  'conclusoes-aula': { kind: 'lesson_completed', member: 'usuario' },
  checkins: { kind: 'checkin', member: 'aluno' },
  'respostas-pesquisa': { kind: 'survey_answered', member: 'respondente' },
};

const ON_STATUS: Readonly<Record<string, ActOnStatus>> = {
  matriculas: { kind: 'course_completed', member: 'participante', field: 'status', to: 'concluida' },
  inscricoes: { kind: 'event_attended', member: 'participante', field: 'status', to: 'presente' },
};

const ORDER_MOVES: Readonly<Record<string, OrderKind>> = { pago: 'order_paid', estornado: 'order_refunded' };
type OrderKind = 'order_paid' | 'order_refunded';

const entered = (field: string, before: StoredRow | undefined, row: StoredRow, to?: string): boolean =>
  row[field] != null && row[field] !== before?.[field] && (to === undefined || row[field] === to);

export function eventsOfWrite(
  def: CollectionDef,
  clientId: number,
  before: StoredRow | undefined,
  row: StoredRow,
): DomainEvent[] {
  const events: DomainEvent[] = [];
  const { entity } = def;
  const act = (kind: MemberActKind, member: string) => {
    const memberId = Number(row[member]);
    if (memberId > 0) events.push({ kind, clientId, memberId, entity, id: row.id });
  };
  const onCreate = ON_CREATE[entity];
  if (onCreate && !before) act(onCreate.kind, onCreate.member);
  const onStatus = ON_STATUS[entity];
  if (onStatus && entered(onStatus.field, before, row, onStatus.to)) act(onStatus.kind, onStatus.member);
  if (entity === 'matriculas' && entered('status', before, row, 'concluida') && Number(row.participante) > 0)
    events.push({ kind: 'enrolment_concluded', clientId, id: row.id, memberId: Number(row.participante) });
  if (entity === 'pontos' && !before && Number(row.usuario) > 0)
    events.push({
      kind: 'points_posted',
      clientId,
      id: row.id,
      memberId: Number(row.usuario),
      points: Number(row.pontos),
    });
  const flow = def.workflow;
  if (flow && entered(flow.field, before, row))
    events.push({
      kind: 'status_entered',
      clientId,
      entity,
      id: row.id,
      field: flow.field,
      from: before ? ((before[flow.field] as string | null) ?? null) : null,
      to: String(row[flow.field]),
    });
  if (entity === 'pedidos' && entered('status_pagamento', before, row)) {
    const kind = ORDER_MOVES[String(row.status_pagamento)];
    if (kind) events.push({ kind, clientId, id: row.id });
  }
  return events;
}
