const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** A size in bytes as people read it: 512 B, 1,5 KB, 12 MB (decimal comma in pt-br and es). */
export function formatBytes(bytes: number, locale = 'pt-BR'): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toLocaleString(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 })} ${UNITS[unit]}`;
}
