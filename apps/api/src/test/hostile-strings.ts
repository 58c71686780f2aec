/**
 * Strings that break search queries, for property tests of every search input: NUL and other controls, lone
 * surrogates, quotes, FTS5 and tsquery operators, LIKE wildcards, backslashes, very long runs. A small seeded
 * generator (no dependency) keeps a failure reproducible.
 */

/** mulberry32: small, seeded, good enough to pick pieces. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  '\u0000',
  '\u0001',
  '\t',
  '\n',
  '\r',
  '\u001f',
  '\u007f',
  '\ud800',
  '\udfff',
  '\ud83d',
  '\ude00',
  '😀',
  '\ufeff',
  '\u200b',
  '"',
  "'",
  '`',
  '*',
  '^',
  ':',
  'NEAR(',
  'NEAR',
  'AND',
  'OR',
  'NOT',
  '(',
  ')',
  '{',
  '}',
  '-',
  '+',
  '&',
  '|',
  '!',
  '<->',
  '<2>',
  ':*',
  ':A',
  '\\',
  '\\\\',
  '%',
  '_',
  '%_',
  '[',
  ']',
  ';',
  '--',
  '/*',
  '*/',
  '#',
  '?',
  '/',
  '.',
  ',',
  '=',
  '~',
  '@',
  '$1',
  'null',
  'undefined',
  ' ',
  '  ',
  'a',
  'ab',
  'abc',
  'silva',
  'João',
  'ÉRICA',
  'ß',
  'İ',
  'ﬁ',
  '\u0301',
  'x',
  '0',
  '123',
];

/**
 * Fixed hard cases, then random strings from PIECES (seeded: the same seed gives the same list); every tenth is a
 * long run of up to 5,000 characters.
 */
export function hostileStrings(seed: number, count: number): string[] {
  const random = prng(seed);
  const pick = () => PIECES[Math.floor(random() * PIECES.length)];
  const out: string[] = [
    '\u0000',
    'a\u0000b',
    '\ud800',
    'a\udc00b',
    '"',
    '""',
    '"a" OR "b"',
    'NEAR(a b)',
    '*',
    'a*',
    '^a',
    'a:b',
    '!a & b | c',
    'a <-> b',
    'a:*',
    '\\',
    '%',
    '_',
    '%%__',
    'a'.repeat(250),
    'é'.repeat(5000),
  ];
  while (out.length < count) {
    if (out.length % 10 === 0)
      out.push(
        Array.from({ length: 60 + Math.floor(random() * 1000) }, pick)
          .join('')
          .slice(0, 5000),
      );
    else out.push(Array.from({ length: 1 + Math.floor(random() * 8) }, pick).join(''));
  }
  return out;
}

/** Percent-encodes each UTF-16 unit as its UTF-8 bytes, lone surrogates too (as WTF-8), as a client might send them. */
export function percentEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    let code = unit;
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      code = 0x10000 + ((unit - 0xd800) << 10) + (next - 0xdc00);
      i++;
    }
    if (code < 0x80 && /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(code))) {
      out += String.fromCharCode(code);
      continue;
    }
    const bytes =
      code < 0x80
        ? [code]
        : code < 0x800
          ? [0xc0 | (code >> 6), 0x80 | (code & 63)]
          : code < 0x10000
            ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
            : [0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)];
    out += bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return out;
}
