import type { CollectionDef } from '../define.ts';

/** The comunidade hub's collections (AREAS.md). */
export const COMUNIDADE: readonly CollectionDef[] = [];
