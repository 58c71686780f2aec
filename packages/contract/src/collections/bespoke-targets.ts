/**
 * Areas outside the collections that a collection's reference may name (issue 28: an impact indicator's project, a
 * row of the projects area). The API maps each to its table (modules/collections/references.ts); the console searches
 * it through the area's own list. Only single references: a multiple field's links name collection rows.
 */
export const BESPOKE_TARGETS = ['projetos'] as const;
export type BespokeTarget = (typeof BESPOKE_TARGETS)[number];

export const isBespokeTarget = (target: string | null | undefined): target is BespokeTarget =>
  (BESPOKE_TARGETS as readonly string[]).includes(target ?? '');
