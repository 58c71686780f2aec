import { describe, expect, it } from 'vitest';
import { collectionByEntity, type Grants } from '@console/contract';
import { changesOf } from './history-changes.ts';

/** The diff of an audit entry and its masking, as the audit log masks (audit-redact.ts). */

const parceiros = collectionByEntity('parceiros')!;
const withTag: Grants = { resource: [{ tag: 'parceiros', enabled: true }], resource_sub: [] };
const before = { id: 1, labels: {}, nome: 'P', email: 'a@x.com', telefone: '1111', updated_at: '2026-01-01' };
const after = { id: 1, labels: {}, nome: 'P', email: 'b@x.com', telefone: '1111', updated_at: '2026-01-02' };

describe('changesOf', () => {
  it('keeps only the fields that changed', () => {
    expect(changesOf(parceiros, before, after, withTag)).toEqual([
      { field: 'email', before: 'a@x.com', after: 'b@x.com' },
    ]);
  });

  it('masks personal data for a reader without the collection’s tag, still saying the field changed', () => {
    expect(changesOf(parceiros, before, after, null)).toEqual([{ field: 'email', before: '•••', after: '•••' }]);
    expect(changesOf(parceiros, null, after, null)).toEqual([
      { field: 'nome', before: null, after: 'P' },
      { field: 'email', before: null, after: '•••' },
      { field: 'telefone', before: null, after: '•••' },
    ]);
  });

  it('never shows a credential, and keeps keys the definition does not know by name', () => {
    const hooks = collectionByEntity('integracoes')!;
    expect(changesOf(hooks, { segredo: 'a'.repeat(20) }, { segredo: 'b'.repeat(20), old: 1 }, null)).toEqual([
      { field: 'segredo', before: '[removido]', after: '[removido]' },
      { field: 'old', before: null, after: 1 },
    ]);
  });

  it('treats empty values alike and compares objects whatever their key order', () => {
    expect(
      changesOf(parceiros, { contato: null, x: { a: 1, b: 2 } }, { contato: '', x: { b: 2, a: 1 } }, null),
    ).toEqual([]);
  });
});
