import type { Mail } from '../../platform/mail/index.ts';
import { brandedMail, type MailColors, type MailLanguage } from '../../platform/mail/template.ts';

export interface RegistrationMail {
  to: string;
  userName: string;
  clientName: string;
  colors: MailColors;
  /** The client's sign-in page. */
  loginLink: string;
}

/** To a new self-registered member: the account exists, sign in with the password chosen. */
export const registeredMail = ({ to, userName, clientName, colors, loginLink }: RegistrationMail): Mail =>
  brandedMail({
    to,
    subject: `Cadastro realizado em ${clientName}`,
    clientName,
    colors,
    userName,
    paragraphs: [`Sua conta em ${clientName} foi criada. Entre com este e-mail e a senha que você escolheu:`],
    action: { label: 'Entrar', href: loginLink },
    note: 'Se você não fez este cadastro, ignore este e-mail.',
  });

/**
 * To the owner of an e-mail someone tried to register again: the sign-up answer is the same either way (it must not
 * tell whether an e-mail exists), so the owner learns it here, and nothing about their account changed.
 */
export const registrationAttemptMail = ({ to, userName, clientName, colors, loginLink }: RegistrationMail): Mail =>
  brandedMail({
    to,
    subject: `Tentativa de cadastro em ${clientName}`,
    clientName,
    colors,
    userName,
    paragraphs: [
      `Alguém tentou criar uma conta em ${clientName} com este e-mail, que já está cadastrado. Sua conta não foi alterada.`,
      'Se foi você, entre com sua senha:',
    ],
    action: { label: 'Entrar', href: loginLink },
    note: 'Se não foi você, ignore este e-mail.',
  });

const RESET_TEXTS = {
  'pt-br': {
    subject: (client: string) => `Redefinição de senha em ${client}`,
    body: (client: string) =>
      `Recebemos um pedido para redefinir a senha da sua conta em ${client}. Para escolher uma nova senha:`,
    action: 'Redefinir minha senha',
    note: (minutes: number) =>
      `O link vale por ${minutes} minutos e pode ser usado uma única vez; ao usá-lo, todas as suas sessões abertas são encerradas. Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.`,
  },
  en: {
    subject: (client: string) => `Password reset at ${client}`,
    body: (client: string) =>
      `We received a request to reset the password of your account at ${client}. To choose a new password:`,
    action: 'Reset my password',
    note: (minutes: number) =>
      `The link is valid for ${minutes} minutes and works once; using it signs you out everywhere. If you did not ask for a reset, ignore this e-mail: your password stays the same.`,
  },
  es: {
    subject: (client: string) => `Restablecimiento de contraseña en ${client}`,
    body: (client: string) =>
      `Recibimos una solicitud para restablecer la contraseña de su cuenta en ${client}. Para elegir una nueva contraseña:`,
    action: 'Restablecer mi contraseña',
    note: (minutes: number) =>
      `El enlace vale ${minutes} minutos y se puede usar una sola vez; al usarlo se cierran todas sus sesiones. Si no solicitó el restablecimiento, ignore este correo: su contraseña sigue siendo la misma.`,
  },
} satisfies Record<MailLanguage, unknown>;

export interface ResetMail {
  to: string;
  userName: string;
  clientName: string;
  colors: MailColors;
  link: string;
  validMinutes: number;
  language: MailLanguage;
}

/** To the owner of an account who asked for a password reset: the one-time link, in their language. */
export const passwordResetMail = ({
  to,
  userName,
  clientName,
  colors,
  link,
  validMinutes,
  language,
}: ResetMail): Mail => {
  const texts = RESET_TEXTS[language];
  return brandedMail({
    to,
    subject: texts.subject(clientName),
    clientName,
    colors,
    userName,
    paragraphs: [texts.body(clientName)],
    action: { label: texts.action, href: link },
    note: texts.note(validMinutes),
    language,
  });
};
