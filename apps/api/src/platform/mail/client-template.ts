import { PLACEHOLDER, type MailTemplateKey } from '@console/contract';
import type { DbOrTx } from '../../db/handle.ts';
import { brandedHtml, escapeHtml, type MailColors } from './template.ts';
import { activeTemplate, type StoredTemplate } from './templates-repo.ts';
import type { Mail } from './transport.ts';

/**
 * Mails written from the client's templates (issue 29, `templates-email`): the template for the mail's key in the
 * recipient's language, when there is one and it is active, replaces the built-in texts; otherwise the built-in
 * mail goes as it was. Placeholders `{{name}}` take the mail's values, escaped in the HTML (a member's name cannot
 * add markup); `{{link}}` is a link there. Unknown placeholders stay as written, so a preview shows the mistake.
 */

const HTML_LANG: Record<string, string> = { 'pt-br': 'pt-BR', en: 'en', es: 'es' };

/** A text with its placeholders filled: plain (the text part, the subject) or as HTML. */
function fill(text: string, values: Readonly<Record<string, string>>, colors: MailColors, html: boolean): string {
  if (!html) return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
  // Escaped piece by piece: the template's own text and each value alike.
  let out = '';
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    out += escapeHtml(text.slice(last, match.index));
    const value = values[match[1]];
    if (value === undefined) out += escapeHtml(match[0]);
    else if (match[1] === 'link')
      out += `<a href="${escapeHtml(value)}" style="color:${colors.primary};word-break:break-all">${escapeHtml(value)}</a>`;
    else out += escapeHtml(value);
    last = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

export interface TemplateLook {
  to: string;
  clientName: string;
  colors: MailColors;
  language: string;
  values: Readonly<Record<string, string>>;
}

/** A template's mail: the subject on one line, the body's blank lines parting paragraphs, in the client's card. */
export function renderTemplate(template: StoredTemplate, look: TemplateLook): Mail {
  const { to, clientName, colors, language, values } = look;
  const paragraphs = template.corpo
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${fill(paragraph.trim(), values, colors, true).replace(/\n/g, '<br>')}</p>`);
  return {
    to,
    subject: fill(template.assunto, values, colors, false).replace(/\s+/g, ' ').trim(),
    html: brandedHtml(clientName, colors, paragraphs.join('\n'), HTML_LANG[language] ?? 'pt-BR'),
    text: fill(template.corpo, values, colors, false),
  };
}

/** The client's template for `key` in the recipient's language, rendered; else the built-in mail. */
export async function fromTemplate(
  db: DbOrTx,
  clientId: number,
  key: MailTemplateKey,
  look: TemplateLook,
  builtIn: () => Mail,
): Promise<Mail> {
  const template = await activeTemplate(db, clientId, key, look.language);
  return template ? renderTemplate(template, look) : builtIn();
}
