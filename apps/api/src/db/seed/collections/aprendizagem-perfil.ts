import type { DemoContext } from './demo.ts';

/**
 * What kind of organisation a demo client is, so learning and content rows read like its own: gym chains (Smart Fit,
 * Fitness Link), NGOs (Action Aid, Nova Terra), a school and a company (Asta, Lele) and the platform operator (Admin).
 */
export type Perfil = 'academia' | 'ong' | 'empresa' | 'plataforma';

const PERFIS: Readonly<Record<number, Perfil>> = {
  6: 'academia',
  8: 'academia',
  9: 'ong',
  18: 'ong',
  3: 'empresa',
  15: 'empresa',
  16: 'plataforma',
};

const perfilDe = (ctx: DemoContext): Perfil => PERFIS[ctx.clientId] ?? 'empresa';

/** The list of the client's kind. */
export const doPerfil = <T>(ctx: DemoContext, lists: Readonly<Record<Perfil, readonly T[]>>): readonly T[] =>
  lists[perfilDe(ctx)];

const ROMAN = ['', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII', ' IX', ' X'];

/** The n-th name of a list, unique for every n: after the list runs out, the names come again as "II", "III"... */
export const unico = (list: readonly string[], n: number): string =>
  `${list[n % list.length]}${ROMAN[Math.floor(n / list.length)] ?? ` ${Math.floor(n / list.length) + 1}`}`;

/** A number with leading zeros. */
export const pad = (value: number, size: number): string => String(value).padStart(size, '0');

/** Lower case, no accents, hyphens between words: an address slug. */
export const slugify = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A picture on about one row in `every` (the others have none). */
export const algumasFotos = (ctx: DemoContext, every = 3): string | null =>
  ctx.n % every === 0 ? ctx.picture() : null;

/** A user of the client other than the administrator when there is one. */
export const membro = (ctx: DemoContext, salt = 0): number =>
  ctx.users.length > 1 ? ctx.users[1 + ((ctx.n + salt) % (ctx.users.length - 1))] : ctx.users[0];

/** The n-th id of a collection, spread and deterministic (null when the collection has no rows). */
export const umDe = (ctx: DemoContext, entity: string, salt = 0): number | null => {
  const ids = ctx.ids(entity);
  return ids.length ? ids[(ctx.n + salt) % ids.length] : null;
};

/** The parent of child row n when each parent gets `per` children in a row (undefined: the seed spreads them). */
export const paiDe = (ctx: DemoContext, entity: string, per: number): number | undefined => {
  const ids = ctx.ids(entity);
  return ids.length ? ids[Math.floor(ctx.n / per) % ids.length] : undefined;
};

/** A deterministic amount in reais between `min` and `max`, in steps of `step` (no more than 2 decimals). */
export const valor = (ctx: DemoContext, min: number, max: number, step = 10, salt = 0): number => {
  const steps = Math.floor((max - min) / step) + 1;
  return Math.round((min + (((ctx.n + salt) * 7) % steps) * step) * 100) / 100;
};

/** The client's domain for demo e-mail addresses. */
export const dominio = (ctx: DemoContext): string => `${slugify(ctx.clientName).replace(/-/g, '') || 'cliente'}.demo`;

/** Demo first names and surnames (people outside the user list: speakers, instructors, respondents). */
const NOMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elaine',
  'Fábio',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Karina',
  'Lucas',
  'Mariana',
  'Nelson',
  'Patrícia',
  'Rafael',
  'Sílvia',
  'Thiago',
];
const SOBRENOMES = [
  'Almeida',
  'Barbosa',
  'Cardoso',
  'Duarte',
  'Esteves',
  'Ferreira',
  'Gomes',
  'Lima',
  'Moura',
  'Nascimento',
  'Oliveira',
  'Pereira',
  'Ribeiro',
  'Santos',
  'Teixeira',
];

/** A full name for row n (first names and surnames move at different paces, so names rarely repeat). */
export const pessoa = (n: number): string =>
  `${NOMES[n % NOMES.length]} ${SOBRENOMES[(n * 7 + Math.floor(n / NOMES.length)) % SOBRENOMES.length]}`;
