import type { CollectionDef } from '@console/contract';
import type { DbOrTx } from '../../db/handle.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import { filesRepo } from '../../platform/uploads/files-repo.ts';

/** A raw create or update body with its rich text values sanitised (before validation: a body of only a script is empty). */
export function sanitizedBody(def: CollectionDef, raw: unknown): unknown {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const body = { ...(raw as Record<string, unknown>) };
  for (const field of def.fields)
    if (field.kind === 'richtext' && typeof body[field.name] === 'string')
      body[field.name] = sanitizeRichText(body[field.name] as string);
  return body;
}

const LIBRARY_IMAGE_MESSAGE = 'Use imagens da biblioteca desta organização ou endereços https.';
const OWN_IMAGE = /<img\b[^>]*?\ssrc="(\/media\/[^"]+)"/gi;

/**
 * Images of a rich text that name our storage must be files of the client's library (another client's /media/
 * address answers 422); a value an update leaves as it was stays, whatever it holds.
 */
export async function foreignRichTextImages(
  db: DbOrTx,
  def: CollectionDef,
  clientId: number,
  values: Record<string, unknown>,
  before?: Record<string, unknown>,
): Promise<Record<string, string[]>> {
  const named = def.fields
    .filter((f) => f.kind === 'richtext' && typeof values[f.name] === 'string' && values[f.name] !== before?.[f.name])
    .map((f) => ({ name: f.name, urls: [...String(values[f.name]).matchAll(OWN_IMAGE)].map((m) => m[1]) }))
    .filter((f) => f.urls.length);
  if (!named.length) return {};
  const known = await filesRepo(db).knownUrls(
    clientId,
    named.flatMap((f) => f.urls),
  );
  return Object.fromEntries(
    named.filter((f) => f.urls.some((url) => !known.has(url))).map((f) => [f.name, [LIBRARY_IMAGE_MESSAGE]]),
  );
}
