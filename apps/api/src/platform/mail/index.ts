export { outboxMailer, retryDelay, retryPolicyOf, type Mailer, type RetryPolicy } from './outbox.ts';
export { smtpTransport, type Mail, type MailTransport } from './transport.ts';
export { welcomeMail } from './template.ts';
