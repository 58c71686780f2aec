import { collectionByEntity } from '@console/contract';
import { tableOf } from '../../../db/collections/layout.ts';
import { conflict } from '../../../platform/errors.ts';
import { combinationTaken, lockRow } from '../kept-repo.ts';
import { rowById } from '../repo.ts';
import type { CollectionHooks } from './types.ts';

/** The 409 of a second vote in a single-choice poll. */
export const ONE_VOTE_MESSAGE = 'Esta enquete aceita um voto por membro.';

/**
 * A single-choice poll takes one vote per member (a multiple-choice one, one per option and member, as its unique set
 * says): a vote takes the poll's row lock, then looks for the member's other vote in it, so two at once are seen.
 */
export const pollVoteHooks: CollectionHooks = {
  async beforeWrite({ trx, dialect, clientId, def, before }, values) {
    if (before && values.enquete_id === undefined && values.usuario === undefined) return;
    const pollId = Number(values.enquete_id ?? before?.enquete_id);
    const member = values.usuario ?? before?.usuario;
    const polls = tableOf(collectionByEntity('enquetes')!);
    await lockRow(trx, dialect, clientId, polls, pollId);
    const poll = await rowById(trx, clientId, polls, pollId);
    if (!poll || Number(poll.multipla_escolha) === 1 || member === null || member === undefined) return;
    if (await combinationTaken(trx, clientId, tableOf(def), { enquete_id: pollId, usuario: member }, before?.id))
      throw conflict({ usuario: [ONE_VOTE_MESSAGE] });
  },
};
