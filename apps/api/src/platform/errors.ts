import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CLIENT_MESSAGES, errorEnvelope, PERMISSION_MESSAGES } from '@console/contract';

type Lang = 'pt' | 'en' | 'es';

const MESSAGES = {
  invalid: { pt: 'Dados inválidos.', en: 'Invalid data.', es: 'Datos inválidos.' },
  malformed: { pt: 'Requisição malformada.', en: 'Malformed request.', es: 'Solicitud mal formada.' },
  unauthenticated: { pt: 'Não autenticado.', en: 'Not authenticated.', es: 'No autenticado.' },
  forbidden: {
    pt: 'Você não tem permissão para acessar este conteúdo!',
    en: 'You are not allowed to access this content!',
    es: '¡No tiene permiso para acceder a este contenido!',
  },
  notFound: { pt: 'Não encontrado.', en: 'Not found.', es: 'No encontrado.' },
  conflict: { pt: 'Registro já existente.', en: 'Record already exists.', es: 'Registro ya existente.' },
  transition: {
    pt: 'Mudança de status não permitida.',
    en: 'Status change not allowed.',
    es: 'Cambio de estado no permitido.',
  },
  referenced: {
    pt: 'Não é possível excluir: outros registros fazem referência a este ({what}).',
    en: 'Cannot delete: other records refer to this one ({what}).',
    es: 'No se puede eliminar: otros registros hacen referencia a este ({what}).',
  },
  tooLarge: { pt: 'Conteúdo grande demais.', en: 'Content too large.', es: 'Contenido demasiado grande.' },
  throttled: {
    pt: 'Muitas tentativas de acesso. Tente novamente em {n} segundos.',
    en: 'Too many attempts. Try again in {n} seconds.',
    es: 'Demasiados intentos. Inténtelo de nuevo en {n} segundos.',
  },
  invalidFile: { pt: 'Erro ao carregar o arquivo.', en: 'Error loading the file.', es: 'Error al cargar el archivo.' },
  internal: { pt: 'Erro interno.', en: 'Internal error.', es: 'Error interno.' },
  badCredentials: {
    pt: 'E-mail ou senha inválidos.',
    en: 'Invalid e-mail or password.',
    es: 'Correo o contraseña inválidos.',
  },
  registrationClosed: {
    pt: 'Cadastro não permitido para este cliente.',
    en: 'Sign-up is not allowed for this client.',
    es: 'Registro no permitido para este cliente.',
  },
  clientSuspended: {
    pt: CLIENT_MESSAGES.suspended,
    en: 'This client is suspended. Contact the platform administrator.',
    es: 'Este cliente está suspendido. Contacte al administrador de la plataforma.',
  },
  clientModulesOperatorOnly: {
    pt: CLIENT_MESSAGES.operatorOnly,
    en: 'Only the platform operator changes the modules contracted.',
    es: 'Solo el operador de la plataforma cambia los módulos contratados.',
  },
  // Projects' review (modules/projects): nobody reviews a project they propose or work on; a forwarded one is its assignee's.
  reviewConflict: {
    pt: 'Você não pode avaliar, encaminhar nem dar a devolutiva de um projeto do qual é proponente ou membro da equipe.',
    en: 'You cannot review, forward or answer a project you proposed or whose team you are on.',
    es: 'No puede evaluar, encaminar ni responder un proyecto del que es proponente o miembro del equipo.',
  },
  reviewNotAssignee: {
    pt: 'Este projeto foi encaminhado a outra pessoa: só quem o recebeu pode dar parecer.',
    en: 'This project was forwarded to someone else: only its assignee may write a review.',
    es: 'Este proyecto fue encaminado a otra persona: solo quien lo recibió puede emitir un dictamen.',
  },
  cepNotFound: { pt: 'CEP não encontrado.', en: 'Postal code not found.', es: 'Código postal no encontrado.' },
  permissionNotHeld: {
    pt: PERMISSION_MESSAGES.notHeld,
    en: 'You cannot grant a permission you do not hold.',
    es: 'No puede conceder un permiso que no posee.',
  },
  permissionOwnAccess: {
    pt: PERMISSION_MESSAGES.ownAccess,
    en: 'You cannot remove your own access to Permissions.',
    es: 'No puede quitar su propio acceso a Permisos.',
  },
  cepUnavailable: {
    pt: 'Serviço de CEP indisponível.',
    en: 'Postal code service unavailable.',
    es: 'Servicio de código postal no disponible.',
  },
  storageUnavailable: {
    pt: 'Armazenamento de arquivos indisponível. Tente novamente em instantes.',
    en: 'File storage unavailable. Try again in a moment.',
    es: 'Almacenamiento de archivos no disponible. Inténtelo de nuevo en unos instantes.',
  },
  diskFull: {
    pt: 'Espaço em disco insuficiente no servidor.',
    en: 'Not enough disk space on the server.',
    es: 'Espacio en disco insuficiente en el servidor.',
  },
  unsupportedType: {
    pt: 'Tipo de conteúdo não suportado.',
    en: 'Unsupported content type.',
    es: 'Tipo de contenido no admitido.',
  },
  uriTooLong: { pt: 'Endereço longo demais.', en: 'Address too long.', es: 'Dirección demasiado larga.' },
  headersTooLarge: { pt: 'Cabeçalhos grandes demais.', en: 'Headers too large.', es: 'Encabezados demasiado grandes.' },
  timeout: { pt: 'Tempo esgotado.', en: 'Request timed out.', es: 'Tiempo agotado.' },
  restarting: {
    pt: 'Servidor reiniciando. Tente novamente em instantes.',
    en: 'The server is restarting. Try again in a moment.',
    es: 'El servidor se está reiniciando. Inténtelo de nuevo en unos instantes.',
  },
  databaseUnavailable: {
    pt: 'Banco de dados indisponível. Tente novamente em instantes.',
    en: 'Database unavailable. Try again in a moment.',
    es: 'Base de datos no disponible. Inténtelo de nuevo en unos instantes.',
  },
  userOutranks: {
    pt: 'Você não pode alterar a senha, o e-mail ou o status de um usuário com permissões que você não possui.',
    en: 'You cannot change the password, e-mail or status of a user with permissions you do not hold.',
    es: 'No puede cambiar la contraseña, el correo o el estado de un usuario con permisos que usted no posee.',
  },
  userOutranksDelete: {
    pt: 'Você não pode excluir um usuário com permissões que você não possui.',
    en: 'You cannot delete a user with permissions you do not hold.',
    es: 'No puede eliminar a un usuario con permisos que usted no posee.',
  },
  registrationReceived: {
    pt: 'Cadastro recebido. Verifique sua caixa de entrada para continuar.',
    en: 'Sign-up received. Check your inbox to continue.',
    es: 'Registro recibido. Revise su bandeja de entrada para continuar.',
  },
  registrationThrottled: {
    pt: 'Muitos cadastros a partir deste endereço. Tente novamente em {n} segundos.',
    en: 'Too many sign-ups from this address. Try again in {n} seconds.',
    es: 'Demasiados registros desde esta dirección. Inténtelo de nuevo en {n} segundos.',
  },
  // GET /readyz (platform/observability): the instance cannot serve; {what} names the dependencies down.
  dependencyDown: {
    pt: 'Dependência indisponível: {what}.',
    en: 'Dependency unavailable: {what}.',
    es: 'Dependencia no disponible: {what}.',
  },
  dependenciesDown: {
    pt: 'Dependências indisponíveis: {what}.',
    en: 'Dependencies unavailable: {what}.',
    es: 'Dependencias no disponibles: {what}.',
  },
  // The rules (issue 29): the points ledger is append-only; a redemption needs the balance and the reward's stock.
  appendOnly: {
    pt: 'Lançamentos de pontos não podem ser alterados nem excluídos: registre um ajuste.',
    en: 'Points entries cannot be changed or deleted: record an adjustment.',
    es: 'Los movimientos de puntos no se pueden cambiar ni eliminar: registre un ajuste.',
  },
  notEnoughPoints: {
    pt: 'Saldo de pontos insuficiente: o membro tem {balance} e o resgate custa {cost}.',
    en: 'Not enough points: the member has {balance} and the redemption costs {cost}.',
    es: 'Saldo de puntos insuficiente: el miembro tiene {balance} y el canje cuesta {cost}.',
  },
  outOfStock: {
    pt: 'Estoque insuficiente de {what}: há {stock}, são necessários {needed}.',
    en: 'Not enough stock of {what}: {stock} left, {needed} needed.',
    es: 'Stock insuficiente de {what}: quedan {stock}, se necesitan {needed}.',
  },
  // API keys (issue 29): an unknown, revoked or expired key, and one without the route's scope.
  apiKeyInvalid: {
    pt: 'Chave de API inválida, revogada ou expirada.',
    en: 'Invalid, revoked or expired API key.',
    es: 'Clave de API inválida, revocada o expirada.',
  },
  apiKeyScope: {
    pt: 'Esta chave de API não tem o escopo {scope}.',
    en: 'This API key does not have the scope {scope}.',
    es: 'Esta clave de API no tiene el alcance {scope}.',
  },
  // The member's inbox (issue 29): a confirmation asked of an item that asks for none.
  noConfirmation: {
    pt: 'Este comunicado não pede confirmação de leitura.',
    en: 'This announcement does not ask for a read confirmation.',
    es: 'Este comunicado no pide confirmación de lectura.',
  },
  dependencyDatabase: { pt: 'banco de dados', en: 'database', es: 'base de datos' },
  dependencyStorage: { pt: 'armazenamento', en: 'storage', es: 'almacenamiento' },
} satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** The product's language of an Accept-Language value: English, Spanish, else Portuguese. */
function languageOfHeader(value: unknown): Lang {
  const header = String(value ?? '')
    .trim()
    .toLowerCase();
  if (header.startsWith('en')) return 'en';
  if (header.startsWith('es')) return 'es';
  return 'pt';
}

