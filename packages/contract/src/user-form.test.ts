import { describe, expect, it } from 'vitest';
import {
  FORM_FIELD_MESSAGES as M,
  formFieldCreateBody,
  formFieldUpdateBody,
  keptLabels,
  labelIn,
  suggestFieldKey,
} from './user-form.ts';
import { USER_MESSAGES } from './users.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('custom form field bodies', () => {
  it('accept a select with unique options and a text without options', () => {
    expect(
      formFieldCreateBody.safeParse({
        key: 'plano',
        label: 'Plano',
        type: 'select',
        options: [{ value: 'a', label: 'A' }],
      }).success,
    ).toBe(true);
    expect(
      formFieldCreateBody.safeParse({ key: 'apelido', label: ' Apelido ', type: 'text', required: true, order: 5 }).data
        ?.label,
    ).toBe('Apelido');
  });

  it('refuse standard keys, bad keys, address, and options on the wrong types', () => {
    expect(messages(formFieldCreateBody.safeParse({ key: 'phone', label: 'x', type: 'text' }))).toEqual({
      key: M.keyStandard,
    });
    expect(messages(formFieldCreateBody.safeParse({ key: 'Bad-Key', label: 'x', type: 'text' }))).toEqual({
      key: M.key,
    });
    expect(messages(formFieldCreateBody.safeParse({ key: 'casa', label: 'x', type: 'address' }))).toEqual({
      type: M.type,
    });
    expect(messages(formFieldCreateBody.safeParse({ key: 'plano', label: 'x', type: 'select' }))).toEqual({
      options: M.optionsRequired,
    });
    expect(messages(formFieldCreateBody.safeParse({ key: 'plano', label: 'x', type: 'select', options: [] }))).toEqual({
      options: M.optionsRequired,
    });
    expect(
      messages(
        formFieldCreateBody.safeParse({
          key: 'nota',
          label: 'x',
          type: 'number',
          options: [{ value: 'a', label: 'A' }],
        }),
      ),
    ).toEqual({ options: M.optionsNotAllowed });
    const dup = [
      { value: 'a', label: 'A' },
      { value: 'a', label: 'B' },
    ];
    expect(messages(formFieldCreateBody.safeParse({ key: 'plano', label: 'x', type: 'select', options: dup }))).toEqual(
      { options: M.optionDuplicate },
    );
  });

  it('refuse unknown keys and empty labels', () => {
    expect(messages(formFieldUpdateBody.safeParse({ label: '', type: 'text' }))).toEqual({
      label: M.label,
      '': USER_MESSAGES.notAllowed,
    });
  });
});

describe("a field's labels in other languages", () => {
  it('are optional per language, trimmed, limited like the label, and nothing else', () => {
    expect(
      formFieldCreateBody.safeParse({
        key: 'camiseta',
        label: 'Camiseta',
        type: 'text',
        labels: { en: ' T-shirt ', es: 'Camiseta' },
      }).data?.labels,
    ).toEqual({ en: 'T-shirt', es: 'Camiseta' });
    expect(formFieldUpdateBody.safeParse({ labels: { en: 'T-shirt' } }).success).toBe(true);
    expect(messages(formFieldUpdateBody.safeParse({ labels: { en: 'x'.repeat(81) } }))).toEqual({
      'labels.en': M.label,
    });
    expect(formFieldUpdateBody.safeParse({ labels: { fr: 'Maillot' } }).success).toBe(false);
  });

  it('keep only the non-blank ones; a label shows in a language where given, else in Portuguese', () => {
    expect(keptLabels({ en: 'T-shirt', es: '  ' })).toEqual({ en: 'T-shirt' });
    expect(keptLabels({ en: '' })).toBeNull();
    expect(keptLabels(undefined)).toBeNull();
    const field = { label: 'Camiseta', labels: { en: 'T-shirt' } };
    expect([
      labelIn(field, 'en'),
      labelIn(field, 'es'),
      labelIn(field, 'pt-br'),
      labelIn({ label: 'Camiseta' }, 'en'),
    ]).toEqual(['T-shirt', 'Camiseta', 'Camiseta', 'Camiseta']);
  });
});

describe('suggestFieldKey', () => {
  it('lower-cases, strips accents and joins words with underscores', () => {
    expect(suggestFieldKey('Tamanho da Camiseta')).toBe('tamanho_da_camiseta');
    expect(suggestFieldKey('  Código nº 2 (antigo) ')).toBe('codigo_n_2_antigo');
    expect(suggestFieldKey('123 Ação')).toBe('acao');
    expect(suggestFieldKey('')).toBe('');
  });
});
