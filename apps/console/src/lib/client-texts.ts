import { useEffect } from 'react';
import { CLIENT_TEXTS_PATH, clientTexts, type ClientTexts, type Language } from '@console/contract';
import { http } from './http.ts';
import { i18n } from './i18n.ts';
import { useSession } from './session.ts';

/**
 * A client's own interface texts (issue 29, `traducoes`): after sign-in, and after a change of client or language,
 * the console reads the client's overrides for the language and lays them over `assets/i18n/{lang}.json`. Texts an
 * earlier client changed are taken back first (the bundle is read again), so one client's words never stay on
 * another's screens.
 */

/** `{ "menu.usuarios": "Alunos" }` as i18next's nested resources. */
export function nestedTexts(texts: ClientTexts): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(texts)) {
    const parts = key.split('.').filter(Boolean);
    if (!parts.length) continue;
    let node = out;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node = (typeof next === 'object' && next !== null ? next : (node[part] = {})) as Record<string, unknown>;
    }
    node[parts.at(-1)!] = text;
  }
  return out;
}

/** Which overrides are on each language's bundle now. */
const applied = new Map<Language, string>();

/** Lays `texts` over the language's bundle (after reading it again when another client's were on it). */
export async function applyClientTexts(language: Language, texts: ClientTexts): Promise<void> {
  const mark = JSON.stringify(texts);
  if ((applied.get(language) ?? '{}') === mark) return;
  if (applied.has(language) && i18n.services.backendConnector?.backend) await i18n.reloadResources([language]);
  i18n.addResourceBundle(language, 'translation', nestedTexts(texts), true, true);
  applied.set(language, mark);
  // Screens read their texts again (react-i18next listens to this event).
  i18n.emit('languageChanged', i18n.language);
}

/** GET the client's overrides for the language. */
async function fetchClientTexts(clientId: number, language: Language): Promise<ClientTexts> {
  const body = await http.get<{ success: true; data: unknown }>(CLIENT_TEXTS_PATH, {
    query: { client_id: clientId, lang: language },
  });
  return clientTexts.parse(body.data);
}

/** Applies the signed-in client's texts in the session's language; a failure leaves the standard texts. */
export function useClientTexts(): void {
  const { token, clientId, language } = useSession();
  useEffect(() => {
    let current = true;
    // Signed out: the standard texts come back.
    if (!token || !clientId) {
      void applyClientTexts(language, {}).catch(() => undefined);
      return;
    }
    fetchClientTexts(clientId, language)
      .then((texts) => (current ? applyClientTexts(language, texts) : undefined))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [token, clientId, language]);
}
