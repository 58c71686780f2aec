import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Something that delivers a mail now, or throws. */
export interface MailTransport {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer; short timeouts so a dead server fails the delivery, not the request for long. */
export function smtpTransport(url: string, from: string): MailTransport {
  // Options the URL names (?connectionTimeout=...) win over these defaults.
  const transporter = nodemailer.createTransport(
    { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from },
  );
  return {
    async send(mail) {
      await transporter.sendMail({ from, ...mail, textEncoding: 'quoted-printable' });
    },
    close: () => transporter.close(),
  };
}