export function languageOf(request: FastifyRequest): Lang {
  return languageOfHeader(request.headers['accept-language']);
}

export function message(key: MessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** A failure the client caused or is told about; the handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
    readonly errors?: Record<string, string[]>,
  ) {
    super(key);
  }
}

export const unauthenticated = () => new AppError(401, 'unauthenticated', {}, { 'www-authenticate': 'Bearer' });
export const forbidden = () => new AppError(403, 'forbidden');
export const notFound = () => new AppError(404, 'notFound');
/** 403 with a message naming why (a rule of the feature, not a missing permission). */
export const refused = (key: MessageKey) => new AppError(403, key);
/** 422 with what was wrong, by field. */
export const invalid = (errors: Record<string, string[]>) => new AppError(422, 'invalid', {}, {}, errors);
/** 409: a unique value taken (errors by field), or a record others refer to (`what` names them). */
export const conflict = (errors?: Record<string, string[]>) => new AppError(409, 'conflict', {}, {}, errors);
export const referenced = (what: string, errors?: Record<string, string[]>) =>
  new AppError(409, 'referenced', { what }, {}, errors);
/** A reference this client does not have: 404, with what was missing. */
export const missing = (field: string, text: string) => new AppError(404, 'notFound', {}, {}, { [field]: [text] });
export const tooLarge = (field = 'file', limit?: number) =>
  new AppError(
    413,
    'tooLarge',
    {},
    {},
    limit === undefined ? undefined : { [field]: [`O arquivo excede o limite de ${formatBytes(limit)}.`] },
  );

