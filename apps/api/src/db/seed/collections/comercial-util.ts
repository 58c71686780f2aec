import { person } from '../people.ts';
import type { DemoContext } from './demo.ts';
import { byKind, slug } from './painel-util.ts';

/** Helpers of the comercial, fitness, social, atendimento and configuracoes demo makers (beside painel-util.ts). */

/** The row of another collection that row n points at (the k-th seeded, so a maker can repeat its values), or none. */
export function rowOf(ctx: DemoContext, entity: string, salt = 0): { id: number | null; k: number } {
  const ids = ctx.ids(entity);
  if (!ids.length) return { id: null, k: 0 };
  const k = (ctx.n * 7 + salt) % ids.length;
  return { id: ids[k], k };
}

/** A code with a prefix and a zero-padded number: code('PED', 41, 5) is 'PED-00042'. */
export const code = (prefix: string, n: number, width = 5): string => `${prefix}-${String(n + 1).padStart(width, '0')}`;

/** The i-th demo person of a client (name, e-mail local part, CPF, phone), with no surname said twice ('Sofia Costa Costa'). */
export function personAt(clientId: number, i: number) {
  const someone = person(i, clientId);
  const [, middle, last] = someone.name.split(' ');
  return middle === last ? person(i + 1, clientId) : someone;
}

/** A demo person for row n of a collection, distinct between clients. */
export const personOf = (ctx: DemoContext, salt = 0) => personAt(ctx.clientId, ctx.n * 3 + salt);

/** '(11) 91234-5678' from the eleven digits of a mobile number. */
export const phoneMask = (digits: string): string =>
  `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7, 11)}`;

/** '123.456.789-09' from eleven digits. */
export const cpfMask = (digits: string): string =>
  `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9, 11)}`;

/** A well-formed CNPJ ('12.345.678/0001-95'), distinct for each base. */
export function cnpj(base: number): string {
  const digits = [...String(10_000_000 + (base % 89_999_999)).padStart(8, '0'), '0', '0', '0', '1'].map(Number);
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const rest = weights.reduce((sum, w, i) => sum + w * digits[i], 0) % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  const s = digits.join('');
  return `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5, 8)}/${s.slice(8, 12)}-${s.slice(12)}`;
}

/** A company's e-mail at its own domain: email('contato', 'Nutri Vida') is 'contato@nutrivida.com.br'. */
export const companyEmail = (local: string, company: string): string =>
  `${local}@${slug(company).replace(/-/g, '')}.com.br`;

/** Brazilian cities with their state. */
export const CITIES = [
  'São Paulo/SP',
  'Rio de Janeiro/RJ',
  'Belo Horizonte/MG',
  'Curitiba/PR',
  'Porto Alegre/RS',
  'Salvador/BA',
  'Recife/PE',
  'Fortaleza/CE',
  'Brasília/DF',
  'Campinas/SP',
];

/** The client's units (gyms, offices, community centres) by name. */
export function unitsOf(ctx: DemoContext): readonly string[] {
  const brand = ctx.clientName;
  return byKind(ctx, {
    academia: [
      `${brand} Paulista`,
      `${brand} Pinheiros`,
      `${brand} Copacabana`,
      `${brand} Savassi`,
      `${brand} Batel`,
      `${brand} Moinhos`,
    ],
    ong: [
      'Centro comunitário Vila Esperança',
      'Núcleo Jardim Ângela',
      'Polo Maré',
      'Espaço Alagados',
      'Núcleo Sertão Vivo',
    ],
    empresa: [`${brand} Sede`, `${brand} Unidade Centro`, `${brand} Unidade Norte`, `${brand} Unidade Sul`],
    plataforma: ['Escritório São Paulo', 'Escritório Recife', 'Escritório Porto Alegre'],
  });
}
