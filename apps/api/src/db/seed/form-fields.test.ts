import { describe, expect, it } from 'vitest';
import { labelIn } from '@console/contract';
import { loadUserForm } from '../../platform/user-form-repo.ts';
import { seededDatabase } from '../../test/context.ts';

/** The demo clients' custom user-form fields carry their English and Spanish labels (issue 27). */

const database = seededDatabase();

describe('seeded user-form fields', () => {
  it("label Asta's custom fields in pt-br, en and es", async () => {
    const form = await loadUserForm(database.db, 3);
    const custom = form.filter((field) => field.custom);
    const labels = (key: string) => {
      const field = custom.find((f) => f.key === key)!;
      return ['pt-br', 'en', 'es'].map((language) => labelIn(field, language));
    };
    expect(labels('matricula')).toEqual(['Matrícula', 'Registration number', 'Número de matrícula']);
    expect(labels('camiseta')).toEqual(['Tamanho da camiseta', 'T-shirt size', 'Talla de camiseta']);
    expect(labels('newsletter')).toEqual([
      'Aceita receber novidades',
      'Agrees to receive news',
      'Acepta recibir novedades',
    ]);
    // Every custom field of every demo form has both.
    for (const clientId of [3, 6, 8])
      for (const field of (await loadUserForm(database.db, clientId)).filter((f) => f.custom))
        expect(field.labels?.en && field.labels.es, `${clientId} ${field.key}`).toBeTruthy();
  });
});