/** 1048576 -> '1 MB'; used in limit messages. */
function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1).replace('.', ',')} ${units[unit]}`;
}

const STATUS_KEYS: Record<number, MessageKey> = {
  400: 'malformed',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  413: 'tooLarge',
  414: 'uriTooLong',
  415: 'unsupportedType',
  431: 'headersTooLarge',
};

/** zod issues -> { field: [messages] }; unknown keys are reported under their own names. */
function fieldErrors(
  error: FastifyError & {
    validation: { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }[];
  },
) {
  const errors: Record<string, string[]> = {};
  const add = (field: string, msg: string) => (errors[field || '_'] ??= []).push(msg);
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const keys = issue.keyword === 'unrecognized_keys' ? (issue.params.keys as string[] | undefined) : undefined;
    if (keys?.length) for (const key of keys) add(path ? `${path}.${key}` : key, issue.message ?? 'invalid');
    else add(path || (error.validationContext ?? ''), issue.message ?? 'invalid');
  }
  return errors;
}

/**
 * A database that cannot be reached, as the drivers say it: the socket's codes (refused, reset, timed out), PostgreSQL's
 * shutdown and start-up refusals (57P01-57P03) and its connection exceptions (class 08), and pg's own code-less errors
 * (the pool's connection timeout, a connection ended under a query, a query given up).
 */
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
]);
const DATABASE_DOWN_MESSAGES =
  /^(timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error|Client was closed)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (DATABASE_DOWN_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && DATABASE_DOWN_MESSAGES.test(message);
}

function send(reply: FastifyReply, status: number, body: unknown) {
  return reply.code(status).type('application/json; charset=utf-8').send(errorEnvelope.parse(body));
}

/** A write the disk had no room for: the file system's own codes (no space, quota spent) and SQLite's. */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL']);
const isDiskFull = (error: unknown): boolean => DISK_FULL_CODES.has(String((error as { code?: unknown } | null)?.code));

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = languageOf(request);
    if (error instanceof AppError) {
      // A dependency's failure (503 and the like): what failed is for the operators, not the answer.
      if (error.statusCode >= 500) request.log.warn({ reason: (error.cause as Error | undefined)?.message }, error.key);
      reply.headers(error.headers);
      return send(reply, error.statusCode, {
        success: false,
        message: message(error.key, lang, error.params),
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (isDiskFull(error)) {
      request.log.error({ err: error }, 'disk full');
      return send(reply, 507, { success: false, message: message('diskFull', lang) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 422, { success: false, message: message('invalid', lang), errors: fieldErrors(error) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ reason: error.message }, 'database unavailable');
      reply.header('retry-after', '1');
      return send(reply, 503, { success: false, message: message('databaseUnavailable', lang) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const key = STATUS_KEYS[status] ?? 'malformed';
      return send(reply, STATUS_KEYS[status] ? status : 400, { success: false, message: message(key, lang) });
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, { success: false, message: message('internal', lang) });
  });
}

/**
 * Fastify's `frameworkErrors` option: the faults found while routing, before any route or hook runs (a malformed
 * %-escape in the path, FST_ERR_BAD_URL; a path parameter over maxParamLength, FST_ERR_MAX_PARAM_LENGTH), answered in
 * the envelope like every other error instead of Fastify's own body.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = languageOf(request);
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  if (status === 500) request.log.error({ err: error }, 'unexpected routing error');
  return send(reply, status, {
    success: false,
    message: message(status === 500 ? 'internal' : STATUS_KEYS[status], lang),
  });
}

const CLIENT_ERRORS: Record<string, [number, MessageKey]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'timeout'],
  HPE_HEADER_OVERFLOW: [431, 'headersTooLarge'],
};

/**
 * Fastify's `clientErrorHandler` option: what Node's HTTP parser refuses before there is a request (headers or a URL
 * over the server's maxHeaderSize, 431; a timeout, 408; anything unparsable, 400) gets the envelope too, written on
 * the raw socket. The language comes from the part of the request that was read, when it names one.
 */
export function clientErrorHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'malformed'];
  const lang = languageOfHeader(
    /\r\naccept-language:\s*([^\r]*)/i.exec(
      Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '',
    )?.[1],
  );
  const body = JSON.stringify(errorEnvelope.parse({ success: false, message: message(key, lang) }));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, { success: false, message: message('notFound', languageOf(request)) });
}
