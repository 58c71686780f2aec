import { describe, expect, it } from 'vitest';
import {
  formatCep,
  formatCpf,
  formatPhone,
  isValidCpf,
  normalizeCep,
  normalizePhone,
  parseBrDate,
  parseMoney,
} from '@console/contract';
import { MASKS, isMaskKind, maskMoney } from './masks.ts';

describe('input masks', () => {
  it('CPF: 000.000.000-00 while typing, at most 11 digits, valid for the contract when complete', () => {
    expect(MASKS.cpf('529')).toBe('529');
    expect(MASKS.cpf('5299')).toBe('529.9');
    expect(MASKS.cpf('5299822')).toBe('529.982.2');
    expect(MASKS.cpf('529982247253333')).toBe('529.982.247-25');
    expect(MASKS.cpf('52998224725')).toBe(formatCpf('52998224725'));
    expect(isValidCpf(MASKS.cpf('52998224725'))).toBe(true);
    expect(MASKS.cpf('abc')).toBe('');
  });

  it('phone: (00) 0000-0000 up to ten digits, (00) 00000-0000 with eleven', () => {
    expect(MASKS.phone('1')).toBe('(1');
    expect(MASKS.phone('11')).toBe('(11');
    expect(MASKS.phone('113')).toBe('(11) 3');
    expect(MASKS.phone('1133334444')).toBe('(11) 3333-4444');
    expect(MASKS.phone('11987654321')).toBe('(11) 98765-4321');
    expect(MASKS.phone('119876543219')).toBe('(11) 98765-4321');
    expect(MASKS.phone('11987654321')).toBe(formatPhone('11987654321'));
    expect(normalizePhone(MASKS.phone('1133334444'))).toBe('1133334444');
  });

  it('date: DD/MM/YYYY', () => {
    expect(MASKS.date('0')).toBe('0');
    expect(MASKS.date('050')).toBe('05/0');
    expect(MASKS.date('05031990')).toBe('05/03/1990');
    expect(MASKS.date('05/03/19901')).toBe('05/03/1990');
    expect(parseBrDate(MASKS.date('05031990'))).toBe('1990-03-05');
  });

  it('CEP: 00000-000', () => {
    expect(MASKS.cep('01310')).toBe('01310');
    expect(MASKS.cep('013101')).toBe('01310-1');
    expect(MASKS.cep('01310100')).toBe(formatCep('01310100'));
    expect(normalizeCep(MASKS.cep('013101009'))).toBe('01310100');
  });

  it('knows which field types are masked', () => {
    expect(['cpf', 'phone', 'date', 'cep', 'text', 'email'].filter(isMaskKind)).toEqual([
      'cpf',
      'phone',
      'date',
      'cep',
    ]);
  });

  it('money: typed digits are cents shown as R$ 1.234,56, no negatives, empty stays empty', () => {
    expect(maskMoney('')).toBe('');
    expect(maskMoney('abc')).toBe('');
    expect(maskMoney('5')).toBe('R$ 0,05');
    expect(maskMoney('12990')).toBe('R$ 129,90');
    expect(maskMoney('R$ 129,905')).toBe('R$ 1.299,05');
    expect(maskMoney('123456789')).toBe('R$ 1.234.567,89');
    expect(maskMoney('-3,00')).toBe('R$ 3,00');
    expect(maskMoney('0')).toBe('R$ 0,00');
    expect(maskMoney('R$ 0,0')).toBe('R$ 0,00');
    expect(parseMoney(maskMoney('123456'))).toBe(1234.56);
  });
});
