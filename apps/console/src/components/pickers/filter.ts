/** Lower case without accents, so that 'joao' finds 'João' (SPEC.md §5: the list filter). */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('pt-BR');

/** The text the filter looks at: the item itself for strings, else the named field (empty when absent). */
export function describeItem<T>(item: T, field?: string): string {
  if (typeof item === 'string') return item;
  if (item === null || typeof item !== 'object' || !field) return '';
  const value = (item as Record<string, unknown>)[field];
  return value === null || value === undefined ? '' : String(value);
}

/**
 * SPEC.md §5: case-insensitive substring match on a named description field, or on the item itself
 * when the items are strings; accents are ignored. A blank term keeps every item, in order.
 */
export function filterItems<T>(items: readonly T[], term: string, field?: string): T[] {
  const wanted = foldText(term.trim());
  if (!wanted) return [...items];
  return items.filter((item) => foldText(describeItem(item, field)).includes(wanted));
}
