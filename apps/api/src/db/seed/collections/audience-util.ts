import type { Audience, AudienceKind } from '@console/contract';
import type { DemoContext } from './demo.ts';
import { ref, refs, user } from './painel-util.ts';

/** A demo message's audience among `kinds` (as the row's maker picks it), naming rows of the client. */
export function demoAudience(ctx: DemoContext, kinds: readonly AudienceKind[]): Audience {
  const kind = ctx.pick(kinds, 2);
  const one = (id: number | null) => (id ? [id] : []);
  const named = (tipo: 'grupos' | 'regionais' | 'membros', ids: number[]): Audience =>
    ids.length ? { tipo, ids } : { tipo: 'todos' };
  switch (kind) {
    case 'grupos':
      // Some messages reach two groups at once.
      return named('grupos', refs(ctx, 'grupos', 1 + (ctx.n % 2)));
    case 'regionais':
      return named('regionais', one(ref(ctx, 'regional')));
    case 'membros':
      return named('membros', one(user(ctx, 5)));
    case 'regra':
      return { tipo: 'regra', condicoes: [{ campo: 'sem_acesso_dias', valor: 30 }] };
    default:
      return { tipo: 'todos' };
  }
}
