import { Transform, type TransformCallback } from 'node:stream';
import type { Language } from '@console/contract';
import type { Config } from '../../config.ts';

/**
 * What reading one uploaded spreadsheet may cost (issue 27): a file of a few hundred KB can unzip to gigabytes, hold
 * one cell of hundreds of MB, or a csv can open a quote it never closes. Each read stops at the first limit it
 * passes, with a LimitExceeded that names it; the upload answers 422, a pass fails with the same words.
 */
export interface ReadLimits {
  /** Bytes of an xlsx unzipped, every entry together. */
  unzippedBytes: number;
  /** Characters of a cell (xlsx) or a field (csv). */
  cellChars: number;
  sharedStrings: number;
  sharedStringsBytes: number;
  columns: number;
}

/** A row's XML and any part other than sheets and shared strings (styles, workbook, relations) stay under these. */
const ROW_XML_BYTES = 64 * 1024 * 1024;
const PART_BYTES = 16 * 1024 * 1024;

export const readLimits = (config: Config): ReadLimits => ({
  unzippedBytes: config.IMPORT_MAX_UNZIPPED_BYTES,
  cellChars: config.IMPORT_MAX_CELL_CHARS,
  sharedStrings: config.IMPORT_MAX_SHARED_STRINGS,
  sharedStringsBytes: config.IMPORT_MAX_SHARED_STRINGS_BYTES,
  columns: config.IMPORT_MAX_COLUMNS,
});

export type LimitKind =
  'unzipped' | 'part' | 'cell' | 'field' | 'sharedStrings' | 'sharedStringsBytes' | 'columns' | 'row';

export class LimitExceeded extends Error {
  constructor(
    readonly kind: LimitKind,
    readonly limit: number,
  ) {
    super(`import limit ${kind} (${limit})`);
  }
}

const LOCALES: Record<Language, string> = { 'pt-br': 'pt-BR', en: 'en', es: 'es' };

const UNITS = ['bytes', 'KB', 'MB', 'GB'];

