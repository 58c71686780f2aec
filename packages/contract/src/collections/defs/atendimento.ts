import type { CollectionDef } from '../define.ts';

/** The atendimento hub's collections (AREAS.md). */
export const ATENDIMENTO: readonly CollectionDef[] = [];
