import type { WebhookEvent } from '@console/contract';
import type { DomainEvent, DomainEvents } from '../domain-events.ts';
import { emitWebhooks, type WebhookDeps } from './delivery.ts';

/** The domain events an integration may subscribe to, by their public names (contract WEBHOOK_EVENTS). */
const NAMES: Partial<Record<DomainEvent['kind'], WebhookEvent>> = {
  post: 'feed.publicacao',
  comment: 'feed.comentario',
  like: 'feed.curtida',
  lesson_completed: 'aula.concluida',
  course_completed: 'curso.concluido',
  enrolment_concluded: 'matricula.concluida',
  checkin: 'checkin.registrado',
  event_attended: 'evento.presenca',
  survey_answered: 'pesquisa.respondida',
  order_paid: 'pedido.pago',
  order_refunded: 'pedido.estornado',
  points_posted: 'pontos.lancados',
};

/** What a receiver gets as `data`: the event's fields without the client (the URL is the client's own). */
const dataOf = (event: DomainEvent): Record<string, unknown> => {
  const { kind: _kind, clientId: _client, ...rest } = event;
  return rest;
};

/** Subscribes the webhooks to the domain events: each is queued, in the writer's transaction, for its integrations. */
export function installWebhooks(events: DomainEvents, deps: WebhookDeps): void {
  for (const [kind, name] of Object.entries(NAMES) as [DomainEvent['kind'], WebhookEvent][])
    events.on(kind, async ({ trx }, event) => {
      await emitWebhooks(deps, trx, event.clientId, name, dataOf(event));
      return [];
    });
}
