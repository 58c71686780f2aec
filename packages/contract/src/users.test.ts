import { describe, expect, it } from 'vitest';
import {
  formatCep,
  formatCpf,
  formatPhone,
  isValidCpf,
  normalizeCep,
  normalizePhone,
  parseBrDate,
  formatBrDate,
} from './br.ts';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords.ts';
import { userCreateBody, userListQuery, userUpdateBody, USER_MESSAGES } from './users.ts';

describe('CPF', () => {
  it('accepts valid numbers with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
  });
  it('refuses wrong check digits, wrong lengths and repeated digits', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('00000000000')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });
});

describe('phone and CEP', () => {
  it('normalises phones to DDD + number', () => {
    expect(normalizePhone('(11) 98765-4321')).toBe('11987654321');
    expect(normalizePhone('+55 11 98765-4321')).toBe('11987654321');
    expect(normalizePhone('11 3333-4444')).toBe('1133334444');
    expect(normalizePhone('98765-4321')).toBeNull();
    expect(normalizePhone('11 88765-4321')).toBeNull();
    expect(normalizePhone('abc')).toBeNull();
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1133334444')).toBe('(11) 3333-4444');
  });
  it('normalises CEPs to 8 digits', () => {
    expect(normalizeCep('01310-100')).toBe('01310100');
    expect(normalizeCep('01310100')).toBe('01310100');
    expect(normalizeCep('0131-0100')).toBeNull();
    expect(normalizeCep('1234567')).toBeNull();
    expect(formatCep('01310100')).toBe('01310-100');
  });
  it('parses real DD/MM/YYYY dates only', () => {
    expect(parseBrDate('29/02/2024')).toBe('2024-02-29');
    expect(parseBrDate('29/02/2023')).toBeNull();
    expect(parseBrDate('31/04/2020')).toBeNull();
    expect(parseBrDate('2020-01-01')).toBeNull();
    expect(formatBrDate('1990-05-17')).toBe('17/05/1990');
  });
});

describe('common passwords', () => {
  it('holds about two hundred entries and matches case-insensitively', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(200);
    expect(isCommonPassword('Password')).toBe(true);
    expect(isCommonPassword('senha123')).toBe(true);
    expect(isCommonPassword('Brasil2024!')).toBe(true);
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
  });
});

describe('user bodies', () => {
  const base = { name: 'Maria Silva', email: ' Maria@Exemplo.com.br ' };
  it('normalises documents and e-mail', () => {
    const parsed = userCreateBody.parse({
      ...base,
      cpf: '529.982.247-25',
      phone: '(21) 99876-5432',
      postal_code: '20040-020',
      birth_date: '17/05/1990',
    });
    expect(parsed).toMatchObject({
      email: 'maria@exemplo.com.br',
      cpf: '52998224725',
      phone: '21998765432',
      postal_code: '20040020',
      birth_date: '17/05/1990',
    });
    expect(userCreateBody.parse({ ...base, cpf: '' }).cpf).toBeNull();
  });
  it('refuses unknown keys with "campo não permitido"', () => {
    const result = userCreateBody.safeParse({ ...base, client_id: 6, password_hash: 'x', role: 'admin' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      message: USER_MESSAGES.notAllowed,
      keys: ['client_id', 'password_hash', 'role'],
    });
    expect(userUpdateBody.safeParse({ permissions: [] }).success).toBe(false);
  });
  it('gives a message per invalid field', () => {
    const result = userCreateBody.safeParse({
      name: 'M',
      email: 'nope',
      cpf: '111.111.111-11',
      phone: '123',
      birth_date: '31/02/2000',
      postal_code: '1',
      password: 'qwerty123',
    });
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      name: USER_MESSAGES.name,
      email: USER_MESSAGES.email,
      cpf: USER_MESSAGES.cpf,
      phone: USER_MESSAGES.phone,
      birth_date: USER_MESSAGES.birthDate,
      postal_code: USER_MESSAGES.postalCode,
      password: USER_MESSAGES.passwordCommon,
    });
    expect(userCreateBody.safeParse({ ...base, password: 'abc' }).error?.issues[0].message).toBe(
      USER_MESSAGES.passwordShort,
    );
  });
  it('parses list queries', () => {
    expect(userListQuery.parse({ id: '3,1,3', all: '1' })).toMatchObject({
      id: [3, 1],
      all: true,
      page: 1,
      per_page: 20,
    });
    expect(userListQuery.safeParse({ id: '1,a' }).success).toBe(false);
  });
});
