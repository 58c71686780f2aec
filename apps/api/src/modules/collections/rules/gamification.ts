import { collectionByEntity, type CollectionDef } from '@console/contract';
import type { WrittenChange } from '../../../platform/collection-writes.ts';
import type { Effect, EffectContext, MemberActKind } from '../../../platform/domain-events.ts';
import {
  addToBalance,
  heldBadges,
  lockedBalance,
  scoredByAction,
  scoredOnDay,
  setLevel,
  type Level,
} from './points-repo.ts';
import type { GamificationSetup, SetupCache } from './setup-cache.ts';

/**
 * Gamification's effects (issue 29, as Discourse's scored actions and badges granted by queries): a member's act
 * earns the points of every matching rule (active, in its validity on the client's day, under its daily limit),
 * each an entry appended to the ledger; every entry moves the member's balance, the level it reaches and the badges
 * whose criteria it meets. All in the act's transaction.
 */

/** The act a rule's `acao` names. */
export const ACTION_OF: Readonly<Record<MemberActKind, string>> = {
  post: 'publicar',
  comment: 'comentar',
  like: 'curtir',
  lesson_completed: 'concluir_aula',
  course_completed: 'concluir_curso',
  checkin: 'checkin',
  event_attended: 'participar_evento',
  survey_answered: 'responder_pesquisa',
};

const LEDGER = () => collectionByEntity('pontos')!;
const AWARDS = () => collectionByEntity('conquistas-usuario')!;

/** The rules of an action valid on a day. */
const rulesOn = (setup: GamificationSetup, action: string, day: string) =>
  setup.rules.filter((r) => r.acao === action && (!r.inicio || r.inicio <= day) && (!r.fim || r.fim >= day));

/** A member's act scores by the client's rules. */
export const scoreAct =
  (
    cache: SetupCache,
  ): Effect<{ kind: MemberActKind; clientId: number; memberId: number; entity: string; id: number }> =>
  async (context, event) => {
    const { trx, dialect, actor } = context;
    const setup = await cache.of(trx, event.clientId);
    const day = setup.dayOf(context.now);
    const rules = rulesOn(setup, ACTION_OF[event.kind], day).filter((r) => r.pontos !== 0);
    if (!rules.length) return [];
    // The member's balance row is the lock two events of one member queue on, so a daily limit holds under load.
    await lockedBalance(trx, dialect, event.clientId, event.memberId);
    const limited = rules.some((r) => r.limite_diario > 0);
    const today = limited ? await scoredOnDay(trx, event.clientId, event.memberId, day) : new Map<number, number>();
    const changes: WrittenChange[] = [];
    for (const rule of rules) {
      if (rule.limite_diario > 0 && (today.get(rule.id) ?? 0) >= rule.limite_diario) continue;
      changes.push(
        ...(await context.collections.create(trx, LEDGER(), actor, {
          usuario: event.memberId,
          pontos: rule.pontos,
          motivo: rule.nome.slice(0, 200),
          origem: 'regra',
          regra_id: rule.id,
          data: day,
        })),
      );
    }
    return changes;
  };

/** How a badge's award is written: through the collections' write path, in the caller's transaction. */
type BadgeWriter = (def: CollectionDef, values: Record<string, unknown>) => Promise<WrittenChange[]>;

/** The highest level a balance reaches. */
const levelAt = (levels: readonly Level[], points: number): number | null =>
  levels.find((level) => level.pontos_minimos <= points)?.id ?? null;

/**
 * The badges a member now meets and does not hold, awarded once each (`conquistas-usuario` is unique per badge and
 * member). `points` and `levelId` are the member's balance and level as they stand.
 */
export async function awardBadges(
  context: Pick<EffectContext, 'trx' | 'now'> & { create: BadgeWriter },
  setup: GamificationSetup,
  clientId: number,
  memberId: number,
  points: number,
  levelId: number | null,
): Promise<WrittenChange[]> {
  if (!setup.badges.length) return [];
  const { trx } = context;
  const reached = (levelId: number | null, wanted: number | null) => {
    const at = setup.levels.find((l) => l.id === levelId)?.pontos_minimos;
    const needed = setup.levels.find((l) => l.id === wanted)?.pontos_minimos;
    return at !== undefined && needed !== undefined && at >= needed;
  };
  const candidates = setup.badges.filter(
    (b) =>
      (b.tipo_criterio === 'pontos' && b.minimo !== null && points >= b.minimo) ||
      (b.tipo_criterio === 'nivel' && reached(levelId, b.nivel_id)) ||
      b.tipo_criterio === 'acao',
  );
  if (!candidates.length) return [];
  const held = await heldBadges(trx, clientId, memberId);
  const counts = new Map<string, number>();
  const changes: WrittenChange[] = [];
  for (const badge of candidates) {
    if (held.has(badge.id)) continue;
    if (badge.tipo_criterio === 'acao') {
      if (!badge.acao || badge.minimo === null) continue;
      if (!counts.has(badge.acao)) counts.set(badge.acao, await scoredByAction(trx, clientId, memberId, badge.acao));
      if (counts.get(badge.acao)! < badge.minimo) continue;
    }
    changes.push(
      ...(await context.create(AWARDS(), {
        conquista_id: badge.id,
        usuario: memberId,
        concedida_em: new Date(context.now).toISOString(),
        motivo: `Critério atingido: ${badge.nome}`.slice(0, 300),
      })),
    );
  }
  return changes;
}

/** An entry of the ledger moves the balance, the level and the badges. */
export const postPoints =
  (
    cache: SetupCache,
  ): Effect<{ kind: 'points_posted'; clientId: number; id: number; memberId: number; points: number }> =>
  async (context, event) => {
    const { trx } = context;
    const setup = await cache.of(trx, event.clientId);
    const balance = await addToBalance(trx, event.clientId, event.memberId, event.points);
    const level = levelAt(setup.levels, balance.points);
    if (level !== balance.level_id) await setLevel(trx, event.clientId, event.memberId, level);
    const create: BadgeWriter = (def, values) => context.collections.create(trx, def, context.actor, values);
    return awardBadges({ ...context, create }, setup, event.clientId, event.memberId, balance.points, level);
  };
