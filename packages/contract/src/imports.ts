import { z } from 'zod';
import { ok, paginated, pageQuery } from './envelope.ts';

/**
 * Bulk import with a dry run (issue 15): a spreadsheet (xlsx or csv) is uploaded for a target (users, or a
 * collection whose definition has `import`), its columns are mapped to the target's fields, a dry run checks every
 * row with the API's own rules without writing, then the import writes in batches and can resume where it stopped.
 * Both passes run in the background; the console polls the job.
 */

export const IMPORTS_BASE = '/api/v2/admin/imports';
/** The users' target; every other target is a collection's entity. */
export const USERS_IMPORT_TARGET = 'usuarios';
/** The sub-tag an area needs to import (`usuarios.importar`, `<collection tag>.importar`). */
export const IMPORT_SUB = 'importar';

/** `/api/v2/admin/imports/{target}` (POST uploads), `/{id}` (GET the job) and its actions. */
export const importPath = (
  target: string,
  id?: number,
  action?: 'mapping' | 'dry-run' | 'run' | 'errors' | 'report',
): string => [IMPORTS_BASE, target, ...(id === undefined ? [] : [String(id)]), ...(action ? [action] : [])].join('/');

/** Largest file an import takes, and how many rows it reads. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 1_000_000;
/** Rows of the file shown on the mapping step. */
export const IMPORT_PREVIEW_ROWS = 5;
/** Columns a sheet may have (the mapping holds one entry per column). */
export const IMPORT_MAX_COLUMNS = 500;

/** What an import may do to the rows it matches: create new ones only, update existing ones only, or both. */
export const IMPORT_MODES = ['create', 'update', 'both'] as const;
export const importMode = z.enum(IMPORT_MODES);
export type ImportMode = z.infer<typeof importMode>;

export const IMPORT_STATUSES = ['uploaded', 'checking', 'checked', 'importing', 'imported', 'failed'] as const;
export const importStatus = z.enum(IMPORT_STATUSES);
export type ImportStatus = z.infer<typeof importStatus>;

export const IMPORT_MESSAGES = {
  fileType: 'Envie uma planilha .xlsx ou um arquivo .csv.',
  fileEmpty: 'A planilha não tem linha de cabeçalho.',
  tooManyRows: `A planilha passa de ${IMPORT_MAX_ROWS.toLocaleString('pt-BR')} linhas.`,
  unreadable: 'Não foi possível ler a planilha.',
  mappingLength: 'O mapeamento deve ter uma entrada por coluna.',
  unknownField: 'Campo inexistente neste cadastro.',
  fieldTwice: 'Este campo foi escolhido para mais de uma coluna.',
  requiredUnmapped: 'Campo obrigatório sem coluna.',
  busy: 'Esta importação já está em andamento.',
  notChecked: 'Faça a simulação antes de importar.',
  done: 'Esta importação já foi concluída.',
  /** As the collections' create answers them. */
  unique: 'Já existe um registro com este valor.',
  reference: 'Registro não encontrado nesta organização.',
  duplicateInFile: (row: number) => `Valor repetido na planilha (linha ${row}).`,
  interrupted: 'A importação foi interrompida. Execute novamente para continuar de onde parou.',
  stopped: (row: number) => `A importação parou na linha ${row}. Execute novamente para continuar de onde parou.`,
  /** Rows the chosen mode leaves alone, and users an import may not change. */
  createOnly: 'Já existe um registro com este valor e a importação só cria novos registros.',
  updateOnly: 'Nenhum registro com este valor para atualizar e a importação só atualiza registros existentes.',
  importerSelf: 'A importação não altera o próprio usuário que importa.',
  importerOutranked: 'A importação não altera um usuário com permissões que você não possui.',
  modeChanged: 'O modo mudou desde a simulação: faça a simulação de novo antes de importar.',
  discarded: 'A planilha foi descartada depois de 3 dias sem uso. Envie-a de novo para importar.',
} as const;

/** A field a column may be mapped to. */
export const importField = z.object({
  key: z.string(),
  label: z.string(),
  required: z.boolean(),
});
export type ImportField = z.infer<typeof importField>;

/** The columns' fields, one entry per header (null: the column is left out). */
export const importMapping = z.array(z.string().nullable()).max(IMPORT_MAX_COLUMNS);

export const importJob = z.object({
  id: z.number().int(),
  target: z.string(),
  file_name: z.string(),
  status: importStatus,
  headers: z.array(z.string()),
  /** The first rows of the file, as text, in the headers' order. */
  preview: z.array(z.array(z.string())),
  mapping: importMapping,
  fields: z.array(importField),
  /** Known once a pass read the whole file. */
  total_rows: z.number().int().nullable(),
  /** Rows the running (or last) pass has gone through. */
  processed_rows: z.number().int(),
  /** 0..1 of the running (or last) pass. */
  progress: z.number(),
  error_rows: z.number().int(),
  error_count: z.number().int(),
  /** Rows created and updated; after a dry run (status `checked`), the rows the import will create and update. */
  created: z.number().int(),
  updated: z.number().int(),
  /** The first data row (1 = the row under the header) the next import run starts from. */
  next_row: z.number().int(),
  welcome: z.boolean(),
  /** Create only, update only, or both: chosen with the dry run, kept for the import. */
  mode: importMode,
  /** Why the last pass stopped, when it did not finish. */
  failure: z.string().nullable(),
  created_at: z.string(),
});
export type ImportJob = z.infer<typeof importJob>;
export const importJobResponse = ok(importJob);

export const importError = z.object({
  /** The sheet's row number (the header is row 1). */
  row: z.number().int(),
  /** The column's header; empty when the message is about the whole row. */
  column: z.string(),
  value: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importError>;
export const importErrorsResponse = ok(paginated(importError));
export const importErrorsQuery = pageQuery.extend({ client_id: z.coerce.number().int().positive().optional() });

export const importMappingBody = z.object({ mapping: importMapping });
/** The dry run's mode (both when not given); the import runs in the mode of its dry run. */
export const importDryRunBody = z.object({ mode: importMode.default('both') }).nullish();
export type ImportDryRunBody = z.infer<typeof importDryRunBody>;
export const importRunBody = z.object({ welcome: z.boolean().default(false), mode: importMode.optional() });
export type ImportRunBody = z.infer<typeof importRunBody>;
export const importParams = z.object({ id: z.coerce.number().int().positive() });

/** Headers people give the users' standard fields in the three languages, besides the field's own label. */
export const USER_IMPORT_NAMES: Readonly<Record<string, readonly string[]>> = {
  name: ['nome', 'nome completo', 'name', 'full name', 'nombre', 'nombre completo'],
  email: ['e-mail', 'email', 'correio eletronico', 'mail', 'correo', 'correo electronico'],
  cpf: ['cpf', 'documento'],
  phone: ['telefone', 'celular', 'phone', 'mobile', 'telefono', 'celular'],
  birth_date: [
    'data de nascimento',
    'data nascimento',
    'data_nascimento',
    'dt nascimento',
    'dt_nasc',
    'nascimento',
    'birth date',
    'birthdate',
    'date of birth',
    'dob',
    'birthday',
    'fecha de nacimiento',
    'fecha nacimiento',
  ],
  postal_code: ['cep', 'postal code', 'zip', 'zip code', 'codigo postal'],
  group_id: ['grupo', 'group', 'grupo id'],
  regional_id: ['regional', 'region', 'regiao', 'región'],
  unidade_id: ['unidade', 'unit', 'branch', 'unidad', 'filial'],
  cargo_id: ['cargo', 'job role', 'role', 'funcao', 'puesto'],
};
