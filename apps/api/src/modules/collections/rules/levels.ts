import type { CollectionHooks } from '../hooks/types.ts';
import { regrade } from './points-repo.ts';

/**
 * Levels come from the balance (issue 29): a level made, changed or removed regrades the client's members in the
 * same transaction, so a member's kept level is always the highest their balance reaches. (Badges of a level are
 * awarded at the member's next entry, or by the recalculation.)
 */
export const levelHooks: CollectionHooks = {
  async afterWrite({ trx, clientId, before, row }) {
    if (!before || before.pontos_minimos !== row.pontos_minimos) await regrade(trx, clientId);
    return [];
  },
  afterDelete: ({ trx, clientId }) => regrade(trx, clientId),
};
