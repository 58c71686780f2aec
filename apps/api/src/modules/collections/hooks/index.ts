import type { CollectionHooks } from './types.ts';
import { registrationHooks } from './inscricoes.ts';

/** Each collection's hooks, by entity: a collection without an entry has none. */
const HOOKS: Readonly<Record<string, CollectionHooks>> = {
  inscricoes: registrationHooks,
};

export const hooksOf = (entity: string): CollectionHooks => HOOKS[entity] ?? {};
export type { CollectionHooks, WriteContext } from './types.ts';
