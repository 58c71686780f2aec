import { conflict } from '../../../platform/errors.ts';
import { remindUnconfirmed } from './remind-repo.ts';
import type { ActionHandler } from './types.ts';

/**
 * The community's actions: a registration's check-in, a testimonial's approval or refusal, a forum topic closed,
 * reopened or pinned, an announcement's reminder. Each is an update through the write path (its checks, figures and audit entry).
 */

const NO_CONFIRMATION = 'Este comunicado não pede confirmação de leitura.';

// The registrations' move to "presente" stamps check_in; a testimonial's approval stamps who and when (workflows).

const checkIn: ActionHandler = ({ def, row, writes }) => writes.update(def, row.id, { status: 'presente' });

const approve: ActionHandler = ({ def, row, writes }) => writes.update(def, row.id, { status: 'aprovado' });

const refuse: ActionHandler = ({ def, row, writes }) =>
  writes.update(def, row.id, { status: 'recusado', aprovado_por: null, aprovado_em: null });

const setTopic =
  (values: Record<string, unknown>): ActionHandler =>
  ({ def, row, writes }) =>
    writes.update(def, row.id, values);

/**
 * An announcement that asks for confirmation, reminded (issue 29): the copies of those who have not confirmed become
 * unread again (its reads fall by those they had read); the report counts who was reminded.
 */
const remind: ActionHandler = async ({ trx, actor, row }) => {
  if (!Number(row.exige_confirmacao)) throw conflict({ exige_confirmacao: [NO_CONFIRMATION] });
  const { reminded } = await remindUnconfirmed(trx, actor.clientId, row.id);
  return { changes: [], report: { total: reminded, done: reminded, skipped: 0, failed: [], next: null } };
};

export const communityActions: Readonly<Record<string, ActionHandler>> = {
  'comunicados.lembrar': remind,
  'inscricoes.check_in': checkIn,
  'depoimentos.aprovar': approve,
  'depoimentos.recusar': refuse,
  'topicos-forum.fechar': setTopic({ fechado: 1 }),
  'topicos-forum.reabrir': setTopic({ fechado: 0 }),
  'topicos-forum.fixar': setTopic({ fixado: 1 }),
  'topicos-forum.desafixar': setTopic({ fixado: 0 }),
};
