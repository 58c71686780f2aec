import { IMPORT_MAX_ROWS, IMPORT_MESSAGES, type Language } from '@console/contract';
import { limitMessageIn } from './limits.ts';
import { byPatterns, errorWorded, fieldMessageIn, otherLanguage, patternOf } from '../../platform/field-messages.ts';

/**
 * An import's messages in the reader's language (issue 27). A pass stores each row's error, and the job its failure,
 * in Portuguese (the product's default, and what jobs stored before kept): they are worded in the language of whoever
 * reads them (the errors' page, the error report, the job), so a job stays readable in any language, old ones too.
 */

type Key = keyof typeof IMPORT_MESSAGES;

const WORDING: Record<Key, Record<'en' | 'es', string>> = {
  fileType: {
    en: 'Send an .xlsx spreadsheet or a .csv file.',
    es: 'Envíe una hoja de cálculo .xlsx o un archivo .csv.',
  },
  fileEmpty: { en: 'The spreadsheet has no header row.', es: 'La hoja de cálculo no tiene fila de encabezado.' },
  tooManyRows: {
    en: `The spreadsheet has more than ${IMPORT_MAX_ROWS.toLocaleString('en')} rows.`,
    es: `La hoja de cálculo supera las ${IMPORT_MAX_ROWS.toLocaleString('es')} filas.`,
  },
  unreadable: { en: 'The spreadsheet could not be read.', es: 'No fue posible leer la hoja de cálculo.' },
  mappingLength: {
    en: 'The mapping must have one entry per column.',
    es: 'El mapeo debe tener una entrada por columna.',
  },
  unknownField: { en: 'No such field in this register.', es: 'Campo inexistente en este registro.' },
  fieldTwice: {
    en: 'This field was chosen for more than one column.',
    es: 'Este campo fue elegido para más de una columna.',
  },
  requiredUnmapped: { en: 'Required field without a column.', es: 'Campo obligatorio sin columna.' },
  busy: { en: 'This import is already running.', es: 'Esta importación ya está en curso.' },
  notChecked: { en: 'Run the dry run before importing.', es: 'Haga la simulación antes de importar.' },
  done: { en: 'This import has already finished.', es: 'Esta importación ya fue concluida.' },
  unique: { en: 'A record with this value already exists.', es: 'Ya existe un registro con este valor.' },
  reference: { en: 'Record not found in this organisation.', es: 'Registro no encontrado en esta organización.' },
  duplicateInFile: {
    en: 'Value repeated in the spreadsheet (row {n}).',
    es: 'Valor repetido en la hoja de cálculo (fila {n}).',
  },
  interrupted: {
    en: 'The import was interrupted. Run it again to continue where it stopped.',
    es: 'La importación fue interrumpida. Ejecútela de nuevo para continuar donde se detuvo.',
  },
  stopped: {
    en: 'The import stopped at row {n}. Run it again to continue where it stopped.',
    es: 'La importación se detuvo en la fila {n}. Ejecútela de nuevo para continuar donde se detuvo.',
  },
  createOnly: {
    en: 'A record with this value already exists and the import only creates new records.',
    es: 'Ya existe un registro con este valor y la importación solo crea registros nuevos.',
  },
  updateOnly: {
    en: 'No record with this value to update and the import only updates existing records.',
    es: 'Ningún registro con este valor para actualizar y la importación solo actualiza registros existentes.',
  },
  importerSelf: {
    en: 'The import does not change the user who runs it.',
    es: 'La importación no modifica al propio usuario que importa.',
  },
  importerOutranked: {
    en: 'The import does not change a user with permissions you do not hold.',
    es: 'La importación no modifica a un usuario con permisos que usted no posee.',
  },
  modeChanged: {
    en: 'The mode changed since the dry run: run the dry run again before importing.',
    es: 'El modo cambió desde la simulación: haga la simulación de nuevo antes de importar.',
  },
  discarded: {
    en: 'The spreadsheet was discarded after 3 days unused. Send it again to import.',
    es: 'La hoja de cálculo se descartó tras 3 días sin uso. Envíela de nuevo para importar.',
  },
};

const PATTERNS = (Object.keys(IMPORT_MESSAGES) as Key[]).map((key) => patternOf(IMPORT_MESSAGES[key], WORDING[key]));

/** A failed write's reason, as pass.ts words it. */
const WRITE_ERROR = 'erro ao gravar: ';
const WRITE_ERROR_IN = { en: 'write error: ', es: 'error al grabar: ' };
/** `stopped(n) (reason)`: where an import stopped and why. */
const STOPPED_BECAUSE = /^(.+\.) \((.+)\)$/s;

/** One of an import's Portuguese messages (a row's error, a job's failure) in a language; unknown ones as they came. */
export function importMessageIn(message: string, lang: Language): string {
  const other = otherLanguage(lang);
  if (!other) return message;
  const own = byPatterns(message, PATTERNS, other);
  if (own !== undefined) return own;
  const limit = limitMessageIn(message, lang);
  if (limit !== undefined) return limit;
  if (message.startsWith(WRITE_ERROR)) return WRITE_ERROR_IN[other] + message.slice(WRITE_ERROR.length);
  const parts = STOPPED_BECAUSE.exec(message);
  if (parts) {
    const where = byPatterns(parts[1], PATTERNS, other);
    if (where !== undefined) return `${where} (${importMessageIn(parts[2], lang)})`;
  }
  return fieldMessageIn(message, other);
}

/** An error of the import routes with its messages by field in the request's language (a 422 naming the mapping's faults). */
export const importErrorIn = (error: unknown, lang: Language): unknown =>
  errorWorded(error, (message) => importMessageIn(message, lang));
