/**
 * A Content-Disposition header that carries a file's own name (RFC 6266): `filename` holds an ASCII stand-in for
 * older agents (accents dropped, anything else outside printable ASCII, quotes and backslashes as `_`), and
 * `filename*` the exact name in UTF-8, percent-encoded as RFC 5987 asks, which every current browser prefers.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (ascii === name) return `${type}; filename="${name}"`;
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** RFC 5987's ext-value characters: percent-encoded UTF-8 except letters, digits and !#$&+-.^_`|~. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
