export { outboxMailer, retryDelay, retryPolicyOf, type Mailer, type RetryPolicy } from './outbox.ts';
export { scheduleMailRetries } from './retries.ts';
export { smtpTransport, type Mail, type MailTransport } from './transport.ts';
export { welcomeMail } from './template.ts';
