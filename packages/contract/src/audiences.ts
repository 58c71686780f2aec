import { z } from 'zod';

/**
 * Who a message reaches (issue 29, the `audience` field kind): everyone, some groups, regionals or units, chosen
 * members, or a rule over user fields (every condition must hold: "members of unit X who have not signed in for 30
 * days"). Stored as JSON in the row; the API resolves it to the client's active users, counts the estimated reach
 * before sending, and materialises the recipients when it sends.
 */

/** The kinds that name rows by id, and the collection (or users) their ids come from. */
export const AUDIENCE_ID_KINDS = {
  grupos: 'grupos',
  regionais: 'regional',
  unidades: 'unidades',
  membros: 'usuarios',
} as const;
type IdKind = keyof typeof AUDIENCE_ID_KINDS;

/** Conditions of a rule, by the kind of value each takes. */
export const AUDIENCE_RULE_REFERENCES = {
  unidade: 'unidades',
  regional: 'regional',
  grupo: 'grupos',
  cargo: 'cargos',
} as const;
/** Day counts: not signed in for at least N days (or never), signed in within N days, joined within N days. */
export const AUDIENCE_RULE_DAYS = ['sem_acesso_dias', 'acessou_dias', 'cadastro_dias'] as const;
export const AUDIENCE_LANGUAGES = ['pt-br', 'en', 'es'] as const;

/** The longest list of ids an audience names, and of conditions a rule holds. */
export const MAX_AUDIENCE_IDS = 500;
export const MAX_AUDIENCE_CONDITIONS = 10;
const MAX_DAYS = 3650;

const id = z.number().int().positive();
const ids = z.array(id).min(1).max(MAX_AUDIENCE_IDS);
const referenceCampos = Object.keys(AUDIENCE_RULE_REFERENCES) as [keyof typeof AUDIENCE_RULE_REFERENCES];

const condition = z.discriminatedUnion('campo', [
  ...referenceCampos.map((campo) => z.object({ campo: z.literal(campo), valor: id })),
  ...AUDIENCE_RULE_DAYS.map((campo) =>
    z.object({ campo: z.literal(campo), valor: z.number().int().min(1).max(MAX_DAYS) }),
  ),
  z.object({ campo: z.literal('idioma'), valor: z.enum(AUDIENCE_LANGUAGES) }),
  z.object({ campo: z.literal('aniversario_mes'), valor: z.number().int().min(1).max(12) }),
] as unknown as [z.ZodObject, ...z.ZodObject[]]);

export const audienceSchema = z.discriminatedUnion('tipo', [
  z.strictObject({ tipo: z.literal('todos') }),
  ...(Object.keys(AUDIENCE_ID_KINDS) as IdKind[]).map((tipo) => z.strictObject({ tipo: z.literal(tipo), ids })),
  z.strictObject({ tipo: z.literal('regra'), condicoes: z.array(condition).min(1).max(MAX_AUDIENCE_CONDITIONS) }),
] as unknown as [z.ZodObject, ...z.ZodObject[]]);

export type AudienceCondition =
  | { campo: keyof typeof AUDIENCE_RULE_REFERENCES; valor: number }
  | { campo: (typeof AUDIENCE_RULE_DAYS)[number]; valor: number }
  | { campo: 'idioma'; valor: (typeof AUDIENCE_LANGUAGES)[number] }
  | { campo: 'aniversario_mes'; valor: number };
export type Audience =
  { tipo: 'todos' } | { tipo: IdKind; ids: number[] } | { tipo: 'regra'; condicoes: AudienceCondition[] };
export type AudienceKind = Audience['tipo'];
export const AUDIENCE_KINDS: readonly AudienceKind[] = [
  'todos',
  ...(Object.keys(AUDIENCE_ID_KINDS) as IdKind[]),
  'regra',
];

/** Everyone: the default of an audience field (JSON, as a field's default is text). */
export const AUDIENCE_EVERYONE = '{"tipo":"todos"}';

/** The path segment of a collection's estimated reach: `POST …/<entity>/alcance` with `{ publico }`. */
export const AUDIENCE_REACH_SEGMENT = 'alcance';
export const audienceReachBody = z.object({ publico: z.unknown() });
export const audienceReach = z.object({
  /** Active users the audience reaches now (the send counts again when it materialises). */
  alcance: z.number().int().nonnegative(),
});
export type AudienceReach = z.infer<typeof audienceReach>;

/** An audience as a row stores it (JSON text), or null when the text is not one. */
export function parseAudience(value: unknown): Audience | null {
  if (value == null) return null;
  try {
    const parsed = audienceSchema.safeParse(typeof value === 'string' ? JSON.parse(value) : value);
    return parsed.success ? (parsed.data as Audience) : null;
  } catch {
    return null;
  }
}

type Lang = 'pt-br' | 'en' | 'es';
const KIND_WORDS: Record<AudienceKind, Record<Lang, string>> = {
  todos: { 'pt-br': 'Todos', en: 'Everyone', es: 'Todos' },
  grupos: { 'pt-br': 'Grupos', en: 'Groups', es: 'Grupos' },
  regionais: { 'pt-br': 'Regionais', en: 'Regions', es: 'Regionales' },
  unidades: { 'pt-br': 'Unidades', en: 'Units', es: 'Unidades' },
  membros: { 'pt-br': 'Membros escolhidos', en: 'Chosen members', es: 'Miembros elegidos' },
  regra: { 'pt-br': 'Regra', en: 'Rule', es: 'Regla' },
};

/** An audience in a few words (exports, history): its kind, and how many ids or conditions it holds. */
export function audienceSummary(audience: Audience, lang: Lang): string {
  const word = KIND_WORDS[audience.tipo][lang];
  if (audience.tipo === 'todos') return word;
  return `${word} (${audience.tipo === 'regra' ? audience.condicoes.length : audience.ids.length})`;
}
