import type { CollectionDef } from '../define.ts';

/** The social hub's collections (AREAS.md). */
export const SOCIAL: readonly CollectionDef[] = [];
