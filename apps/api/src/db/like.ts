/** A lower-case LIKE pattern (used with escape '\') for text containing `term`; `%` and `_` typed by the user match themselves. */
export const likeContains = (term: string): string => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
