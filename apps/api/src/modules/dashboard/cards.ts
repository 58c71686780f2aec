import { addDays, clientDayStart, type DashboardCardKey } from '@console/contract';
import { tableOf } from '../../db/collections/layout.ts';
import { collectionTable } from '../../db/collections/table-fields.ts';
import type { CollectionFigure, Periods } from './repo.ts';

/**
 * The collections' cards (SPEC.md §1: events, courses and enrolments, tickets, orders and revenue): which rows each
 * counts and the console list it opens, filtered by the query names that list honours (the collection's filterable
 * fields: `field=value`, `field_min`/`field_max` for dates). A card shows only to a user holding its tag.
 */
interface CollectionCard {
  key: DashboardCardKey;
  tag: string;
  entity: string;
  /** The date or datetime field placing a row in a period; none for a count of now. */
  at?: { field: string; kind: 'date' | 'datetime' };
  where?: Record<string, string>;
  sum?: string;
  unit: 'count' | 'cents';
}

export const COLLECTION_CARDS: readonly CollectionCard[] = [
  { key: 'events', tag: 'eventos', entity: 'eventos', at: { field: 'inicio', kind: 'datetime' }, unit: 'count' },
  { key: 'courses', tag: 'cursos', entity: 'cursos', where: { status: 'publicado' }, unit: 'count' },
  {
    key: 'enrolments',
    tag: 'matriculas',
    entity: 'matriculas',
    at: { field: 'matriculado_em', kind: 'date' },
    unit: 'count',
  },
  {
    key: 'tickets_opened',
    tag: 'suporte',
    entity: 'suporte',
    at: { field: 'aberto_em', kind: 'datetime' },
    unit: 'count',
  },
  { key: 'tickets_open', tag: 'suporte', entity: 'suporte', where: { status: 'aberto' }, unit: 'count' },
  { key: 'orders', tag: 'pedidos', entity: 'pedidos', at: { field: 'realizado_em', kind: 'datetime' }, unit: 'count' },
  {
    key: 'revenue',
    tag: 'pedidos',
    entity: 'pedidos',
    at: { field: 'realizado_em', kind: 'datetime' },
    where: { status_pagamento: 'pago' },
    sum: 'total',
    unit: 'cents',
  },
];

// The fields each card names exist in its collection's definition: a renamed or removed one stops the API's start,
// rather than a card counting nothing.
for (const card of COLLECTION_CARDS)
  collectionTable(card.entity, [
    ...(card.at ? [card.at.field] : []),
    ...Object.keys(card.where ?? {}),
    ...(card.sum ? [card.sum] : []),
  ]);

/** A period's bounds [start, end) in a column's terms: days as they are, instants at the client's midnights. */
const bounds = (kind: 'date' | 'datetime', from: string, to: string): [string, string] =>
  kind === 'date' ? [from, addDays(to, 1)] : [clientDayStart(from), clientDayStart(addDays(to, 1))];

export function collectionFigure(card: CollectionCard, p: Periods): CollectionFigure {
  const figure: CollectionFigure = { table: tableOf({ entity: card.entity }), where: card.where, sum: card.sum };
  if (card.at)
    figure.at = {
      column: card.at.field,
      current: bounds(card.at.kind, p.from, p.to),
      previous: bounds(card.at.kind, p.previousFrom, p.previousTo),
    };
  return figure;
}

/** The list's path with the card's filters; a datetime range ends at the period's last millisecond (`_max` is inclusive). */
export function collectionLink(card: CollectionCard, p: Periods): string {
  const query = new URLSearchParams();
  if (card.at) {
    const [start, end] = bounds(card.at.kind, p.from, p.to);
    query.set(`${card.at.field}_min`, start);
    query.set(`${card.at.field}_max`, card.at.kind === 'date' ? p.to : new Date(Date.parse(end) - 1).toISOString());
  }
  for (const [field, value] of Object.entries(card.where ?? {})) query.set(field, value);
  const search = query.toString();
  return `/${card.tag}${search ? `?${search}` : ''}`;
}

export const instantBounds = (from: string, to: string): [string, string] => bounds('datetime', from, to);
