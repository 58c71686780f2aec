import { describe, expect, it } from 'vitest';
import type { CollectionFieldMeta } from '@console/contract';
import { workflowField } from './workflow-options.ts';

const option = (value: string) => ({ value, label: value.toUpperCase(), color: null });
const status = {
  name: 'status',
  kind: 'enum',
  options: ['rascunho', 'publicado', 'arquivado'].map(option),
} as unknown as CollectionFieldMeta;
const meta = {
  workflow: {
    field: 'status',
    initial: ['rascunho'],
    next: { rascunho: ['publicado'], publicado: ['arquivado', 'rascunho'], arquivado: [] },
  },
};
const values = (field: CollectionFieldMeta) => field.options?.map((o) => o.value);

describe('the status control of a workflow', () => {
  it('offers a new record the states it may start in', () => {
    expect(values(workflowField(meta, status, null))).toEqual(['rascunho']);
  });

  it('offers a stored record its state and the ones the reader may move it to, in the field’s order', () => {
    expect(values(workflowField(meta, status, { status: 'publicado' }))).toEqual([
      'rascunho',
      'publicado',
      'arquivado',
    ]);
    expect(values(workflowField(meta, status, { status: 'arquivado' }))).toEqual(['arquivado']);
  });

  it('leaves other fields and collections without a workflow as they are', () => {
    const other = { ...status, name: 'nivel' } as CollectionFieldMeta;
    expect(workflowField(meta, other, { status: 'arquivado' })).toBe(other);
    expect(workflowField({ workflow: null }, status, { status: 'arquivado' })).toBe(status);
  });
});
