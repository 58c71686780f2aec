import { collectionByEntity, COLLECTIONS, LANGUAGES } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { exportColumns } from './export.ts';

/** Every collection's export names each column once, in every language (vouchers list a 'Código' of their own). */
describe('exportColumns', () => {
  it('never heads two columns alike', () => {
    for (const def of COLLECTIONS)
      for (const lang of LANGUAGES)
        for (const withParent of [false, true]) {
          const parent = withParent && def.parent ? collectionByEntity(def.parent.entity)!.item[lang] : null;
          const headers = exportColumns(def, parent, lang).map((c) => c.label[lang]);
          expect(new Set(headers).size, `${def.entity} (${lang}): ${headers.join(', ')}`).toBe(headers.length);
        }
  });

  it('keeps “Código” for the record’s number where no field takes it', () => {
    const produtos = COLLECTIONS.find((d) => d.entity === 'produtos')!;
    expect(exportColumns(produtos, null, 'pt-br')[0].label['pt-br']).toBe('Código');
    const vouchers = COLLECTIONS.find((d) => d.entity === 'vouchers')!;
    const headers = exportColumns(vouchers, null, 'pt-br').map((c) => c.label['pt-br']);
    expect(headers[0]).toBe('ID');
    expect(headers).toContain('Código');
  });
});
