import type { CollectionDef } from '../define.ts';

/** The pessoas hub's collections (AREAS.md). */
export const PESSOAS: readonly CollectionDef[] = [];
