import { expect } from '@playwright/test';
import { MAIL_INBOX_URL } from '../playwright.config.ts';

/** Quoted-printable soft breaks and escapes undone, as a mail reader does. */
const decodeQp = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The mails that reached the SMTP server for this address, decoded. */
export async function mailsTo(to: string): Promise<string[]> {
  const messages = (await (await fetch(`${MAIL_INBOX_URL}?to=${encodeURIComponent(to)}`)).json()) as { raw: string }[];
  return messages.map((m) => decodeQp(m.raw));
}

/** The password link of the welcome mail that reached the SMTP server for this address. */
export async function welcomeLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await mailsTo(to))
          .map((mail) => /https?:\/\/\S+\/auth\/definir-senha\?token=[\w-]+&client_id=\d+/.exec(mail)?.[0])
          .find(Boolean);
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}
