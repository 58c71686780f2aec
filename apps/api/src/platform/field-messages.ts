import { AppError } from './errors.ts';
import { COLLECTION_MESSAGES, MAX_TAG_LENGTH, PASSWORD_MIN_LENGTH, USER_MESSAGES } from '@console/contract';

/**
 * Messages by field in a language (issue 27): the contract's schemas and the services speak Portuguese (the product's
 * default), and an answer or a stored message (an import's errors) is put in the reader's language from that text. A
 * message not known here is left as it is. `lang` is a product language (pt-br, en, es) or the envelope's ('pt').
 */

type Other = 'en' | 'es';
type Wording = Record<Other, string>;
type CollectionKey = keyof typeof COLLECTION_MESSAGES;

/** The collections' contract messages (COLLECTION_MESSAGES) in English and Spanish; {n} is a message's number. */
const COLLECTIONS: Record<CollectionKey, Wording> = {
  required: { en: 'Required field.', es: 'Campo obligatorio.' },
  text: { en: 'Enter a text.', es: 'Indique un texto.' },
  date: { en: 'Invalid date: use YYYY-MM-DD.', es: 'Fecha inválida: use AAAA-MM-DD.' },
  datetime: { en: 'Invalid date and time.', es: 'Fecha y hora inválidas.' },
  money: {
    en: 'Invalid amount in reais: up to 2 decimals, no negatives.',
    es: 'Importe en reales inválido: hasta 2 decimales, sin negativos.',
  },
  media: {
    en: 'Send the file through the upload dialog or give an https address.',
    es: 'Envíe el archivo por el diálogo de carga o indique una dirección https.',
  },
  url: { en: 'Invalid address: use http:// or https://.', es: 'Dirección inválida: use http:// o https://.' },
  email: { en: 'Invalid e-mail.', es: 'Correo electrónico inválido.' },
  integer: { en: 'Enter a whole number.', es: 'Indique un número entero.' },
  number: { en: 'Enter a number.', es: 'Indique un número.' },
  option: { en: 'Invalid option.', es: 'Opción inválida.' },
  reference: { en: "Give a record's code.", es: 'Indique el código de un registro.' },
  tag: {
    en: `Each tag has 1 to ${MAX_TAG_LENGTH} characters.`,
    es: `Cada etiqueta tiene de 1 a ${MAX_TAG_LENGTH} caracteres.`,
  },
  tooShort: { en: 'At least {n} character(s).', es: 'Mínimo de {n} carácter(es).' },
  tooLong: { en: 'At most {n} characters.', es: 'Máximo de {n} caracteres.' },
  below: { en: 'The smallest accepted value is {n}.', es: 'El menor valor aceptado es {n}.' },
  above: { en: 'The largest accepted value is {n}.', es: 'El mayor valor aceptado es {n}.' },
  tooMany: { en: 'At most {n} tags.', es: 'Como máximo {n} etiquetas.' },
  tooManyRefs: { en: 'At most {n} records.', es: 'Como máximo {n} registros.' },
  periodEnd: { en: 'The end cannot be before the start.', es: 'El fin no puede ser anterior al inicio.' },
  kept: {
    en: 'Field computed by the platform: it cannot be sent.',
    es: 'Campo calculado por la plataforma: no se puede enviar.',
  },
  together: {
    en: 'A record with this combination already exists.',
    es: 'Ya existe un registro con esta combinación.',
  },
  audience: {
    en: 'Invalid audience: choose who receives it (everyone, groups, regions, units, members or a rule).',
    es: 'Público inválido: elija quién lo recibe (todos, grupos, regionales, unidades, miembros o una regla).',
  },
};

