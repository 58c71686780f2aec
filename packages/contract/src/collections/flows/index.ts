import type { CollectionDef } from '../define.ts';
import type { Workflow } from '../workflow.ts';
import { BUSINESS_FLOWS } from './business.ts';
import { PEOPLE_FLOWS } from './people.ts';

/**
 * The shipped collections' status workflows, by entity (kept apart from the definitions' fields so a graph reads
 * whole): the registry puts each on its definition, where the start check (check.ts) verifies it like any other part.
 */
const FLOWS: Readonly<Record<string, Workflow>> = { ...PEOPLE_FLOWS, ...BUSINESS_FLOWS };

/** The definitions with their workflows; a workflow for an entity that does not exist stops the start. */
export function withWorkflows(defs: readonly CollectionDef[]): CollectionDef[] {
  const unknown = Object.keys(FLOWS).filter((entity) => !defs.some((def) => def.entity === entity));
  if (unknown.length) throw new Error(`Workflows of collections that do not exist: ${unknown.join(', ')}`);
  return defs.map((def) => (FLOWS[def.entity] && !def.workflow ? { ...def, workflow: FLOWS[def.entity] } : def));
}
