import { COLLECTION_MESSAGES, MAX_TAG_LENGTH } from '@console/contract';
import { AppError, languageOf } from '../../platform/errors.ts';

/**
 * The collections' field messages in the request's language, like the envelope's own message: the contract's schemas
 * and the service speak Portuguese (the product's default); an answer to an English or Spanish request carries its
 * messages by field in that language. A message not known here is left as it is.
 */

type Lang = ReturnType<typeof languageOf>;
type Other = Exclude<Lang, 'pt'>;
type MessageKey = keyof typeof COLLECTION_MESSAGES;

/** The contract's messages (COLLECTION_MESSAGES) in English and Spanish; {n} is a message's number. */
const CONTRACT: Record<MessageKey, Record<Other, string>> = {
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
};

/** The service's and the list's own messages (service.ts, listing.ts), by their Portuguese text. */
const OWN: Record<string, Record<Other, string>> = {
  'Já existe um registro com este valor.': {
    en: 'A record with this value already exists.',
    es: 'Ya existe un registro con este valor.',
  },
  'Registro não encontrado nesta organização.': {
    en: 'Record not found in this organisation.',
    es: 'Registro no encontrado en esta organización.',
  },
  'Envie uma imagem (PNG, JPG ou GIF).': {
    en: 'Send an image (PNG, JPG or GIF).',
    es: 'Envíe una imagen (PNG, JPG o GIF).',
  },
  'Filtro inválido.': { en: 'Invalid filter.', es: 'Filtro inválido.' },
};

/** A number the message functions are called with to learn their wording around it. */
const PROBE = 987654321;

/** Each contract message as a pattern: fixed ones whole, the ones with a number around that number. */
const PATTERNS = (Object.keys(COLLECTION_MESSAGES) as MessageKey[]).map((key) => {
  const entry = COLLECTION_MESSAGES[key];
  if (typeof entry === 'string') return { key, prefix: entry, suffix: '', fixed: true };
  const [prefix = '', suffix = ''] = entry(PROBE).split(String(PROBE));
  return { key, prefix, suffix, fixed: false };
});

/** One Portuguese message of the collections in a language; unknown ones as they came. */
export function collectionMessageIn(message: string, lang: Lang): string {
  if (lang === 'pt') return message;
  const own = OWN[message];
  if (own) return own[lang];
  for (const { key, prefix, suffix, fixed } of PATTERNS) {
    if (fixed) {
      if (message === prefix) return CONTRACT[key][lang];
      continue;
    }
    if (!message.startsWith(prefix) || !message.endsWith(suffix)) continue;
    const number = message.slice(prefix.length, message.length - suffix.length);
    if (/^-?\d+(\.\d+)?$/.test(number)) return CONTRACT[key][lang].replace('{n}', number);
  }
  return message;
}

/** An error whose messages by field are put in the language; any other error as it is. */
export function inLanguage(error: unknown, lang: Lang): unknown {
  if (!(error instanceof AppError) || !error.errors || lang === 'pt') return error;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([field, messages]) => [
      field,
      messages.map((text) => collectionMessageIn(text, lang)),
    ]),
  );
  return new AppError(error.statusCode, error.key, error.params, error.headers, errors);
}
