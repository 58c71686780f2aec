import { ACTIONS_SEGMENT } from '@console/contract';
import type { TestKit } from '../../../test/kit.ts';
import { collectionCalls, pathOf } from '../test-kit.ts';
import { balanceOf, ledgerSum } from './points-repo.ts';

/** Helpers of the rules' API tests (issue 29): rules, acts, the ledger and the balances as the tests read them. */
export function rulesCalls(kit: TestKit) {
  const api = collectionCalls(kit);
  const tokenOf = (clientId: number) => (clientId === 6 ? kit.admin6 : kit.admin3);
  let serial = 0;
  const calls = {
    api,
    /** Today as the São Paulo clients count it (the demo clients' time zone). */
    today: () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: 'America/Sao_Paulo',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(Date.now()),
    /** Every active rule of the client switched off, so each test's own rules are the only ones that score. */
    async quietRules(clientId: number) {
      const rules = await api.list(tokenOf(clientId), 'regras-pontos', { per_page: 100 });
      for (const rule of rules.data.filter((r) => r.ativo))
        await kit.call('PUT', pathOf('regras-pontos', { id: Number(rule.id) }), tokenOf(clientId), {
          ativo: false,
        });
    },
    async rule(clientId: number, body: Record<string, unknown>) {
      serial += 1;
      return api.create(tokenOf(clientId), 'regras-pontos', {
        nome: `Regra de teste ${Date.now().toString(36)}-${serial}`,
        limite_diario: 0,
        inicio: null,
        fim: null,
        ativo: true,
        ...body,
      });
    },
    /** The ledger's entries of a member by a rule. */
    async entriesOf(clientId: number, memberId: number, ruleId?: number) {
      const page = await api.list(tokenOf(clientId), 'pontos', {
        usuario: memberId,
        ...(ruleId ? { regra_id: ruleId } : {}),
        per_page: 100,
      });
      return page.data;
    },
    /** The balance the platform keeps for a member (member_points). */
    balance: async (clientId: number, memberId: number) => (await balanceOf(kit.db, clientId, memberId)).points,
    level: async (clientId: number, memberId: number) => (await balanceOf(kit.db, clientId, memberId)).level_id,
    /** The member's ledger summed, as the rebuild reads it. */
    ledgerSum: (clientId: number, memberId: number) => ledgerSum(kit.db, clientId, memberId),
    async checkIn(clientId: number, memberId: number) {
      const units = await api.list(tokenOf(clientId), 'unidades', { per_page: 1 });
      return kit.call('POST', pathOf('checkins'), tokenOf(clientId), {
        aluno: memberId,
        unidade_id: Number(units.data[0]!.id),
        entrada: new Date().toISOString(),
      });
    },
    act: (entity: string, name: string, id: number, body: Record<string, unknown> = {}) =>
      kit.app.inject({
        method: 'POST',
        url: `${pathOf(entity, { id })}/${ACTIONS_SEGMENT}/${name}`,
        headers: { authorization: `Bearer ${kit.admin3}` },
        payload: body,
      }),
  };
  return calls;
}
