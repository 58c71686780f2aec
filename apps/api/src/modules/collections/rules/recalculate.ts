import type { ActionHandler } from '../actions/types.ts';
import { awardBadges } from './gamification.ts';
import { balanceCount, membersAfter, rebuildBalances } from './points-repo.ts';
import { loadSetup } from './setup-cache.ts';

/** Members whose badges one step of the recalculation checks. */
const RECALCULATE_STEP = 500;

/**
 * "Recalcular saldos" (`pontos.recalcular`, issue 29): the client's balances and levels made again from the ledger
 * (its first step, in one statement each), then every member's badges checked against their criteria, a step of
 * RECALCULATE_STEP members a call, awarding those met and not held (a badge is never taken back). The row it is run
 * from does not matter: it recalculates the whole client.
 */
export const recalculate: ActionHandler = async ({ trx, actor, cursor, at, writes }) => {
  const { clientId } = actor;
  if (cursor === undefined) await rebuildBalances(trx, clientId);
  const total = await balanceCount(trx, clientId);
  const setup = await loadSetup(trx, clientId);
  const members = await membersAfter(trx, clientId, cursor ?? 0, RECALCULATE_STEP);
  const context = { trx, now: Date.parse(at), create: writes.create };
  const changes = [];
  for (const member of members)
    changes.push(...(await awardBadges(context, setup, clientId, member.user_id, member.points, member.level_id)));
  const next = members.length === RECALCULATE_STEP ? members.at(-1)!.user_id : null;
  return {
    changes,
    report: { total, done: members.length, skipped: 0, failed: [], next },
  };
};
