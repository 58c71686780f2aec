import type { Language } from '@console/contract';
import { AppError } from '../../platform/errors.ts';

/**
 * The files imports keep (issue 27): a client's unfinished imports keep at most IMPORT_QUOTA_BYTES of files; an
 * imported file is deleted when its import ends, an idle one's (3 days without a pass) at the client's next upload.
 * Beyond the quota, or past the largest file, the upload answers 413.
 */

import { size as megabytes } from './limits.ts';

const QUOTA = {
  'pt-br':
    'As importações não concluídas desta organização já guardam {size} de planilhas, o limite. Conclua uma antes de enviar outra (a planilha de uma importação parada há 3 dias é descartada).',
  en: 'This organisation’s unfinished imports already keep {size} of spreadsheets, the limit. Finish one before sending another (the spreadsheet of an import idle for 3 days is discarded).',
  es: 'Las importaciones no concluidas de esta organización ya guardan {size} de hojas de cálculo, el límite. Concluya una antes de enviar otra (la hoja de una importación detenida por 3 días se descarta).',
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
