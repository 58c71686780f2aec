import type { DemoMakers } from './demo.ts';
import { DEVICES, memberUnder } from './figuras-util.ts';

/** Demo rows of lessons completed and webinar seats taken, one per member and lesson or webinar. */

const WEBINAR = ['inscrito', 'presente', 'presente', 'ausente', 'inscrito', 'cancelado'] as const;

export const APRENDIZAGEM_PRESENCA_DEMO: DemoMakers = {
  'conclusoes-aula': (ctx) => {
    const { parent, member } = memberUnder(ctx, 'aulas', 23);
    return {
      aula_id: parent,
      usuario: member,
      concluida_em: ctx.at(-(ctx.n % 60) - 1, 19 + (ctx.n % 4)),
      tempo_min: 5 + ((ctx.n * 13) % 50),
      dispositivo: ctx.pick(DEVICES, 4),
    };
  },
  'inscricoes-webinar': (ctx) => {
    const { parent, member } = memberUnder(ctx, 'webinars', 29);
    return {
      webinar_id: parent,
      usuario: member,
      inscrito_em: ctx.at(-(ctx.n % 50) - 2, 10 + (ctx.n % 9)),
      status: ctx.pick(WEBINAR),
    };
  },
};
