import type { Tx } from '../db/handle.ts';
import type { CollectionWriter, WriteActor, WrittenChange } from './collection-writes.ts';

/**
 * Domain events (issue 29: rules, event → effect). A writer (the collections' write path, the feed) tells what
 * happened inside its own transaction; the effects registered for that kind run there and then, so a points ledger,
 * a stock or a certificate moves with the write that caused it or not at all. Effects answer the collection rows
 * they wrote, which the writer announces once committed.
 */

/** Acts of a member that the points rules and the badges' criteria count (`regras-pontos.acao`). */
export type MemberActKind =
  | 'post'
  | 'comment'
  | 'like'
  | 'lesson_completed'
  | 'course_completed'
  | 'checkin'
  | 'event_attended'
  | 'survey_answered';

/** A member did something: who, and the record it made or moved (a feed post, a check-in row). */
interface MemberAct {
  kind: MemberActKind;
  clientId: number;
  memberId: number;
  entity: string;
  id: number;
}

/** A record entered a state of its workflow (the status field named by `field`). */
interface StatusEntered {
  kind: 'status_entered';
  clientId: number;
  entity: string;
  id: number;
  field: string;
  from: string | null;
  to: string;
}

/** An order's payment confirmed, or refunded (`pedidos.status_pagamento`). */
interface OrderMoved {
  kind: 'order_paid' | 'order_refunded';
  clientId: number;
  id: number;
}

/** An enrolment concluded (`matriculas` entering `concluida`): its member (its cohort names the course). */
interface EnrolmentConcluded {
  kind: 'enrolment_concluded';
  clientId: number;
  id: number;
  memberId: number;
}

/** An entry joined a member's points ledger (`pontos`: by a rule, a mission, a redemption or an adjustment). */
interface PointsPosted {
  kind: 'points_posted';
  clientId: number;
  id: number;
  memberId: number;
  points: number;
}

export type DomainEvent = MemberAct | StatusEntered | OrderMoved | EnrolmentConcluded | PointsPosted;
type DomainEventKind = DomainEvent['kind'];

/** Where an effect runs: the writer's transaction, who wrote, and the collections' write path to write rows with. */
export interface EffectContext {
  trx: Tx;
  dialect: 'sqlite' | 'postgres';
  actor: WriteActor;
  /** The moment of the write (ms), as the app's clock says. */
  now: number;
  collections: CollectionWriter;
}

/** A typed handler of one kind of event; answers the collection rows it wrote or changed. */
export type Effect<E extends DomainEvent = DomainEvent> = (
  context: EffectContext,
  event: E,
) => Promise<WrittenChange[]>;

type EventOf<K extends DomainEventKind> = Extract<DomainEvent, { kind: K }>;

export interface DomainEvents {
  /** Registers an effect for a kind of event; effects of a kind run in the order registered. */
  on<K extends DomainEventKind>(kind: K, effect: Effect<EventOf<K>>): void;
  /** Runs the effects of each event in the caller's transaction; a refusal (an HTTP error) undoes the whole write. */
  emit(context: Omit<EffectContext, 'collections'>, events: readonly DomainEvent[]): Promise<WrittenChange[]>;
  /** Hands the bus the write path its effects write through (the app does it once the write path exists). */
  useWriter(collections: CollectionWriter): void;
  /** Called after a commit with the rows it changed (a rule's cache hears its collection changed). */
  committed(clientId: number, changes: readonly WrittenChange[]): void;
  /** Listens to committed changes. */
  onCommitted(listener: (clientId: number, changes: readonly WrittenChange[]) => void): void;
}

/** A bus of its own per app (tests build isolated instances). */
export function domainEvents(): DomainEvents {
  const effects = new Map<DomainEventKind, Effect[]>();
  const listeners: ((clientId: number, changes: readonly WrittenChange[]) => void)[] = [];
  let writer: CollectionWriter | undefined;
  return {
    on(kind, effect) {
      const list = effects.get(kind) ?? [];
      list.push(effect as Effect);
      effects.set(kind, list);
    },
    async emit(context, events) {
      const changes: WrittenChange[] = [];
      for (const event of events)
        for (const effect of effects.get(event.kind) ?? []) {
          if (!writer) throw new Error('domain events: no collection writer');
          changes.push(...(await effect({ ...context, collections: writer }, event)));
        }
      return changes;
    },
    useWriter(collections) {
      writer = collections;
    },
    committed(clientId, changes) {
      for (const listener of listeners) listener(clientId, changes);
    },
    onCommitted(listener) {
      listeners.push(listener);
    },
  };
}
