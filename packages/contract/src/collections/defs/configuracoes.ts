import type { CollectionDef } from '../define.ts';

/** The configuracoes hub's collections (AREAS.md). */
export const CONFIGURACOES: readonly CollectionDef[] = [];
