import type { ActionHandler } from './types.ts';

/**
 * The community's actions: a registration's check-in, a testimonial's approval or refusal, a forum topic closed,
 * reopened or pinned. Each is an update through the write path (its checks, figures and audit entry).
 */

// The registrations' move to "presente" stamps check_in; a testimonial's approval stamps who and when (workflows).
const checkIn: ActionHandler = ({ def, row, writes }) => writes.update(def, row.id, { status: 'presente' });

const approve: ActionHandler = ({ def, row, writes }) => writes.update(def, row.id, { status: 'aprovado' });

const refuse: ActionHandler = ({ def, row, writes }) =>
  writes.update(def, row.id, { status: 'recusado', aprovado_por: null, aprovado_em: null });

const setTopic =
  (values: Record<string, unknown>): ActionHandler =>
  ({ def, row, writes }) =>
    writes.update(def, row.id, values);

export const communityActions: Readonly<Record<string, ActionHandler>> = {
  'inscricoes.check_in': checkIn,
  'depoimentos.aprovar': approve,
  'depoimentos.recusar': refuse,
  'topicos-forum.fechar': setTopic({ fechado: 1 }),
  'topicos-forum.reabrir': setTopic({ fechado: 0 }),
  'topicos-forum.fixar': setTopic({ fixado: 1 }),
  'topicos-forum.desafixar': setTopic({ fixado: 0 }),
};
