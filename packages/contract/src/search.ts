import { z } from 'zod';

/** C0 controls (NUL included) and DEL: no one types them into a search box, and NUL breaks PostgreSQL text. */
// eslint-disable-next-line no-control-regex -- finding controls is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
/** A UTF-16 surrogate without its other half: not a character, and not encodable as UTF-8. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const SEARCH_MESSAGES = { invalid: 'O termo de busca contém caracteres inválidos.' } as const;

/** Whether a search term holds only characters a person can type (no controls, no lone surrogates). */
export const isSearchable = (text: string): boolean => !CONTROL.test(text) && !LONE_SURROGATE.test(text);

/**
 * Every free-text search input of the API (a list's ?search, an author search's term, the outbox's ?to): trimmed,
 * at most `max` characters, and refused with 422 when it holds a control character or a lone surrogate, before it
 * reaches a LIKE pattern or a full-text query. Quotes, operators and wildcards stay allowed: the queries treat
 * them as text (db/like.ts, db/dialects).
 */
export const searchTerm = (max: number) => z.string().trim().max(max).refine(isSearchable, SEARCH_MESSAGES.invalid);
