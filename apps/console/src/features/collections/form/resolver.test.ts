import { describe, expect, it } from 'vitest';
import { collectionByEntity } from '@console/contract';
import { i18n } from '../../../lib/i18n.ts';
import { collectionResolver } from './resolver.ts';
import { initialValues } from './values.ts';

// Issue 28: the form refuses a period whose end comes before its start, on the end, in the interface language.

const campaigns = collectionByEntity('campanhas')!;
const stored = { id: 7, nome: 'Verão', canal: 'email', publico: 'todos', inicio: '2026-12-01', fim: '2026-12-31' };
const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe('the collection form and periods', () => {
  it('puts an end before the start on the end field when a record is created', async () => {
    const values = {
      ...initialValues(campaigns, null),
      nome: 'Verão',
      canal: 'email',
      inicio: '2026-12-01',
      fim: '2026-11-30',
    };
    const resolve = collectionResolver(campaigns, 'create', initialValues(campaigns, null), i18n.getFixedT('en'));
    const result = await resolve(values, undefined, options);
    expect(result.errors).toEqual({ fim: expect.objectContaining({ message: 'The end cannot be before the start.' }) });
  });

  it('checks an edited end against the unchanged start, which the edit does not send', async () => {
    const initial = initialValues(campaigns, stored as never);
    const resolve = collectionResolver(campaigns, 'update', initial, i18n.getFixedT('es'));
    const early = await resolve({ ...initial, fim: '2026-11-15' }, undefined, options);
    expect(early.errors).toEqual({
      fim: expect.objectContaining({ message: 'El fin no puede ser anterior al inicio.' }),
    });
    const later = await resolve({ ...initial, fim: '2027-01-15' }, undefined, options);
    expect(later).toEqual({ values: { fim: '2027-01-15' }, errors: {} });
  });
});
