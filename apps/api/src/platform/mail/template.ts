import type { ColorConfig } from '@console/contract';
import type { Mail } from './transport.ts';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export type MailColors = Pick<ColorConfig, 'primary' | 'background' | 'text'>;

/** A Portuguese mail in a client's name and colours: a greeting, paragraphs, an optional button, a closing note. */
export interface BrandedMail {
  to: string;
  subject: string;
  clientName: string;
  colors: MailColors;
  userName: string;
  paragraphs: string[];
  action?: { label: string; href: string };
  note: string;
}

/** Every text is escaped in the HTML and kept plain in the text part. */
export function brandedMail({ to, subject, clientName, colors, userName, paragraphs, action, note }: BrandedMail): Mail {
  const text = [`Olá, ${userName}!`, ...paragraphs, ...(action ? [action.href] : []), note].join('\n\n');
  const [name, client] = [escapeHtml(userName), escapeHtml(clientName)];
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:${colors.primary};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px">Ou copie este endereço no navegador:<br><span style="word-break:break-all">${escapeHtml(action.href)}</span></p>
`
    : '';
  const html = `<!doctype html>
<html lang="pt-BR"><body style="margin:0;padding:24px;background:${colors.background};color:${colors.text};font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;border-top:6px solid ${colors.primary}">
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:20px;color:${colors.primary}">${client}</h1>
<p>Olá, ${name}!</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}<p style="font-size:13px">${escapeHtml(note)}</p>
</td></tr></table></body></html>`;
  return { to, subject, html, text };
}

export interface WelcomeMail {
  to: string;
  userName: string;
  clientName: string;
  colors: MailColors;
  link: string;
  validHours: number;
}

/** The Portuguese welcome mail with the client's name and colours and the one-time password link. */
export function welcomeMail({ to, userName, clientName, colors, link, validHours }: WelcomeMail): Mail {
  return brandedMail({
    to,
    subject: `Bem-vindo(a) a ${clientName}: defina sua senha`,
    clientName,
    colors,
    userName,
    paragraphs: [`Sua conta em ${clientName} foi criada. Para começar, defina sua senha:`],
    action: { label: 'Definir minha senha', href: link },
    note: `O link vale por ${validHours} horas e pode ser usado uma única vez. Se você não esperava este e-mail, ignore-o.`,
  });
}
