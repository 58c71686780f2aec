export { outboxMailer, type Mailer } from './outbox.ts';
export { smtpTransport, type Mail, type MailTransport } from './transport.ts';
export { welcomeMail, type WelcomeMail } from './template.ts';
