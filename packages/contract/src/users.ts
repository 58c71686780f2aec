import { z } from 'zod';
import { searchTerm } from './search.ts';
import { BR_STATES, isValidCpf, normalizeCep, normalizePhone, onlyDigits, parseBrDate } from './br.ts';
import { isCommonPassword } from './common-passwords.ts';
import { keysetPaginated, keysetPageQuery, ok } from './envelope.ts';
import { LANGUAGES } from './constants.ts';

/** A one-time password setup link is valid this long (welcome e-mail). */
export const PASSWORD_SETUP_TTL_HOURS = 72;
/** The console page the welcome e-mail links to, with ?token=...&client_id=... */
export const PASSWORD_SETUP_ROUTE = '/auth/definir-senha';
/** ?all=1 answers at most this many users, unpaginated. */
export const USER_LIST_ALL_CAP = 1000;
/** ?id=1,2,3 names at most this many users. */
export const USER_IDS_MAX = 100;
export const PASSWORD_MIN_LENGTH = 8;

/** Field messages of user administration (Portuguese, SPEC.md: pt-br by default). */
export const USER_MESSAGES = {
  notAllowed: 'campo não permitido',
  name: 'Informe o nome (2 a 120 caracteres).',
  email: 'E-mail inválido.',
  emailTaken: 'Este e-mail já está cadastrado.',
  cpf: 'CPF inválido.',
  cpfTaken: 'Este CPF já está cadastrado.',
  phone: 'Telefone inválido: informe DDD e número.',
  birthDate: 'Data de nascimento inválida: use DD/MM/AAAA.',
  birthDateFuture: 'A data de nascimento não pode estar no futuro.',
  postalCode: 'CEP inválido: informe 8 dígitos.',
  passwordShort: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  passwordCommon: 'Esta senha é muito comum. Escolha outra.',
  required: 'Campo obrigatório.',
  option: 'Opção inválida.',
  group: 'Grupo inexistente.',
  regional: 'Regional inexistente.',
  unidade: 'Unidade inexistente.',
  cargo: 'Cargo inexistente.',
  tokenInvalid: 'Link de definição de senha inválido.',
  tokenUsed: 'Este link já foi usado. Peça um novo ao administrador.',
  tokenExpired: 'Este link expirou. Peça um novo ao administrador.',
  selfDelete: 'Você não pode excluir o próprio usuário.',
  selfDeactivate: 'Você não pode desativar o próprio usuário.',
} as const;

/** z.strictObject whose unknown keys (client_id, role, password_hash...) answer 'campo não permitido'. */
export const strict = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? USER_MESSAGES.notAllowed : undefined),
  });

/** '' and null both mean "no value". */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const nullable = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable());

export const userStatus = z.enum(['active', 'inactive']);
export type UserStatus = z.infer<typeof userStatus>;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, USER_MESSAGES.passwordShort)
  .max(200)
  .refine((p) => !isCommonPassword(p), USER_MESSAGES.passwordCommon);

export const cpfSchema = z.string().refine(isValidCpf, USER_MESSAGES.cpf).transform(onlyDigits);
export const phoneSchema = z
  .string()
  .refine((v) => normalizePhone(v) !== null, USER_MESSAGES.phone)
  .transform((v) => normalizePhone(v) as string);
export const postalCodeSchema = z
  .string()
  .refine((v) => normalizeCep(v) !== null, USER_MESSAGES.postalCode)
  .transform((v) => normalizeCep(v) as string);
/** DD/MM/YYYY naming a real day; "not in the future" is judged by the server's clock. */
export const brDateSchema = z
  .string()
  .trim()
  .refine((v) => parseBrDate(v) !== null, USER_MESSAGES.birthDate);

export const addressSchema = strict({
  street: z.string().trim().min(1, USER_MESSAGES.required).max(200),
  number: z.string().trim().max(20).optional(),
  complement: z.string().trim().max(120).optional(),
  district: z.string().trim().min(1, USER_MESSAGES.required).max(120),
  city: z.string().trim().min(1, USER_MESSAGES.required).max(120),
  state: z.enum(BR_STATES, { error: 'UF inválida.' }),
});
export type Address = z.infer<typeof addressSchema>;

export const customFieldKey = z.string().regex(/^[a-z][a-z0-9_]{0,49}$/);
export const customFieldValue = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]);
export type CustomFieldValue = z.infer<typeof customFieldValue>;

const userFields = {
  name: z.string().trim().min(2, USER_MESSAGES.name).max(120, USER_MESSAGES.name),
  email: z.string().trim().toLowerCase().pipe(z.email(USER_MESSAGES.email).max(254, USER_MESSAGES.email)),
  password: passwordSchema.optional(),
  cpf: nullable(cpfSchema).optional(),
  phone: nullable(phoneSchema).optional(),
  birth_date: nullable(brDateSchema).optional(),
  postal_code: nullable(postalCodeSchema).optional(),
  address: addressSchema.nullable().optional(),
  group_id: z.number().int().positive().nullable().optional(),
  regional_id: z.number().int().positive().nullable().optional(),
  /** A row of the client's units (unidades) and job roles (cargos). */
  unidade_id: z.number().int().positive().nullable().optional(),
  cargo_id: z.number().int().positive().nullable().optional(),
  picture: nullable(z.string().trim().max(2000)).optional(),
  status: userStatus.optional(),
  language: z.enum(LANGUAGES).optional(),
  /** Values of the client's custom form fields, by key. */
  fields: z.record(customFieldKey, customFieldValue).optional(),
};

/** POST /api/v2/admin/asap-user/store: unknown keys (client_id, role, permissions, password_hash...) are refused. */
export const userCreateBody = strict(userFields);
export type UserCreateBody = z.infer<typeof userCreateBody>;

