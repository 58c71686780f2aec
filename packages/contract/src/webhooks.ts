import { opt, t } from './collections/define.ts';

/**
 * The events an integration (`integracoes`) may subscribe to (issue 29, docs/automation.md): each is a domain event
 * of the API's rules, delivered to the webhook's URL as `{ id, event, occurred_at, data }`, signed.
 */
export const WEBHOOK_EVENTS = [
  opt('feed.publicacao', t('Publicação no feed', 'Feed post', 'Publicación en el feed')),
  opt('feed.comentario', t('Comentário no feed', 'Feed comment', 'Comentario en el feed')),
  opt('feed.curtida', t('Curtida no feed', 'Feed like', 'Me gusta en el feed')),
  opt('aula.concluida', t('Aula concluída', 'Lesson completed', 'Clase completada')),
  opt('curso.concluido', t('Curso concluído', 'Course completed', 'Curso completado')),
  opt('matricula.concluida', t('Matrícula concluída', 'Enrolment concluded', 'Matrícula concluida')),
  opt('checkin.registrado', t('Check-in registrado', 'Check-in recorded', 'Check-in registrado')),
  opt('evento.presenca', t('Presença em evento', 'Event attended', 'Asistencia a evento')),
  opt('pesquisa.respondida', t('Pesquisa respondida', 'Survey answered', 'Encuesta respondida')),
  opt('pedido.pago', t('Pedido pago', 'Order paid', 'Pedido pagado')),
  opt('pedido.estornado', t('Pedido estornado', 'Order refunded', 'Pedido reembolsado')),
  opt('pontos.lancados', t('Pontos lançados', 'Points posted', 'Puntos registrados')),
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]['value'];
