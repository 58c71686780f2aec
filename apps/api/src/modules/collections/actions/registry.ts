import type { CollectionDef } from '@console/contract';
import { commerceActions } from './commerce.ts';
import { communityActions } from './community.ts';
import { courseActions } from './course-copy.ts';
import { fitnessActions } from './fitness.ts';
import { learningActions } from './learning.ts';
import { marketingActions } from './marketing.ts';
import { recalculate } from '../rules/recalculate.ts';
import type { ActionHandler } from './types.ts';

/** Every action handler, by `<entity>.<action>`: a declared action without one stops the start. */
const HANDLERS: Readonly<Record<string, ActionHandler>> = {
  ...communityActions,
  ...commerceActions,
  ...learningActions,
  ...courseActions,
  ...fitnessActions,
  ...marketingActions,
  'pontos.recalcular': recalculate,
};

export const handlerOf = (def: CollectionDef, name: string): ActionHandler | undefined =>
  HANDLERS[`${def.entity}.${name}`];

/**
 * The declared actions that have no handler, as `entity.action` (the server's start refuses them); an action of a
 * screen of its own (a cohort's attendance) has its own route instead.
 */
export const actionsWithoutHandler = (defs: readonly CollectionDef[]): string[] =>
  defs
    .flatMap((def) =>
      (def.actions ?? []).filter((a) => a.on.some((on) => on !== 'screen')).map((a) => `${def.entity}.${a.name}`),
    )
    .filter((key) => !HANDLERS[key]);