/** PUT /api/v2/admin/asap-user/{id}/update: any subset of the create body. */
export const userUpdateBody = strict({
  ...userFields,
  name: userFields.name.optional(),
  email: userFields.email.optional(),
});
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

const ref = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** SPEC.md §3 "User list item", client variant: nested user_info. */
export const userInfo = z.object({
  user_id: z.number().int(),
  user_name: z.string(),
  user_email: z.string(),
  picture: z.string().nullable(),
});
export const userListItem = z.object({
  user_id: z.number().int(),
  user_info: userInfo,
  group: ref,
  regional: ref,
  unidade: ref,
  cargo: ref,
  status: userStatus,
});
export type UserListItem = z.infer<typeof userListItem>;

/** SPEC.md §3 "User list item", flat variant (GET .../asap-user/list/users, for pickers). */
export const userPickerItem = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
});
export type UserPickerItem = z.infer<typeof userPickerItem>;

/** GET /api/v2/admin/asap-user/dados/{id}: the full record with custom field values. */
export const userRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  cpf: z.string().nullable(),
  phone: z.string().nullable(),
  /** DD/MM/YYYY */
  birth_date: z.string().nullable(),
  postal_code: z.string().nullable(),
  address: z
    .object({
      street: z.string(),
      number: z.string().optional(),
      complement: z.string().optional(),
      district: z.string(),
      city: z.string(),
      state: z.string(),
    })
    .nullable(),
  group_id: z.number().int().nullable(),
  regional_id: z.number().int().nullable(),
  unidade_id: z.number().int().nullable(),
  cargo_id: z.number().int().nullable(),
  /** The unit and job role by name, for the form's pickers. */
  unidade: ref,
  cargo: ref,
  picture: z.string().nullable(),
  status: userStatus,
  language: z.string(),
  role: z.enum(['admin', 'member']),
  created_at: z.string(),
  fields: z.record(z.string(), customFieldValue),
});
export type UserRecord = z.infer<typeof userRecord>;

const yes = z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** GET /api/v2/admin/asap-user and /search. */
export const userListQuery = keysetPageQuery.extend({
  client_id: z.coerce.number().int().positive().optional(),
  search: searchTerm(200).optional(),
  group: z.coerce.number().int().positive().optional(),
  regional: z.coerce.number().int().positive().optional(),
  unidade_id: z.coerce.number().int().positive().optional(),
  cargo_id: z.coerce.number().int().positive().optional(),
  /** ?all=1: the whole (filtered) list, unpaginated, capped at USER_LIST_ALL_CAP. */
  all: yes.optional(),
  /** ?id=1,2,3: exactly those users, unpaginated. */
  id: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'Lista de ids inválida.')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((ids) => ids.length <= USER_IDS_MAX, `No máximo ${USER_IDS_MAX} ids.`)
    .optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const userSearchQuery = userListQuery.pick({
  client_id: true,
  page: true,
  per_page: true,
  cursor: true,
  search: true,
  group: true,
  regional: true,
  unidade_id: true,
  cargo_id: true,
});
export const userPickerQuery = userListQuery.pick({
  client_id: true,
  page: true,
  per_page: true,
  cursor: true,
  search: true,
  group: true,
});
export const userStoreQuery = z.object({
  client_id: z.coerce.number().int().positive().optional(),
  send_welcome_email: yes.default(false),
});
export const userParams = z.object({ id: z.coerce.number().int().positive() });

export const userListResponse = ok(z.union([keysetPaginated(userListItem), z.array(userListItem)]));
export const userPageResponse = ok(keysetPaginated(userListItem));
export const userItemResponse = ok(userListItem);
export const userRecordResponse = ok(userRecord);
export const userPickerResponse = ok(keysetPaginated(userPickerItem));
export const userDeleteResponse = ok(z.object({ id: z.number().int() }));

/** The user form (GET /api/v2/admin/user/form...): standard fields plus the client's custom ones. */
export const FORM_FIELD_TYPES = [
  'text',
  'email',
  'cpf',
  'phone',
  'date',
  'cep',
  'select',
  'address',
  'checkbox',
  'number',
] as const;
export const formFieldType = z.enum(FORM_FIELD_TYPES);
export type FormFieldType = z.infer<typeof formFieldType>;
export const formField = z.object({
  key: z.string(),
  label: z.string(),
  type: formFieldType,
  required: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  /** The label in the other interface languages, where the administrator gave one (user-form.ts fieldLabels). */
  labels: z.object({ en: z.string().optional(), es: z.string().optional() }).optional(),
  order: z.number().int(),
  /** false for the standard fields every client has. */
  custom: z.boolean(),
  active: z.boolean(),
});
export type FormField = z.infer<typeof formField>;
export const formFieldsResponse = ok(z.array(formField));
export const formDefinition = z.object({ fields: z.array(formField), required: z.array(z.string()) });
/** What GET /api/v2/admin/user/form answers: the active fields and the keys they require. */
export type FormDefinition = z.infer<typeof formDefinition>;
export const formDefinitionResponse = ok(formDefinition);

/** POST /api/v2/client/password/setup (the welcome e-mail's link). */
export const passwordSetupBody = strict({ token: z.string().min(1).max(200), password: passwordSchema });
export const passwordSetupResponse = ok(z.object({ client_id: z.number().int(), email: z.string() }));

/** GET /api/v2/admin/cep/{cep} (ViaCEP-compatible lookup). */
export const cepParams = z.object({ cep: z.string().max(20) });
export const postalAddress = z.object({
  postal_code: z.string(),
  street: z.string(),
  district: z.string(),
  city: z.string(),
  state: z.string(),
});
export type PostalAddress = z.infer<typeof postalAddress>;
export const cepResponse = ok(postalAddress);
