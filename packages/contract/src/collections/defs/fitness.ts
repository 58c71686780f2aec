import type { CollectionDef } from '../define.ts';

/** The fitness hub's collections (AREAS.md). */
export const FITNESS: readonly CollectionDef[] = [];
