import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition (RFC 6266, RFC 5987)', () => {
  it('keeps a plain ASCII name as it is', () => {
    expect(contentDisposition('attachment', 'relatorio-2026.pdf')).toBe('attachment; filename="relatorio-2026.pdf"');
  });

  it('adds the UTF-8 name, percent-encoded, beside an ASCII stand-in', () => {
    expect(contentDisposition('inline', 'Edital nº 3 – inscrições.pdf')).toBe(
      `inline; filename="Edital n_ 3 _ inscricoes.pdf"; filename*=UTF-8''Edital%20n%C2%BA%203%20%E2%80%93%20inscri%C3%A7%C3%B5es.pdf`,
    );
  });

  it('never lets a quote, backslash or RFC 5987 delimiter break the header', () => {
    expect(contentDisposition('attachment', `a"b\\c'(d)*.pdf`)).toBe(
      `attachment; filename="a_b_c'(d)*.pdf"; filename*=UTF-8''a%22b%5Cc%27%28d%29%2A.pdf`,
    );
  });
});
