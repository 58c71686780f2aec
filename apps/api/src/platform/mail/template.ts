import type { ColorConfig } from '@console/contract';
import type { Mail } from './transport.ts';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export interface WelcomeMail {
  to: string;
  userName: string;
  clientName: string;
  colors: Pick<ColorConfig, 'primary' | 'background' | 'text'>;
  link: string;
  validHours: number;
}

/** The Portuguese welcome mail with the client's name and colours and the one-time password link. */
export function welcomeMail({ to, userName, clientName, colors, link, validHours }: WelcomeMail): Mail {
  const subject = `Bem-vindo(a) a ${clientName}: defina sua senha`;
  const text = [
    `Olá, ${userName}!`,
    '',
    `Sua conta em ${clientName} foi criada. Para começar, defina sua senha pelo link abaixo:`,
    '',
    link,
    '',
    `O link vale por ${validHours} horas e pode ser usado uma única vez.`,
    'Se você não esperava este e-mail, ignore-o.',
  ].join('\n');
  const [name, client, href] = [escapeHtml(userName), escapeHtml(clientName), escapeHtml(link)];
  const html = `<!doctype html>
<html lang="pt-BR"><body style="margin:0;padding:24px;background:${colors.background};color:${colors.text};font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;border-top:6px solid ${colors.primary}">
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:20px;color:${colors.primary}">${client}</h1>
<p>Olá, ${name}!</p>
<p>Sua conta em ${client} foi criada. Para começar, defina sua senha:</p>
<p style="margin:24px 0"><a href="${href}" style="background:${colors.primary};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">Definir minha senha</a></p>
<p style="font-size:13px">Ou copie este endereço no navegador:<br><span style="word-break:break-all">${href}</span></p>
<p style="font-size:13px">O link vale por ${validHours} horas e pode ser usado uma única vez. Se você não esperava este e-mail, ignore-o.</p>
</td></tr></table></body></html>`;
  return { to, subject, html, text };
}
