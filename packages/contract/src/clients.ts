import { z } from 'zod';
import { brandColor, colorConfig, PLATFORM_TYPES } from './branding.ts';
import { MODULES, RESOURCE_TAGS } from './catalogue.ts';
import { LANGUAGES } from './constants.ts';
import { ok, paginated, pageQuery } from './envelope.ts';
import { platformText } from './permission-admin.ts';
import { HUBS } from './hubs.ts';
import { searchTerm } from './search.ts';

/**
 * A client's record and configuration (SPEC.md §7 Client config: GET /api/v2/admin/asap-client/{clientId}, POST
 * /api/v21/admin/asap-client/update-config) and the platform operator's additions: the list of clients, creating
 * one with its first administrator, suspending and reactivating it.
 */

export const CLIENT_STATUSES = ['active', 'suspended'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** Modules every client has: without them the console cannot be administered. They cannot be left out of a contract. */
export const CORE_MODULES = ['dashboard', 'usuarios', 'permissoes', 'cores', 'clientes', 'arquivos'] as const;
export const isCoreModule = (tag: string): boolean => (CORE_MODULES as readonly string[]).includes(tag);

export const CLIENT_MESSAGES = {
  slugFormat: 'Use de 2 a 40 letras minúsculas, números e hífens (por exemplo: minha-escola).',
  slugTaken: 'Este endereço já está em uso.',
  slugReserved: 'Este endereço é reservado pelo console.',
  defaultLanguage: 'O idioma padrão precisa estar entre os idiomas oferecidos.',
  unknownModule: 'Módulo desconhecido.',
  coreModule: 'Este módulo faz parte de todo contrato.',
  operatorOnly: 'Só o operador da plataforma altera os módulos contratados.',
  suspended: 'Este cliente está suspenso. Procure o administrador da plataforma.',
  platformClient: 'O cliente da plataforma não pode ser suspenso.',
} as const;

/** First path segments the console or the server already answer: a client's login page cannot take them. */
export const RESERVED_SLUGS: readonly string[] = [
  'auth',
  'erros',
  'webview',
  'api',
  'media',
  'docs',
  'assets',
  'login',
  'cadastro',
  'painel',
  // The server's probes, metrics and menu images, and the set-password page, answer at the first segment too.
  'healthz',
  'readyz',
  'metrics',
  'menu-assets',
  'definir-senha',
  ...HUBS.map((hub) => `-${hub}`),
  ...MODULES.map((m) => m.tag),
];

export const clientSlug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, CLIENT_MESSAGES.slugFormat)
  .min(2, CLIENT_MESSAGES.slugFormat)
  .max(40, CLIENT_MESSAGES.slugFormat)
  .refine((slug) => !RESERVED_SLUGS.includes(slug), CLIENT_MESSAGES.slugReserved);

export const clientLanguage = z.enum(LANGUAGES);

export const TIME_ZONE_MESSAGE = 'Fuso horário inválido: use um nome IANA, como America/Sao_Paulo.';
/** Whether a name is an IANA time zone this runtime knows (`America/Manaus`; not `UTC-3` nor `Brasília`). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
export const timeZone = z.string().trim().max(64).refine(isTimeZone, TIME_ZONE_MESSAGE);

/** The welcome e-mail of new accounts in one language; {name}, {client} and {link} are filled in when it is sent. */
export const welcomeTexts = z.object({
  subject: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(5000),
});
export type WelcomeTexts = z.infer<typeof welcomeTexts>;
export const WELCOME_PLACEHOLDERS = ['{name}', '{client}', '{link}'] as const;

/**
 * A module of the client's contract, as the resource list of §3 carries it: `platform` travels as JSON text of the
 * platforms the module is offered on (as on a user's permission record: '["web","app"]', null for everywhere), and is
 * stored and answered as that same text.
 */
export const contractedModule = z.object({
  tag: z.string().refine((tag) => RESOURCE_TAGS.includes(tag), CLIENT_MESSAGES.unknownModule),
  enabled: z.boolean(),
  platform: platformText.nullable(),
});
export type ContractedModule = z.infer<typeof contractedModule>;

/** GET /api/v2/admin/asap-client/{clientId}: the client's record and configuration. */
export const asapClient = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  login_url: z.string(),
  logout_url: z.string(),
  status: z.enum(CLIENT_STATUSES),
  languages: z.array(clientLanguage),
  default_language: clientLanguage,
  /** Whether members may sign themselves up (the colour config's `registration`, which the login page reads). */
  registration: z.boolean(),
  /** Custom welcome texts per language; a language without them uses the product's default texts. */
  welcome_email: z.partialRecord(clientLanguage, welcomeTexts),
  /** The IANA time zone of the client's dates and times (DEFAULT_TIME_ZONE unless set). */
  time_zone: z.string().optional(),
  /** Every module of the catalogue, enabled when contracted (core modules always are). */
  modules: z.array(contractedModule),
  created_at: z.string().nullable(),
});
export type AsapClient = z.infer<typeof asapClient>;
export const asapClientResponse = ok(asapClient);

