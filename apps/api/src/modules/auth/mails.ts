import type { Mail } from '../../platform/mail/index.ts';
import { brandedMail, type MailColors } from '../../platform/mail/template.ts';

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
