import {
  collectionByEntity,
  isAllowed,
  isSensitiveField,
  revealTagOf,
  SENSITIVE_USER_FIELDS,
  type CollectionDef,
  type Grants,
} from '@console/contract';

/**
 * What an audit entry may show (issue 27). Its before and after are copies of the records an administrator changed,
 * and the audit log is read by whoever holds 'auditoria', who need not hold the audited area's tag:
 * - credentials (a webhook's signing secret, password hashes, tokens, API keys) are removed when the entry is
 *   written, and again when it is read, for entries written before this rule;
 * - personal data (users' e-mail, CPF and phone; the fields a collection marks sensitive, e-mails by default) is
 *   masked for readers who do not hold the audited area's tag ('usuarios' for users, the collection's own tag).
 */

export const REDACTED = '[removido]';
export const MASKED = '•••';

/** Name parts that make a key a credential, whatever the entity: `password_hash`, `access_token`, `segredo`. */
const SECRET_PARTS = new Set(['secret', 'secrets', 'segredo', 'password', 'senha', 'token', 'tokens', 'hash', 'salt']);
/** Keys whose last part is `key` and that name a credential (`api_key`, `private_key`); a plain `key` is a code. */
const SECRET_KEY_PREFIX = new Set(['api', 'private', 'secret', 'access', 'signing', 'client']);

const partsOf = (key: string): string[] =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

export function isSecretKey(key: string): boolean {
  const parts = partsOf(key);
  if (parts.some((p) => SECRET_PARTS.has(p))) return true;
  const last = parts.length - 1;
  return last > 0 && (parts[last] === 'key' || parts[last] === 'keys') && SECRET_KEY_PREFIX.has(parts[last - 1]);
}

/** The areas whose records carry users' personal data, and the tag that lets a reader see it. */
const USER_ENTITIES = new Set(['user', 'users']);
const USER_KEYS = new Set(SENSITIVE_USER_FIELDS.flatMap((k) => [k, `user_${k}`]));

interface Rule {
  secret: (key: string) => boolean;
  sensitive: (key: string) => boolean;
  /** The tag a reader needs to see the sensitive keys unmasked; null when the entity has none. */
  tag: string | null;
  /** The sub-tag a reader needs to see a guarded key (FieldDef.reveal: salaries), when it is one. */
  guard?: (key: string) => string | null;
}

const ruleCache = new Map<string, Rule>();

function collectionRule(def: CollectionDef): Rule {
  const secret = new Set(def.fields.filter((f) => f.secret).map((f) => f.name));
  const sensitive = new Set(def.fields.filter(isSensitiveField).map((f) => f.name));
  const guarded = new Map(def.fields.flatMap((f) => (f.reveal ? [[f.name, revealTagOf(def, f)!] as const] : [])));
  return {
    secret: (key) => secret.has(key) || isSecretKey(key),
    sensitive: (key) => sensitive.has(key),
    tag: def.tag,
    guard: (key) => guarded.get(key) ?? null,
  };
}

/** The rule of an audited entity: a collection's by its definition, users' by their standard fields. */
function ruleOf(entity: string): Rule {
  let rule = ruleCache.get(entity);
  if (!rule) {
    const def = collectionByEntity(entity);
    rule = def
      ? collectionRule(def)
      : USER_ENTITIES.has(entity)
        ? { secret: isSecretKey, sensitive: (key) => USER_KEYS.has(key), tag: 'usuarios' }
        : { secret: isSecretKey, sensitive: () => false, tag: null };
    ruleCache.set(entity, rule);
  }
  return rule;
}

function walk(value: unknown, change: (key: string, value: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => walk(item, change));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => {
      const changed = change(key, inner);
      return [key, changed === inner ? walk(inner, change) : changed];
    }),
  );
}

const blank = (value: unknown) => value === null || value === undefined || value === '';

/** An entry's before or after without its credentials (at write time and for old rows). */
export function withoutSecrets(entity: string, value: unknown): unknown {
  const rule = ruleOf(entity);
  return walk(value, (key, inner) => (rule.secret(key) && !blank(inner) ? REDACTED : inner));
}

/** An entry's before or after as a reader sees it: no credentials, personal data masked without the area's tag. */
export function auditValueFor(entity: string, value: unknown, reader: Grants | null): unknown {
  const rule = ruleOf(entity);
  const mask = rule.tag !== null && !isAllowed(reader, rule.tag);
  return walk(value, (key, inner) => {
    if (blank(inner)) return inner;
    if (rule.secret(key)) return REDACTED;
    if (mask && rule.sensitive(key)) return MASKED;
    const guard = rule.guard?.(key);
    if (guard && !isAllowed(reader, guard)) return MASKED;
    return inner;
  });
}

/** The same for a before or after stored as JSON text (the audit log collection's longtext fields). */
function auditTextFor(entity: string, text: unknown, reader: Grants | null): unknown {
  if (typeof text !== 'string' || text === '') return text;
  try {
    return JSON.stringify(auditValueFor(entity, JSON.parse(text), reader));
  } catch {
    return text;
  }
}

/** A row of the audit log collection (auditoria) as a reader sees it: its before and after passed through the rule. */
export function auditRowFor<R extends Record<string, unknown>>(row: R, reader: Grants | null): R {
  const entity = typeof row.entity === 'string' ? row.entity : '';
  return { ...row, before: auditTextFor(entity, row.before, reader), after: auditTextFor(entity, row.after, reader) };
}
