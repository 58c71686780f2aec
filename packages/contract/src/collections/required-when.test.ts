import { describe, expect, it } from 'vitest';
import { f, opt } from './define.ts';
import { ruleFaults } from './rules.ts';
import { COLLECTION_MESSAGES, createSchema, updateSchema } from './schemas.ts';
import { def, L } from './test-defs.ts';

// Issue 28: a field required while another holds some values (a percent voucher needs its percent).

const voucher = def([
  f.text('codigo', L, { required: true }),
  f.enum('tipo', L, [opt('percentual', L), opt('valor', L)], { required: true }),
  f.decimal('percentual', L, { requiredWhen: { field: 'tipo', equals: ['percentual'] } }),
  f.money('valor_desconto', L, { requiredWhen: { field: 'tipo', equals: ['valor'] } }),
]);
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('fields required by another field', () => {
  it('asks for the percent of a percent voucher and the amount of a fixed one, and nothing else', () => {
    expect(issues(createSchema(voucher).safeParse({ codigo: 'A', tipo: 'percentual' }))).toEqual([
      ['percentual', COLLECTION_MESSAGES.required],
    ]);
    expect(issues(createSchema(voucher).safeParse({ codigo: 'A', tipo: 'valor', percentual: '' }))).toEqual([
      ['valor_desconto', COLLECTION_MESSAGES.required],
    ]);
    expect(createSchema(voucher).safeParse({ codigo: 'A', tipo: 'valor', valor_desconto: 10 }).success).toBe(true);
  });

  it('leaves an update that does not carry both fields to the check over the stored row', () => {
    expect(updateSchema(voucher).safeParse({ tipo: 'valor' }).success).toBe(true);
    expect(issues(updateSchema(voucher).safeParse({ tipo: 'valor', valor_desconto: null }))).toEqual([
      ['valor_desconto', COLLECTION_MESSAGES.required],
    ]);
    const stored = { codigo: 'A', tipo: 'percentual', percentual: 10, valor_desconto: null };
    expect(ruleFaults(voucher, { ...stored, tipo: 'valor' })).toEqual([
      { field: 'valor_desconto', message: 'required' },
    ]);
  });
});
