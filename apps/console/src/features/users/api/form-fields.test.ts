import { describe, expect, it } from 'vitest';
import type { FormField } from '@console/contract';
import { applyChanges, moveChanges } from './form-fields.ts';

const field = (key: string, order: number, custom = false): FormField => ({
  key,
  label: key,
  type: 'text',
  required: false,
  order,
  custom,
  active: true,
});

describe('moveChanges', () => {
  it('swaps the orders of two neighbours, and nothing past either end', () => {
    const fields = [field('a', 10), field('b', 15), field('c', 30)];
    expect(moveChanges(fields, 1, -1)).toEqual([
      { key: 'b', body: { order: 10 } },
      { key: 'a', body: { order: 15 } },
    ]);
    expect(moveChanges(fields, 0, -1)).toEqual([]);
    expect(moveChanges(fields, 2, 1)).toEqual([]);
  });

  it('renumbers the list when orders are tied, sending only what changed', () => {
    const fields = [field('a', 10), field('b', 20), field('c', 20, true)];
    const changes = moveChanges(fields, 2, -1);
    expect(changes).toEqual([{ key: 'b', body: { order: 30 } }]);
    expect(applyChanges(fields, changes).map((f) => f.key)).toEqual(['a', 'c', 'b']);
  });
});
