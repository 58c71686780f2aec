/**
 * Accent- and case-insensitive form of names and search terms: lower case, compatibility-decomposed, without
 * combining marks, single spaces ('João  Ávila' -> 'joao avila'). Computed here rather than in SQL because SQLite
 * has no unaccent; the app stores it in users.name_key on every write, and user lists sort by it, so 'Érica'
 * sorts among the E's and a search for 'joao' finds 'João' on both engines.
 */
export const searchKey = (text: string): string =>
  searchableText(text).toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();

/**
 * Text fit for a query: control characters (NUL breaks PostgreSQL text) become spaces and lone surrogates go. The
 * contract already refuses both in search inputs (searchTerm); this keeps any other path to a query safe.
 */
export const searchableText = (text: string): string =>
  text
    // eslint-disable-next-line no-control-regex -- finding controls is the point
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '');

/** The derived columns every insert or rename of a user must write. */
export const userKeys = (name: string): { name_key: string } => ({ name_key: searchKey(name) });