/** POST /api/v21/admin/asap-client/update-config: the fields to change; one left out keeps its value. */
export const clientConfigUpdate = z
  .object({
    name: z.string().trim().min(2).max(120),
    languages: z.array(clientLanguage).min(1),
    default_language: clientLanguage,
    registration: z.boolean(),
    welcome_email: z.partialRecord(clientLanguage, welcomeTexts.nullable()),
    time_zone: timeZone,
    /** Only the platform operator changes the contract (403 otherwise). Tags left out keep their state. */
    modules: z.array(contractedModule),
  })
  .partial()
  .strict();
export const clientConfigUpdateBody = z.object({
  client_id: z.coerce.number().int().positive(),
  config: clientConfigUpdate,
});
export type ClientConfigUpdateBody = z.infer<typeof clientConfigUpdateBody>;

/** GET /api/v2/admin/asap-client (platform operator): one row of the clients list. */
/** The days the operator's list counts sign-ins over. */
export const SIGN_IN_WINDOW_DAYS = 30;
export const clientListItem = asapClient
  .pick({ id: true, name: true, slug: true, login_url: true, status: true, created_at: true })
  .extend({
    primary: z.string(),
    logo: z.string().nullable(),
    users: z.number().int(),
    /** The newest sign-in of any of its users (ISO 8601), null when nobody signed in yet. */
    last_activity: z.string().nullable(),
    /** Sign-ins of the last SIGN_IN_WINDOW_DAYS days of the client (today included). */
    sign_ins: z.number().int(),
  });
export type ClientListItem = z.infer<typeof clientListItem>;
export const clientListQuery = pageQuery.extend({
  search: searchTerm(100).optional(),
  status: z.enum(CLIENT_STATUSES).optional(),
});
export type ClientListQuery = z.infer<typeof clientListQuery>;
export const clientListResponse = ok(paginated(clientListItem));

/** POST /api/v2/admin/asap-client (platform operator): a new client, its colours and its first administrator. */
export const clientCreateBody = z.object({
  name: z.string().trim().min(2).max(120),
  slug: clientSlug,
  config: z
    .object({
      primary: brandColor,
      secondary: brandColor,
      background: brandColor,
      text: brandColor,
      template: z.object({ platform_type: z.enum(PLATFORM_TYPES) }),
    })
    .partial()
    .strict()
    .default({}),
  admin: z.object({
    name: z.string().trim().min(2).max(120),
    email: z.string().trim().toLowerCase().pipe(z.email('E-mail inválido.').max(254, 'E-mail inválido.')),
    language: clientLanguage.optional(),
  }),
});
export type ClientCreateBody = z.infer<typeof clientCreateBody>;
/** The colours a new client starts with where the operator gave none. */
export const NEW_CLIENT_COLORS = {
  primary: '#1565c0',
  secondary: '#00897b',
  background: '#f5f7fa',
  text: '#1f2933',
  platform_type: 'plataforma',
} as const;

export const clientIdParams = z.object({ clientId: z.coerce.number().int().positive() });

/**
 * GET /api/v2/client/lookup?slug= | ?id= (public): what a login, sign-up or set-password page needs to know of its
 * client before anyone signs in. A suspended client answers with its status so the page can say so.
 */
export const clientLookupQuery = z
  .object({ slug: z.string().trim().min(1).max(40).optional(), id: z.coerce.number().int().positive().optional() })
  .refine((q) => (q.slug === undefined) !== (q.id === undefined), { message: 'Informe slug ou id.', path: ['slug'] });
export const publicClient = asapClient
  .pick({ id: true, name: true, slug: true, login_url: true, logout_url: true, status: true })
  .extend({ config: colorConfig });
export type PublicClient = z.infer<typeof publicClient>;
export const publicClientResponse = ok(publicClient);

/**
 * GET /api/v2/client/directory (public): the organisations the /auth page offers, in name order, read at each visit
 * so a client created at run time is there at once.
 */
export const directoryClient = publicClient.pick({ id: true, name: true, slug: true, login_url: true, status: true });
export type DirectoryClient = z.infer<typeof directoryClient>;
export const clientDirectoryResponse = ok(z.array(directoryClient));
/** The most organisations the directory lists. */
export const CLIENT_DIRECTORY_LIMIT = 500;
