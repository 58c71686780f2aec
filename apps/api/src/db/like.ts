import { searchableText } from './search-keys.ts';

/**
 * A lower-case LIKE pattern (used with escape '\') for text containing `term`; `%`, `_` and `\` typed by the user
 * match themselves, and characters no query may carry are dropped first (searchableText).
 */
export const likeContains = (term: string): string =>
  `%${searchableText(term)
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
