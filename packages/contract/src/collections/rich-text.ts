/**
 * Rich text (issue 28): a richtext field holds the HTML of the console's editor, sanitised by the API on every write
 * (only the tags below survive). Lists, exports and search read it as plain text.
 */

/** The tags the console's editor produces, and so the only ones the API keeps. */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'hr',
] as const;

/** Tags after which the text goes on on another line (so words of two paragraphs do not run together). */
const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>|<hr\s*\/?>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The text of a rich text value without its tags: what a list cell, an export and the search key show. */
export function richTextPlain(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
      if (lower.startsWith('#') && lower !== '#39') return String.fromCodePoint(Number(lower.slice(1)));
      return ENTITIES[lower] ?? whole;
    })
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/** An editor's value with nothing in it (`<p></p>`, blank lines): no text and no image. */
export const isBlankRichText = (html: string): boolean => richTextPlain(html) === '' && !/<img\b/i.test(html);

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Plain text as rich text: one paragraph per blank-line-separated block, lines kept (the demo rows are written so). */
export const plainToRichText = (text: string): string =>
  text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`)
    .join('');
