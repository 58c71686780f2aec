import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES, type AuthenticatedUser, type Language } from '@console/contract';

/**
 * SPEC.md §3/§4: sessionStorage holds the token, the active client id and the loaded user;
 * localStorage holds the language (default pt-br). Clearing the session removes everything stored.
 */
const KEYS = { token: 'token', clientId: 'client_id', user: 'user', picture: 'picture', language: 'language' } as const;

export interface SessionSnapshot {
  token: string | null;
  clientId: number | null;
  user: AuthenticatedUser | null;
  picture: string | null;
  language: Language;
}

const listeners = new Set<() => void>();
let snapshot: SessionSnapshot | null = null;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value.toLowerCase());

function read(): SessionSnapshot {
  const rawClient = sessionStorage.getItem(KEYS.clientId);
  const clientId = rawClient === null ? null : Number(rawClient);
  const rawUser = sessionStorage.getItem(KEYS.user);
  let user: AuthenticatedUser | null = null;
  try {
    user = rawUser ? (JSON.parse(rawUser) as AuthenticatedUser) : null;
  } catch {
    user = null;
  }
  const stored = localStorage.getItem(KEYS.language);
  return {
    token: sessionStorage.getItem(KEYS.token),
    clientId: clientId !== null && Number.isInteger(clientId) && clientId > 0 ? clientId : null,
    user,
    picture: sessionStorage.getItem(KEYS.picture),
    language: isLanguage(stored) ? (stored.toLowerCase() as Language) : DEFAULT_LANGUAGE,
  };
}

function changed(): void {
  snapshot = read();
  for (const listener of listeners) listener();
}

export function getSession(): SessionSnapshot {
  snapshot ??= read();
  return snapshot;
}

export const getToken = (): string | null => getSession().token;
export const getClientId = (): number | null => getSession().clientId;
export const getUser = (): AuthenticatedUser | null => getSession().user;
export const getLanguage = (): Language => getSession().language;

export function setToken(token: string): void {
  sessionStorage.setItem(KEYS.token, token);
  changed();
}

export function setClientId(clientId: number): void {
  sessionStorage.setItem(KEYS.clientId, String(clientId));
  changed();
}

/** Stores the signed-in user and picture; the same values again change nothing (no re-render of the session's readers). */
export function setUser(user: AuthenticatedUser, picture: string | null): void {
  const text = JSON.stringify(user);
  if (sessionStorage.getItem(KEYS.user) === text && sessionStorage.getItem(KEYS.picture) === (picture || null)) return;
  sessionStorage.setItem(KEYS.user, text);
  if (picture) sessionStorage.setItem(KEYS.picture, picture);
  else sessionStorage.removeItem(KEYS.picture);
  changed();
}

/** Persists the language only; `changeLanguage` in lib/i18n also switches the interface. */
export function storeLanguage(language: Language): void {
  localStorage.setItem(KEYS.language, language);
  changed();
}

/** Removes everything the session stored: token, client, user, picture and language. */
export function clearSession(): void {
  for (const key of [KEYS.token, KEYS.clientId, KEYS.user, KEYS.picture]) sessionStorage.removeItem(key);
  localStorage.removeItem(KEYS.language);
  changed();
}

/** The `?lang=` query parameter, when it names a supported language. */
export function languageFromQuery(search: string): Language | null {
  const value = new URLSearchParams(search).get('lang');
  return isLanguage(value) ? (value.toLowerCase() as Language) : null;
}

/** Values that fill `{placeholder}`s in menu paths (SPEC.md §3 Menu item). */
export function sessionValues(session: SessionSnapshot = getSession()): Record<string, string | number | null> {
  return {
    client_id: session.clientId,
    user_id: session.user?.id ?? null,
    language: session.language,
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useSession = (): SessionSnapshot => useSyncExternalStore(subscribe, getSession);
