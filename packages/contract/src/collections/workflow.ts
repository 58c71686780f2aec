import { z } from 'zod';
import type { Language } from '../constants.ts';

/**
 * Status workflows (issue 28): which states a status field may move between, which sub-tag makes each move, what
 * must hold to enter a state (guards) and what entering it writes (sets). One engine for the declarative collections
 * and for projects: the contract holds the graph and answers the moves a reader may make; the API applies a move in
 * its write (check, sets, audit entry).
 */

/** `null` as a move's origin: the row's creation. */
export const START = null;
type From<S extends string> = S | typeof START;

/** What entering a state writes into a field: the moment, the day (the client's) or the acting user. */
export type SetValue = 'now' | 'today' | 'actor';

export interface Guards {
  /** Fields that must hold a value to enter the state (422 on each empty one). */
  required?: readonly string[];
  /**
   * Rows of the same parent in the `counting` states may not exceed the parent's field `limit` (empty: no limit);
   * entering the state beyond it is refused with 409 (an event's confirmed registrations and its capacity).
   */
  capacity?: { limit: string; counting: readonly string[] };
}

export interface Transition<S extends string = string> {
  from: From<S>;
  to: S;
  /** The sub-tag (under the collection's tag) the move needs besides editing; none: editing alone. */
  sub?: string;
  guards?: Guards;
  sets?: Readonly<Record<string, SetValue>>;
}

export interface Workflow<S extends string = string> {
  /** The enum field whose values are the states. */
  field: string;
  /** Every move, creation's included (from START). */
  transitions: readonly Transition<S>[];
}

interface Enter<S extends string> {
  to: S;
  from: readonly From<S>[];
  sub?: string;
  guards?: Guards;
  sets?: Readonly<Record<string, SetValue>>;
}

/** Entering `to` from each of `from` (START: creating the row in it), with the sub-tag, guards and sets of the move. */
export const enter = <S extends string>(
  to: S,
  from: readonly From<S>[],
  extra: Omit<Enter<S>, 'to' | 'from'> = {},
): Enter<S> => ({ to, from, ...extra });

/**
 * A workflow over `field`: a new row starts in one of `initial` (freely) or in a state a step enters from START;
 * then only the steps' moves are allowed.
 */
export function workflow<S extends string>(field: string, initial: readonly S[], ...steps: Enter<S>[]): Workflow<S> {
  return {
    field,
    transitions: [
      ...initial.map((to): Transition<S> => ({ from: START, to })),
      ...steps.flatMap(({ from, ...move }) => from.map((origin): Transition<S> => ({ ...move, from: origin }))),
    ],
  };
}

/** Whether a reader may make a move needing `sub` (undefined: no sub-tag beyond editing). */
export type MayMove = (sub: string | undefined) => boolean;

/** The move from `from` to `to`, if the graph has it. */
export const moveOf = <S extends string>(flow: Workflow<S>, from: From<S>, to: S): Transition<S> | undefined =>
  flow.transitions.find((move) => move.from === from && move.to === to);

/** Whether the graph moves from `from` to `to` (whoever may). */
export const canMove = <S extends string>(flow: Workflow<S>, from: From<S>, to: S): boolean =>
  moveOf(flow, from, to) !== undefined;

/** The states reachable from `from` (START: a new row's) by a reader, in declaration order, each once. */
export function nextStates<S extends string>(flow: Workflow<S>, from: From<S>, may: MayMove = () => true): S[] {
  const states: S[] = [];
  for (const move of flow.transitions)
    if (move.from === from && !states.includes(move.to) && may(move.sub)) states.push(move.to);
  return states;
}

/** Every state of the graph. */
export const statesOf = <S extends string>(flow: Workflow<S>): S[] => [
  ...new Set(flow.transitions.flatMap((move) => (move.from === START ? [move.to] : [move.from, move.to]))),
];

/** The graph as a table: each state's next states (whoever may). */
export const graphOf = <S extends string>(flow: Workflow<S>, states: readonly S[]): Record<S, S[]> =>
  Object.fromEntries(states.map((state) => [state, nextStates(flow, state)])) as Record<S, S[]>;

/** A workflow as a reader may move it (the metadata the console's form narrows its status control by). */
export const workflowMeta = z.object({
  field: z.string(),
  /** The states a new row may start in. */
  initial: z.array(z.string()),
  /** Each state's next states. */
  next: z.record(z.string(), z.array(z.string())),
});
export type WorkflowMeta = z.infer<typeof workflowMeta>;

export const workflowFor = (flow: Workflow, may: MayMove): WorkflowMeta => ({
  field: flow.field,
  initial: nextStates(flow, START, may),
  next: Object.fromEntries(statesOf(flow).map((state) => [state, nextStates(flow, state, may)])),
});

/** The sub-tags a workflow's moves use, each once. */
export const workflowSubs = (flow: Workflow | undefined): string[] => [
  ...new Set((flow?.transitions ?? []).flatMap((move) => (move.sub ? [move.sub] : []))),
];

/** The sub-tags moves may use, with their labels in the permission screens (i18n `sub.<name>`). */
export const WORKFLOW_SUBS: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  publicar: { 'pt-br': 'Publicar e arquivar', en: 'Publish and archive', es: 'Publicar y archivar' },
  aprovar: { 'pt-br': 'Aprovar e recusar', en: 'Approve and refuse', es: 'Aprobar y rechazar' },
  moderar: { 'pt-br': 'Moderar', en: 'Moderate', es: 'Moderar' },
  cancelar: { 'pt-br': 'Cancelar', en: 'Cancel', es: 'Cancelar' },
  avaliar: { 'pt-br': 'Avaliar', en: 'Assess', es: 'Evaluar' },
  concluir: { 'pt-br': 'Concluir', en: 'Complete', es: 'Concluir' },
  confirmar: { 'pt-br': 'Confirmar', en: 'Confirm', es: 'Confirmar' },
  revogar: { 'pt-br': 'Revogar', en: 'Revoke', es: 'Revocar' },
  estornar: { 'pt-br': 'Estornar', en: 'Refund', es: 'Reembolsar' },
};

/** The messages of refused moves, in each interface language; labels come already in that language. */
export const WORKFLOW_MESSAGES = {
  refused: (lang: Language, from: string, to: string, allowed: readonly string[]): string =>
    ({
      'pt-br': `Não é possível passar de "${from}" para "${to}". ${allowed.length ? `Permitido: ${allowed.join(', ')}.` : 'Nenhuma mudança é permitida a partir daqui.'}`,
      en: `Cannot move from "${from}" to "${to}". ${allowed.length ? `Allowed: ${allowed.join(', ')}.` : 'No change is allowed from here.'}`,
      es: `No es posible pasar de "${from}" a "${to}". ${allowed.length ? `Permitido: ${allowed.join(', ')}.` : 'No se permite ningún cambio desde aquí.'}`,
    })[lang],
  start: (lang: Language, to: string, allowed: readonly string[]): string =>
    ({
      'pt-br': `Um novo registro não pode começar em "${to}". Permitido: ${allowed.join(', ')}.`,
      en: `A new record cannot start as "${to}". Allowed: ${allowed.join(', ')}.`,
      es: `Un registro nuevo no puede empezar en "${to}". Permitido: ${allowed.join(', ')}.`,
    })[lang],
  full: (lang: Language, to: string, limit: number): string =>
    ({
      'pt-br': `Sem vagas para "${to}": o limite de ${limit} foi atingido.`,
      en: `No room for "${to}": the limit of ${limit} has been reached.`,
      es: `Sin plazas para "${to}": se alcanzó el límite de ${limit}.`,
    })[lang],
};
