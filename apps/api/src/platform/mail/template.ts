import type { ColorConfig, WelcomeTexts } from '@console/contract';
import type { Mail } from './transport.ts';

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export type MailColors = Pick<ColorConfig, 'primary' | 'background' | 'text'>;

/** The words of the frame around a mail's texts, in the product's languages. */
const FRAME = {
  'pt-br': { hello: (name: string) => `Olá, ${name}!`, copy: 'Ou copie este endereço no navegador:', lang: 'pt-BR' },
  en: { hello: (name: string) => `Hello, ${name}!`, copy: 'Or copy this address into your browser:', lang: 'en' },
  es: { hello: (name: string) => `¡Hola, ${name}!`, copy: 'O copie esta dirección en el navegador:', lang: 'es' },
} as const;
export type MailLanguage = keyof typeof FRAME;

/** A mail in a client's name and colours: a greeting, paragraphs, an optional button, a closing note (Portuguese unless `language` says). */
export interface BrandedMail {
  to: string;
  subject: string;
  clientName: string;
  colors: MailColors;
  userName: string;
  paragraphs: string[];
  action?: { label: string; href: string };
  note: string;
  /** The language of the texts given, for the greeting and the frame; Portuguese by default. */
  language?: MailLanguage;
}

/** The card every mail wears: the client's name as its title over `inner` (HTML already escaped), in the client's colours. */
export function brandedHtml(clientName: string, colors: MailColors, inner: string, lang = 'pt-BR'): string {
  return `<!doctype html>
<html lang="${lang}"><body style="margin:0;padding:24px;background:${colors.background};color:${colors.text};font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;border-top:6px solid ${colors.primary}">
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:20px;color:${colors.primary}">${escapeHtml(clientName)}</h1>
${inner}
</td></tr></table></body></html>`;
}

/** Every text is escaped in the HTML and kept plain in the text part. */
export function brandedMail({
  to,
  subject,
  clientName,
  colors,
  userName,
  paragraphs,
  action,
  note,
  language = 'pt-br',
}: BrandedMail): Mail {
  const frame = FRAME[language];
  const text = [frame.hello(userName), ...paragraphs, ...(action ? [action.href] : []), note].join('\n\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:${colors.primary};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px">${escapeHtml(frame.copy)}<br><span style="word-break:break-all">${escapeHtml(action.href)}</span></p>
`
    : '';
  const inner = `<p>${escapeHtml(frame.hello(userName))}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}<p style="font-size:13px">${escapeHtml(note)}</p>`;
  return { to, subject, html: brandedHtml(clientName, colors, inner, frame.lang), text };
}

/** What a client's welcome text may name: {name} (the new user), {client} (the client's name) and {link} (the set-password link). */
interface WelcomeValues {
  name: string;
  client: string;
  link: string;
}

/** A client's welcome text with its placeholders filled; other braces stay as written, and filled values are not read again. */
const fillWelcomeText = (text: string, values: WelcomeValues): string =>
  text.replace(/\{(name|client|link)\}/g, (_, key: keyof WelcomeValues) => values[key]);

/**
 * A welcome mail of the client's own texts: the text part is the body filled in; the HTML shows it escaped, blank
 * lines parting paragraphs, with the link clickable where {link} stands. A body without {link} gets the link after
 * it, since the account cannot be used without it. The subject stays on one line.
 */
function customWelcomeMail({ to, userName, clientName, colors, link }: WelcomeMail, texts: WelcomeTexts): Mail {
  const values = { name: userName, client: clientName, link };
  const body = texts.body.includes('{link}') ? texts.body : `${texts.body}\n\n{link}`;
  const anchor = `<a href="${escapeHtml(link)}" style="color:${colors.primary};word-break:break-all">${escapeHtml(link)}</a>`;
  const paragraphs = body.split(/\n\s*\n/).map(
    (paragraph) =>
      `<p>${paragraph
        .split('{link}')
        .map((part) => escapeHtml(fillWelcomeText(part, values)).replace(/\n/g, '<br>'))
        .join(anchor)}</p>`,
  );
  return {
    to,
    subject: fillWelcomeText(texts.subject, values).replace(/\s+/g, ' ').trim(),
    html: brandedHtml(clientName, colors, paragraphs.join('\n')),
    text: fillWelcomeText(body, values),
  };
}

export interface WelcomeMail {
  to: string;
  userName: string;
  clientName: string;
  colors: MailColors;
  link: string;
  validHours: number;
  /** The client's own texts in the user's language; without them, the product's Portuguese mail. */
  custom?: WelcomeTexts;
}

/** The welcome mail with the client's name and colours and the one-time password link. */
export function welcomeMail(mail: WelcomeMail): Mail {
  const { to, userName, clientName, colors, link, validHours, custom } = mail;
  if (custom) return customWelcomeMail(mail, custom);
  return brandedMail({
    to,
    subject: `Boas-vindas! Defina sua senha em ${clientName}`,
    clientName,
    colors,
    userName,
    paragraphs: [`Sua conta em ${clientName} foi criada. Para começar, defina sua senha:`],
    action: { label: 'Definir minha senha', href: link },
    note: `O link vale por ${validHours} horas e pode ser usado uma única vez. Se você não esperava este e-mail, ignore-o.`,
  });
}
