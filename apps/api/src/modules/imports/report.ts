import type { Readable } from 'node:stream';
import type { Language } from '@console/contract';
import { exportStream } from '../../platform/export/file.ts';
import { importMessageIn } from './messages.ts';
import type { ErrorRow } from './repo.ts';

/** The errors of a pass as an xlsx, streamed from their batches: row, column, value, message in the reader's language. */
export function errorReport(
  batches: AsyncIterable<ErrorRow[]>,
  lang: Language,
  onError: (error: unknown) => void,
): Readable {
  return exportStream(
    {
      format: 'xlsx',
      lang,
      sheet: { 'pt-br': 'Erros', en: 'Errors', es: 'Errores' },
      columns: [
        { label: { 'pt-br': 'Linha', en: 'Row', es: 'Fila' }, format: 'number', width: 8, value: (e) => e.row },
        {
          label: { 'pt-br': 'Coluna', en: 'Column', es: 'Columna' },
          format: 'text',
          width: 24,
          value: (e) => e.column,
        },
        { label: { 'pt-br': 'Valor', en: 'Value', es: 'Valor' }, format: 'text', width: 30, value: (e) => e.value },
        {
          label: { 'pt-br': 'Mensagem', en: 'Message', es: 'Mensaje' },
          format: 'text',
          width: 60,
          value: (e) => importMessageIn(e.message, lang),
        },
      ],
      batches,
    },
    async () => {},
    onError,
  );
}
