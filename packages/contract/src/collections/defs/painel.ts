import type { CollectionDef } from '../define.ts';

/** The painel hub's collections (AREAS.md). */
export const PAINEL: readonly CollectionDef[] = [];
