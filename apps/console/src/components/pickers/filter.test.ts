import { describe, expect, it } from 'vitest';
import { describeItem, filterItems, foldText } from './filter.ts';

const people = [
  { id: 1, nome: 'João da Silva' },
  { id: 2, nome: 'Maria Conceição' },
  { id: 3, nome: 'ANA LÚCIA' },
  { id: 4, nome: null },
  { id: 5 },
];

describe('filterItems', () => {
  it('matches substrings of string items, ignoring case', () => {
    expect(filterItems(['Relatórios', 'Usuários', 'Feed', 'Eventos'], 'RIO')).toEqual(['Relatórios', 'Usuários']);
    expect(filterItems(['Relatórios', 'Usuários', 'Feed'], 'eed')).toEqual(['Feed']);
  });

  it('ignores accents both ways: joao finds João, conceiçao finds Conceição, lúcia finds LUCIA', () => {
    expect(filterItems(people, 'joao', 'nome').map((p) => p.id)).toEqual([1]);
    expect(filterItems(people, 'CONCEICAO', 'nome').map((p) => p.id)).toEqual([2]);
    expect(filterItems(people, 'lúcia', 'nome').map((p) => p.id)).toEqual([3]);
    expect(filterItems(['São Paulo', 'Sao Luis', 'Salvador'], 'são')).toEqual(['São Paulo', 'Sao Luis']);
  });

  it('filters on the named field only; items without it never match a term', () => {
    expect(filterItems(people, 'a', 'nome').map((p) => p.id)).toEqual([1, 2, 3]);
    expect(filterItems(people, '1', 'id').map((p) => p.id)).toEqual([1]);
    expect(filterItems(people, 'silva')).toEqual([]);
  });

  it('keeps every item, in order and as a new array, for a blank term', () => {
    const list = ['b', 'a'];
    const result = filterItems(list, '   ');
    expect(result).toEqual(['b', 'a']);
    expect(result).not.toBe(list);
    expect(filterItems(people, '', 'nome')).toHaveLength(5);
  });

  it('trims the term', () => {
    expect(filterItems(['Feed', 'Fórum'], '  forum ')).toEqual(['Fórum']);
  });
});

describe('foldText and describeItem', () => {
  it('folds case and accents', () => {
    expect(foldText('ÁÉÍÓÚ ãõ Ç ü')).toBe('aeiou ao c u');
  });

  it('describe strings as themselves and objects by field', () => {
    expect(describeItem('Feed')).toBe('Feed');
    expect(describeItem({ nome: 'Ana' }, 'nome')).toBe('Ana');
    expect(describeItem({ total: 3 }, 'total')).toBe('3');
    expect(describeItem({ nome: null }, 'nome')).toBe('');
    expect(describeItem({ nome: 'Ana' })).toBe('');
  });
});
