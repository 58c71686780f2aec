import type { Address } from '@console/contract';

/** Deterministic, realistic Brazilian people for the demo lists (no randomness: same seed, same data). */

export const FIRST = [
  'Ana',
  'Bruno',
  'Camila',
  'Daniel',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Larissa',
  'Lucas',
  'Mariana',
  'Mateus',
  'Natália',
  'Otávio',
  'Patrícia',
  'Rafael',
  'Sofia',
  'Thiago',
  'Vitória',
  'Wagner',
  'Beatriz',
  'Caio',
  'Fernanda',
  'Gustavo',
  'Helena',
  'Igor',
  'Júlia',
  'Leonardo',
];
export const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
];

const PLACES: { street: string; district: string; city: string; state: Address['state']; cep: string; ddd: string }[] =
  [
    { street: 'Avenida Paulista', district: 'Bela Vista', city: 'São Paulo', state: 'SP', cep: '01310100', ddd: '11' },
    {
      street: 'Rua da Assembleia',
      district: 'Centro',
      city: 'Rio de Janeiro',
      state: 'RJ',
      cep: '20011001',
      ddd: '21',
    },
    {
      street: 'Avenida Afonso Pena',
      district: 'Centro',
      city: 'Belo Horizonte',
      state: 'MG',
      cep: '30130001',
      ddd: '31',
    },
    { street: 'Rua XV de Novembro', district: 'Centro', city: 'Curitiba', state: 'PR', cep: '80020310', ddd: '41' },
    {
      street: 'Avenida Borges de Medeiros',
      district: 'Centro Histórico',
      city: 'Porto Alegre',
      state: 'RS',
      cep: '90020022',
      ddd: '51',
    },
    {
      street: 'Avenida Sete de Setembro',
      district: 'Dois de Julho',
      city: 'Salvador',
      state: 'BA',
      cep: '40060001',
      ddd: '71',
    },
    { street: 'Avenida Boa Viagem', district: 'Boa Viagem', city: 'Recife', state: 'PE', cep: '51011000', ddd: '81' },
    { street: 'Avenida Beira Mar', district: 'Meireles', city: 'Fortaleza', state: 'CE', cep: '60165121', ddd: '85' },
  ];

/** A valid CPF built from nine base digits. */
export function cpfFrom(base: number): string {
  const digits = String(base % 1_000_000_000)
    .padStart(9, '0')
    .split('')
    .map(Number);
  if (new Set(digits).size === 1) digits[8] = (digits[8] + 1) % 10;
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += digits[i] * (length + 1 - i);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

export const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export interface Person {
  name: string;
  emailLocal: string;
  cpf: string;
  phone: string;
  birthDate: string;
  postalCode: string;
  address: Address;
}

/** The n-th person of a client (n from 0); `salt` keeps documents distinct between clients. */
export function person(n: number, salt: number): Person {
  const first = FIRST[n % FIRST.length];
  const last = LAST[(n * 7 + salt) % LAST.length];
  const middle = LAST[(n * 3 + salt * 5 + 11) % LAST.length];
  const place = PLACES[(n + salt) % PLACES.length];
  const mobile = String(90_000_000 + ((n * 7_919 + salt * 104_729) % 9_999_999)).padStart(8, '0');
  const year = 1965 + ((n * 13 + salt) % 40);
  const month = 1 + ((n * 5 + salt) % 12);
  const day = 1 + ((n * 11 + salt) % 28);
  return {
    name: `${first} ${middle} ${last}`,
    emailLocal: `${ascii(first)}.${ascii(last)}${n + 1}`,
    cpf: cpfFrom(salt * 10_000_000 + 123_457 + n * 7_001),
    phone: `${place.ddd}9${mobile}`,
    birthDate: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    postalCode: place.cep,
    address: {
      street: place.street,
      number: String(100 + ((n * 37) % 1900)),
      district: place.district,
      city: place.city,
      state: place.state,
    },
  };
}
