import { createHash } from 'node:crypto';
import type { ClientTexts, Language } from '@console/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { activeTexts, textsVersion } from './repo.ts';

/** Client and language pairs kept at most (each holds a client's overrides in one language). */
const KEPT = 2_000;

/**
 * A client's interface texts in a language (issue 29): its active `traducoes` rows merged into one map. The map is
 * kept per client and language with the version it was read at (count, newest id and latest write of the client's
 * rows in that language): any create, update or delete changes the version, on this instance or another, so the
 * next read merges again. The version is also the answer's ETag: a console holding it gets 304.
 */
export function translationsService(deps: Pick<AppDeps, 'db'>) {
  const kept = new Map<string, { version: string; texts: ClientTexts; etag: string }>();

  return {
    async texts(clientId: number, language: Language): Promise<{ texts: ClientTexts; etag: string }> {
      const key = `${clientId}:${language}`;
      const version = await textsVersion(deps.db, clientId, language);
      const hit = kept.get(key);
      if (hit && hit.version === version) return hit;
      const texts: ClientTexts = {};
      for (const row of await activeTexts(deps.db, clientId, language)) texts[row.chave.trim()] = row.texto;
      const etag = `"${createHash('sha256').update(`${key}|${version}`).digest('base64url').slice(0, 22)}"`;
      if (kept.size >= KEPT && !kept.has(key)) kept.delete(kept.keys().next().value!);
      const entry = { version, texts, etag };
      kept.set(key, entry);
      return entry;
    },
  };
}