/** 536870912 -> '512 MB', in the language's number format. */
export function size(bytes: number, lang: Language): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString(LOCALES[lang], { maximumFractionDigits: 1 })} ${UNITS[unit]}`;
}

const TEXTS: Record<LimitKind, Record<Language, string>> = {
  unzipped: {
    'pt-br': 'A planilha descompactada passa do limite de {size}.',
    en: 'The unzipped spreadsheet exceeds the limit of {size}.',
    es: 'La hoja de cálculo descomprimida supera el límite de {size}.',
  },
  part: {
    'pt-br': 'Uma parte da planilha (estilos, pastas ou relações) passa do limite de {size} descompactada.',
    en: 'A part of the spreadsheet (styles, workbook or relations) exceeds the limit of {size} unzipped.',
    es: 'Una parte de la hoja de cálculo (estilos, libro o relaciones) supera el límite de {size} descomprimida.',
  },
  cell: {
    'pt-br': 'Uma célula da planilha passa do limite de {n} caracteres.',
    en: 'A cell of the spreadsheet exceeds the limit of {n} characters.',
    es: 'Una celda de la hoja de cálculo supera el límite de {n} caracteres.',
  },
  field: {
    'pt-br': 'Um campo do CSV passa do limite de {n} caracteres (confira se há aspas sem fechamento).',
    en: 'A CSV field exceeds the limit of {n} characters (check for a quote that is never closed).',
    es: 'Un campo del CSV supera el límite de {n} caracteres (revise si hay comillas sin cerrar).',
  },
  sharedStrings: {
    'pt-br': 'A planilha passa do limite de {n} textos compartilhados.',
    en: 'The spreadsheet exceeds the limit of {n} shared strings.',
    es: 'La hoja de cálculo supera el límite de {n} textos compartidos.',
  },
  sharedStringsBytes: {
    'pt-br': 'Os textos compartilhados da planilha passam do limite de {size} descompactados.',
    en: 'The spreadsheet’s shared strings exceed the limit of {size} unzipped.',
    es: 'Los textos compartidos de la hoja de cálculo superan el límite de {size} descomprimidos.',
  },
  columns: {
    'pt-br': 'A planilha passa do limite de {n} colunas.',
    en: 'The spreadsheet exceeds the limit of {n} columns.',
    es: 'La hoja de cálculo supera el límite de {n} columnas.',
  },
  row: {
    'pt-br': 'Uma linha da planilha passa do limite de {size}.',
    en: 'A row of the spreadsheet exceeds the limit of {size}.',
    es: 'Una fila de la hoja de cálculo supera el límite de {size}.',
  },
};

/** The limit in the user's words, with its value. */
export function limitMessage(error: LimitExceeded, lang: Language): string {
  return TEXTS[error.kind][lang]
    .replace('{n}', error.limit.toLocaleString(LOCALES[lang]))
    .replace('{size}', size(error.limit, lang));
}

/** '10.000' -> 10000, '1,5 MB' -> 1572864: a limit as limitMessage wrote it in Portuguese. */
function limitOf(text: string): number | undefined {
  const parts = /^(\d{1,3}(?:\.\d{3})*(?:,\d+)?)(?: (bytes|KB|MB|GB))?$/.exec(text);
  if (!parts) return undefined;
  const value = Number(parts[1].replace(/\./g, '').replace(',', '.'));
  return Math.round(value * 1024 ** Math.max(0, UNITS.indexOf(parts[2] ?? 'bytes')));
}

/**
 * A limit's message as a pass stores it (Portuguese, since the job is read in any language) in the reader's language;
 * undefined when the message names no limit.
 */
export function limitMessageIn(message: string, lang: Language): string | undefined {
  for (const kind of Object.keys(TEXTS) as LimitKind[]) {
    const [before = '', after = ''] = TEXTS[kind]['pt-br'].split(/\{n\}|\{size\}/);
    if (!message.startsWith(before) || !message.endsWith(after)) continue;
    const limit = limitOf(message.slice(before.length, message.length - after.length));
    if (limit !== undefined) return limitMessage(new LimitExceeded(kind, limit), lang);
  }
  return undefined;
}

/** A sheet, the shared strings, another part exceljs parses, or one it does not read (only its bytes count). */
export type PartKind = 'sheet' | 'sharedStrings' | 'other' | 'drained';

const LT = 0x3c;
const GT = 0x3e;
const CLOSE_SI = Buffer.from('</si>');
const EMPTY_SI = Buffer.from('<si/>');
const ROW = Buffer.from('<row');

function count(haystack: Buffer, needle: Buffer): number {
  let n = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) n++;
  return n;
}

/**
 * Watches one unzipped part of an xlsx on its way to the XML parser, before anything is built from it: the bytes of
 * the whole archive (`budget`, shared by its parts), of this part, of any run of text or attributes between two
 * tags' brackets (a cell's value; an entity makes a character at most ten bytes), of a row's XML, and the number of
 * shared strings.
 */
export class PartGuard extends Transform {
  private bytes = 0;
  private run = 0;
  private sinceRow = 0;
  private strings = 0;
  private tail = Buffer.alloc(0);
  private readonly maxRun: number;

  constructor(
    private readonly kind: PartKind,
    private readonly limits: ReadLimits,
    private readonly budget: { left: number },
  ) {
    super();
    this.maxRun = limits.cellChars * 10 + 1024;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      this.check(chunk);
      done(null, chunk);
    } catch (error) {
      done(error as Error);
    }
  }

  private check(chunk: Buffer): void {
    const { limits } = this;
    this.budget.left -= chunk.length;
    if (this.budget.left < 0) throw new LimitExceeded('unzipped', limits.unzippedBytes);
    this.bytes += chunk.length;
    if (this.kind === 'drained') return;
    if (this.kind === 'other' && this.bytes > PART_BYTES) throw new LimitExceeded('part', PART_BYTES);
    if (this.kind === 'sharedStrings' && this.bytes > limits.sharedStringsBytes)
      throw new LimitExceeded('sharedStringsBytes', limits.sharedStringsBytes);
    for (let i = 0; ;) {
      const lt = chunk.indexOf(LT, i);
      const gt = chunk.indexOf(GT, i);
      const next = lt === -1 ? gt : gt === -1 ? lt : Math.min(lt, gt);
      this.run += (next === -1 ? chunk.length : next) - i;
      if (this.run > this.maxRun) throw new LimitExceeded('cell', limits.cellChars);
      if (next === -1) break;
      this.run = 0;
      i = next + 1;
    }
    if (this.kind === 'other') return;
    // The tail keeps a tag cut between two chunks; it is shorter than the tags looked for, so none counts twice.
    const seen = Buffer.concat([this.tail, chunk]);
    this.tail = seen.subarray(Math.max(0, seen.length - 4));
    if (this.kind === 'sharedStrings') {
      this.strings += count(seen, CLOSE_SI) + count(seen, EMPTY_SI);
      if (this.strings > limits.sharedStrings) throw new LimitExceeded('sharedStrings', limits.sharedStrings);
      return;
    }
    const lastRow = seen.lastIndexOf(ROW);
    this.sinceRow = lastRow === -1 ? this.sinceRow + chunk.length : seen.length - lastRow;
    if (this.sinceRow > ROW_XML_BYTES) throw new LimitExceeded('row', ROW_XML_BYTES);
  }
}
