import { describe, expect, it } from 'vitest';
import { collectionByEntity } from '@console/contract';
import {
  columnType,
  filterOrderIndexOf,
  keyIndexOf,
  orderIndexHoldsSearch,
  orderIndexOf,
  plannedIndexes,
} from './layout.ts';

const produtos = collectionByEntity('produtos')!;
const columnsOf = (entity: string) => plannedIndexes(collectionByEntity(entity)!).map((i) => i.columns.join());

describe('the indexes of a collection with a default order (products, by name)', () => {
  it('hold the order’s key with the rows by id, search_head with the order, and each filter by equality in that order', () => {
    const planned = columnsOf('produtos');
    expect(planned).toEqual(
      expect.arrayContaining([
        'client_id,id,nome',
        'client_id,status,nome,id',
        'client_id,categoria_id,nome,id',
        'client_id,destaque,nome,id',
      ]),
    );
    // Sortable fields and ranges keep their own order; no index of 010's layout by id alone is left.
    expect(planned).toEqual(
      expect.arrayContaining(['client_id,preco,id', 'client_id,lancamento,id', 'client_id,preco_promocional,id']),
    );
    expect(plannedIndexes(produtos).find((i) => i.columns.join() === 'client_id,nome,id')?.include).toEqual([
      'search_head',
    ]);
    expect(planned).not.toContain('client_id,id');
    expect(planned).not.toContain('client_id,status,id');
  });

  it('name the index of each read', () => {
    expect(orderIndexOf(produtos, null)).toBe('c_produtos_client_id_id_nome_idx');
    expect(orderIndexOf(produtos, 'nome')).toBe('c_produtos_client_id_nome_id_search_head_idx');
    expect(orderIndexOf(produtos, 'preco')).toBe('c_produtos_client_id_preco_id_idx');
    // The default order's index holds search_head; another order's does not.
    expect([orderIndexHoldsSearch(produtos, 'nome'), orderIndexHoldsSearch(produtos, 'preco')]).toEqual([true, false]);
    expect(keyIndexOf(produtos)).toBe('c_produtos_client_id_id_nome_idx');
    expect(filterOrderIndexOf(produtos, 'status', 'nome')).toBe('c_produtos_client_id_status_nome_id_idx');
    expect(filterOrderIndexOf(produtos, 'status', 'preco')).toBeUndefined();
    expect(filterOrderIndexOf(produtos, 'preco', 'nome')).toBeUndefined();
  });
});

describe('column types', () => {
  it('keep rich text in a text column on both engines, as the longtext it replaced', () => {
    for (const dialect of ['sqlite', 'postgres'] as const) {
      expect(columnType('richtext', dialect)).toBe('text');
      expect(columnType('richtext', dialect)).toBe(columnType('longtext', dialect));
    }
  });
});
