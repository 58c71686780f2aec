import type { CollectionDef } from './define.ts';
import { APRENDIZAGEM } from './defs/aprendizagem.ts';
import { ATENDIMENTO } from './defs/atendimento.ts';
import { COMERCIAL } from './defs/comercial.ts';
import { COMUNIDADE } from './defs/comunidade.ts';
import { CONFIGURACOES } from './defs/configuracoes.ts';
import { CONTEUDO } from './defs/conteudo.ts';
import { FITNESS } from './defs/fitness.ts';
import { PAINEL } from './defs/painel.ts';
import { PESSOAS } from './defs/pessoas.ts';
import { SOCIAL } from './defs/social.ts';
import { withActions } from './acts/index.ts';
import { withWorkflows } from './flows/index.ts';

/** Every declarative collection, hub by hub (AREAS.md). */
export const COLLECTIONS: readonly CollectionDef[] = withActions(
  withWorkflows([
    ...PAINEL,
    ...PESSOAS,
    ...COMUNIDADE,
    ...APRENDIZAGEM,
    ...CONTEUDO,
    ...COMERCIAL,
    ...FITNESS,
    ...SOCIAL,
    ...ATENDIMENTO,
    ...CONFIGURACOES,
  ]),
);

const byEntity = new Map(COLLECTIONS.map((c) => [c.entity, c]));
const byTag = new Map(COLLECTIONS.map((c) => [c.tag, c]));

export const collectionByEntity = (entity: string): CollectionDef | undefined => byEntity.get(entity);
export const collectionByTag = (tag: string): CollectionDef | undefined => byTag.get(tag);
/** Collections whose parent is `entity`. */
export const childrenOf = (entity: string): CollectionDef[] => COLLECTIONS.filter((c) => c.parent?.entity === entity);
/** The parent chain of a collection, nearest first. */
export function ancestorsOf(def: CollectionDef): CollectionDef[] {
  const chain: CollectionDef[] = [];
  for (let at = def.parent && byEntity.get(def.parent.entity); at; at = at.parent && byEntity.get(at.parent.entity))
    chain.push(at);
  return chain;
}

/**
 * The collections whose stored figures read rows of `entity` (an order's total its items, an event's count its
 * registrations), and those whose figures read those in turn: a write of `entity` changes what they show.
 */
export function figureReadersOf(entity: string): string[] {
  const readers = new Set<string>();
  const visit = (from: string) => {
    for (const def of COLLECTIONS)
      if (!readers.has(def.entity) && def.fields.some((field) => field.computed?.aggregate?.from === from)) {
        readers.add(def.entity);
        visit(def.entity);
      }
  };
  visit(entity);
  return [...readers];
}
