import type { Language } from '@console/contract';
import { AppError } from '../../platform/errors.ts';

/**
 * The files imports keep (issue 27): a client's unfinished imports keep at most IMPORT_QUOTA_BYTES of files; an
 * imported file is deleted when its import ends. Beyond the quota, or past the largest file, the upload answers 413.
 */

const LOCALES: Record<Language, string> = { 'pt-br': 'pt-BR', en: 'en', es: 'es' };
const megabytes = (bytes: number, lang: Language) =>
  `${(bytes / 1024 / 1024).toLocaleString(LOCALES[lang], { maximumFractionDigits: 1 })} MB`;

const QUOTA = {
  'pt-br':
    'As importações não concluídas desta organização já guardam {size} de planilhas, o limite. Conclua ou descarte uma antes de enviar outra.',
  en: 'This organisation’s unfinished imports already keep {size} of spreadsheets, the limit. Finish or discard one before sending another.',
  es: 'Las importaciones no concluidas de esta organización ya guardan {size} de hojas de cálculo, el límite. Concluya o descarte una antes de enviar otra.',
} satisfies Record<Language, string>;

const TOO_LARGE = {
  'pt-br': 'O arquivo excede o limite de {size}.',
  en: 'The file exceeds the limit of {size}.',
  es: 'El archivo supera el límite de {size}.',
} satisfies Record<Language, string>;

export const quotaExceeded = (quota: number, lang: Language): AppError =>
  new AppError(413, 'tooLarge', {}, {}, { file: [QUOTA[lang].replace('{size}', megabytes(quota, lang))] });

export const tooLargeFile = (limit: number, lang: Language): AppError =>
  new AppError(413, 'tooLarge', {}, {}, { file: [TOO_LARGE[lang].replace('{size}', megabytes(limit, lang))] });
