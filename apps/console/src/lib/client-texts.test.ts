import { describe, expect, it } from 'vitest';
import { applyClientTexts, nestedTexts } from './client-texts.ts';
import { i18n } from './i18n.ts';

describe("a client's interface texts", () => {
  it('nest dotted keys as i18next resources', () => {
    expect(nestedTexts({ 'menu.usuarios': 'Members', 'a.b.c': 'x', '': 'ignored' })).toEqual({
      menu: { usuarios: 'Members' },
      a: { b: { c: 'x' } },
    });
  });

  it('override the texts they name and leave the others', async () => {
    const en = i18n.getFixedT('en');
    const other = en('errors.network');
    await applyClientTexts('en', { 'teste.cliente': 'Pupils' });
    expect(en('teste.cliente')).toBe('Pupils');
    expect(en('errors.network')).toBe(other);
    expect(i18n.getFixedT('es')('teste.cliente')).toBe('teste.cliente');
  });
});
