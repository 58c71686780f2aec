import type { CollectionDef } from '../define.ts';
import type { Workflow } from '../workflow.ts';
import { BUSINESS_FLOWS } from './business.ts';
import { PEOPLE_FLOWS } from './people.ts';
import { TIMERS } from './timers.ts';

/**
 * The shipped collections' status workflows, by entity (kept apart from the definitions' fields so a graph reads
 * whole): the registry puts each on its definition, where the start check (check.ts) verifies it like any other part.
 */
const FLOWS: Readonly<Record<string, Workflow>> = { ...PEOPLE_FLOWS, ...BUSINESS_FLOWS };

/** The definitions with their workflows and timers; either for an entity that does not exist stops the start. */
export function withWorkflows(defs: readonly CollectionDef[]): CollectionDef[] {
  const unknown = [...Object.keys(FLOWS), ...Object.keys(TIMERS)].filter(
    (entity) => !defs.some((def) => def.entity === entity),
  );
  if (unknown.length) throw new Error(`Workflows or timers of collections that do not exist: ${unknown.join(', ')}`);
  return defs.map((def) => ({
    ...def,
    ...(FLOWS[def.entity] && !def.workflow ? { workflow: FLOWS[def.entity] } : {}),
    ...(TIMERS[def.entity] && !def.timers ? { timers: TIMERS[def.entity] } : {}),
  }));
}