/** The users' messages (USER_MESSAGES), as their create, update and import answer them. */
const USERS: Record<keyof typeof USER_MESSAGES, Wording> = {
  notAllowed: { en: 'field not allowed', es: 'campo no permitido' },
  name: { en: 'Enter the name (2 to 120 characters).', es: 'Indique el nombre (de 2 a 120 caracteres).' },
  email: { en: 'Invalid e-mail.', es: 'Correo electrónico inválido.' },
  emailTaken: { en: 'This e-mail is already registered.', es: 'Este correo electrónico ya está registrado.' },
  cpf: { en: 'Invalid CPF.', es: 'CPF inválido.' },
  cpfTaken: { en: 'This CPF is already registered.', es: 'Este CPF ya está registrado.' },
  phone: {
    en: 'Invalid phone: give the area code and the number.',
    es: 'Teléfono inválido: indique el código de área y el número.',
  },
  birthDate: { en: 'Invalid date of birth: use DD/MM/YYYY.', es: 'Fecha de nacimiento inválida: use DD/MM/AAAA.' },
  birthDateFuture: {
    en: 'The date of birth cannot be in the future.',
    es: 'La fecha de nacimiento no puede estar en el futuro.',
  },
  postalCode: {
    en: 'Invalid postal code (CEP): give 8 digits.',
    es: 'Código postal (CEP) inválido: indique 8 dígitos.',
  },
  passwordShort: {
    en: `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
    es: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  },
  passwordCommon: {
    en: 'This password is too common. Choose another one.',
    es: 'Esta contraseña es demasiado común. Elija otra.',
  },
  required: { en: 'Required field.', es: 'Campo obligatorio.' },
  option: { en: 'Invalid option.', es: 'Opción inválida.' },
  group: { en: 'No such group.', es: 'Grupo inexistente.' },
  regional: { en: 'No such region.', es: 'Regional inexistente.' },
  unidade: { en: 'No such branch.', es: 'Unidad inexistente.' },
  cargo: { en: 'No such job role.', es: 'Cargo inexistente.' },
  tokenInvalid: { en: 'Invalid password setup link.', es: 'Enlace de definición de contraseña inválido.' },
  tokenUsed: {
    en: 'This link was already used. Ask the administrator for a new one.',
    es: 'Este enlace ya fue usado. Pida uno nuevo al administrador.',
  },
  tokenExpired: {
    en: 'This link has expired. Ask the administrator for a new one.',
    es: 'Este enlace caducó. Pida uno nuevo al administrador.',
  },
  selfDelete: { en: 'You cannot delete your own user.', es: 'No puede eliminar su propio usuario.' },
  selfDeactivate: { en: 'You cannot deactivate your own user.', es: 'No puede desactivar su propio usuario.' },
};

/** The services' own messages, by their Portuguese text (collections' service and list, the user form's rules). */
const OWN: Record<string, Wording> = {
  'Já existe um registro com este valor.': {
    en: 'A record with this value already exists.',
    es: 'Ya existe un registro con este valor.',
  },
  'Registro não encontrado nesta organização.': {
    en: 'Record not found in this organisation.',
    es: 'Registro no encontrado en esta organización.',
  },
  'Use imagens da biblioteca desta organização ou endereços https.': {
    en: "Use images of this organisation's library or https addresses.",
    es: 'Use imágenes de la biblioteca de esta organización o direcciones https.',
  },
  'Versão não encontrada.': { en: 'Version not found.', es: 'Versión no encontrada.' },
  'Envie uma imagem (PNG, JPG ou GIF).': {
    en: 'Send an image (PNG, JPG or GIF).',
    es: 'Envíe una imagen (PNG, JPG o GIF).',
  },
  'Filtro inválido.': { en: 'Invalid filter.', es: 'Filtro inválido.' },
  'Valor inválido.': { en: 'Invalid value.', es: 'Valor inválido.' },
  'Data inválida: use DD/MM/AAAA.': { en: 'Invalid date: use DD/MM/YYYY.', es: 'Fecha inválida: use DD/MM/AAAA.' },
  'UF inválida.': { en: 'Invalid state.', es: 'Estado inválido.' },
  'Este item pertence a outro registro: escolha um do mesmo.': {
    en: 'This item belongs to another record: choose one of the same.',
    es: 'Este elemento pertenece a otro registro: elija uno del mismo.',
  },
  'Esta enquete aceita um voto por membro.': {
    en: 'This poll takes one vote per member.',
    es: 'Este sondeo acepta un voto por miembro.',
  },
  'Este voucher atingiu o seu limite de usos.': {
    en: 'This voucher has reached its limit of uses.',
    es: 'Este cupón alcanzó su límite de usos.',
  },
  'Este voucher está inativo.': { en: 'This voucher is inactive.', es: 'Este cupón está inactivo.' },
  'Este voucher não vale na data do uso.': {
    en: 'This voucher is not valid on the date of the use.',
    es: 'Este cupón no vale en la fecha del uso.',
  },
  'Este comunicado não pede confirmação de leitura.': {
    en: 'This announcement does not ask for a read confirmation.',
    es: 'Este comunicado no pide confirmación de lectura.',
  },
  'Este lead já foi convertido.': {
    en: 'This lead was already converted.',
    es: 'Este lead ya fue convertido.',
  },
  'Turma sem vagas: não há vaga para esta matrícula.': {
    en: 'Cohort full: there is no seat for this enrolment.',
    es: 'Grupo sin plazas: no hay plaza para esta matrícula.',
  },
  'Este participante não está matriculado nesta turma.': {
    en: 'This participant is not enrolled in this cohort.',
    es: 'Este participante no está matriculado en este grupo.',
  },
  'Evento esgotado: não há vaga para confirmar esta inscrição.': {
    en: 'Event sold out: there is no seat to confirm this registration.',
    es: 'Evento agotado: no hay plaza para confirmar esta inscripción.',
  },
};

/** Messages naming a person between a fixed start and end: the name kept, the words around it in the language. */
const NAMED: readonly { prefix: string; suffix: string; wording: Wording }[] = [
  {
    prefix: 'Este e-mail já pertence ao membro ',
    suffix: '.',
    wording: {
      en: 'This e-mail already belongs to the member {name}.',
      es: 'Este correo electrónico ya pertenece al miembro {name}.',
    },
  },
];

/** A lead's e-mail that a member of the client already has (its conversion refused), naming the member. */
export const emailOfMember = (name: string): string => `${NAMED[0]!.prefix}${name}${NAMED[0]!.suffix}`;

function byName(message: string, lang: Other): string | undefined {
  const found = NAMED.find((n) => message.startsWith(n.prefix) && message.endsWith(n.suffix));
  return found?.wording[lang].replace('{name}', message.slice(found.prefix.length, -found.suffix.length || undefined));
}

const FIXED = new Map<string, Wording>([
  ...Object.entries(OWN),
  ...(Object.keys(USERS) as (keyof typeof USER_MESSAGES)[]).map((key) => [USER_MESSAGES[key], USERS[key]] as const),
]);

/** A number the message functions are called with to learn their wording around it. */
const PROBE = 987654321;

export interface Pattern {
  prefix: string;
  suffix: string;
  fixed: boolean;
  wording: Wording;
}

/** A message (a text, or a function of a number) as a pattern: a fixed one whole, one with a number around it. */
export function patternOf(entry: string | ((n: number) => string), wording: Wording): Pattern {
  if (typeof entry === 'string') return { prefix: entry, suffix: '', fixed: true, wording };
  const [prefix = '', suffix = ''] = entry(PROBE).split(String(PROBE));
  return { prefix, suffix, fixed: false, wording };
}

const PATTERNS = (Object.keys(COLLECTION_MESSAGES) as CollectionKey[]).map((key) =>
  patternOf(COLLECTION_MESSAGES[key], COLLECTIONS[key]),
);

/** The language's wording of a message that matches one of the patterns, else undefined. */
export function byPatterns(message: string, patterns: readonly Pattern[], lang: Other): string | undefined {
  for (const { prefix, suffix, fixed, wording } of patterns) {
    if (fixed) {
      if (message === prefix) return wording[lang];
      continue;
    }
    if (!message.startsWith(prefix) || !message.endsWith(suffix)) continue;
    const number = message.slice(prefix.length, message.length - suffix.length);
    if (/^-?\d+(\.\d+)?$/.test(number)) return wording[lang].replace('{n}', number);
  }
  return undefined;
}

/** en or es when the language is one of them; Portuguese (any other) needs no wording. */
export const otherLanguage = (lang: string): Other | null => (lang === 'en' || lang === 'es' ? lang : null);

/** One Portuguese message by field in a language; unknown ones as they came. */
export function fieldMessageIn(message: string, lang: string): string {
  const other = otherLanguage(lang);
  if (!other) return message;
  return FIXED.get(message)?.[other] ?? byPatterns(message, PATTERNS, other) ?? byName(message, other) ?? message;
}

/** An error with its messages by field worded by `word` (a module's Portuguese texts in the request's language). */
export function errorWorded(error: unknown, word: (message: string) => string): unknown {
  if (!(error instanceof AppError) || !error.errors) return error;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([field, messages]) => [field, messages.map(word)]),
  );
  return new AppError(error.statusCode, error.key, error.params, error.headers, errors);
}
