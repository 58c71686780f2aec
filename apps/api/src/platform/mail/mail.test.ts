import { describe, expect, it } from 'vitest';
import { seededDatabase } from '../../test/context.ts';
import { toMillis } from '../../db/dialects/index.ts';
import { jobQueue } from '../jobs/index.ts';
import { outboxMailer, welcomeMail, type Mail, type MailTransport, type RetryPolicy } from './index.ts';

describe('welcomeMail', () => {
  const mail = welcomeMail({
    to: 'x@exemplo.com.br',
    userName: '<script>alert(1)</script> & Cia',
    clientName: 'Lele "Escola"',
    colors: { primary: '#db2777', background: '#fdf2f8', text: '#3b0764' },
    link: 'https://console.example.com/auth/definir-senha?token=abc&client_id=15',
    validHours: 72,
  });
  it('escapes names and the link in the HTML, keeps them plain in the text', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Cia');
    expect(mail.html).toContain('Lele &quot;Escola&quot;');
    expect(mail.html).toContain('definir-senha?token=abc&amp;client_id=15');
    expect(mail.text).toContain('https://console.example.com/auth/definir-senha?token=abc&client_id=15');
    expect(mail.text).toContain('Olá, <script>alert(1)</script> & Cia!');
    expect(mail.subject).toBe('Boas-vindas! Defina sua senha em Lele "Escola"');
    expect(mail.html).toContain('#db2777');
  });
});

describe('welcomeMail with the client’s own texts', () => {
  const base = {
    to: 'x@exemplo.com.br',
    userName: 'Ann <b>{link}</b>',
    clientName: 'Lele & Co',
    colors: { primary: '#db2777', background: '#fdf2f8', text: '#3b0764' },
    link: 'https://console.example.com/auth/definir-senha?token=abc&client_id=15',
    validHours: 72,
  };

  it('fills {name}, {client} and {link}, escapes every text in the HTML and makes the link clickable where it stands', () => {
    const mail = welcomeMail({
      ...base,
      custom: {
        subject: 'Welcome to {client},\n{name}',
        body: 'Hi {name}!\nJoin {client} {unknown}:\n\n{link}\n\nBye',
      },
    });
    expect(mail.subject).toBe('Welcome to Lele & Co, Ann <b>{link}</b>');
    // A placeholder inside a filled value is not filled again.
    expect(mail.text).toBe(`Hi Ann <b>{link}</b>!\nJoin Lele & Co {unknown}:\n\n${base.link}\n\nBye`);
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('<p>Hi Ann &lt;b&gt;{link}&lt;/b&gt;!<br>Join Lele &amp; Co {unknown}:</p>');
    expect(mail.html).toContain('<a href="https://console.example.com/auth/definir-senha?token=abc&amp;client_id=15"');
    expect(mail.html).toContain('<p>Bye</p>');
    expect(mail.html).not.toContain('Olá');
    expect(mail.html).toContain('#db2777');
  });

  it('adds the link after a body that does not name it', () => {
    const mail = welcomeMail({ ...base, custom: { subject: 'Hola', body: 'Bienvenido, {name}.' } });
    expect(mail.text).toBe(`Bienvenido, Ann <b>{link}</b>.\n\n${base.link}`);
    expect(mail.html).toContain('definir-senha?token=abc&amp;client_id=15</a></p>');
  });
});

describe('outboxMailer', () => {
  const database = seededDatabase();
  const policy: RetryPolicy = { baseMs: 30_000, maxMs: 3_600_000, attempts: 30 };
  const sample: Mail = { to: 'a@exemplo.com.br', subject: 'Assunto', html: '<p>oi</p>', text: 'oi' };

  it('keeps mails unsent without a transport; records sent_at or the error with one', async () => {
    const sent: Mail[] = [];
    let fail = false;
    const transport: MailTransport = {
      async send(mail) {
        if (fail) throw new Error('421 try later');
        sent.push(mail);
      },
      close() {},
    };
    const day1 = () => Date.parse('2026-01-01T00:00:00Z');
    const none = outboxMailer(database.db, null, day1, policy, jobQueue(database.db, database.sql.name, day1));
    const id1 = await none.enqueue(database.db, 3, sample);
    await none.deliver(id1);
    const day2 = () => Date.parse('2026-01-02T00:00:00Z');
    const smtp = outboxMailer(database.db, transport, day2, policy, jobQueue(database.db, database.sql.name, day2));
    const id2 = await smtp.enqueue(database.db, 6, sample);
    await smtp.deliver(id2);
    fail = true;
    const id3 = await smtp.enqueue(database.db, 6, sample);
    await smtp.deliver(id3);
    expect(sent).toEqual([sample]);

    const rows = await database.db.selectFrom('outbox').selectAll().execute();
    expect(rows).toHaveLength(3);
    const iso = (value: Date | string | null) => (value === null ? null : new Date(toMillis(value)).toISOString());
    const byId = Object.fromEntries(
      rows.map((r) => [
        r.id,
        { ...r, created_at: iso(r.created_at), sent_at: iso(r.sent_at), next_attempt_at: iso(r.next_attempt_at) },
      ]),
    );
    expect(byId[id1]).toMatchObject({
      client_id: 3,
      sent_at: null,
      error: null,
      created_at: '2026-01-01T00:00:00.000Z',
      attempts: 0,
      next_attempt_at: null,
    });
    expect(byId[id2]).toMatchObject({
      client_id: 6,
      sent_at: '2026-01-02T00:00:00.000Z',
      error: null,
      attempts: 1,
      next_attempt_at: null,
    });
    // Failed: retried after the policy's first wait.
    expect(byId[id3]).toMatchObject({
      client_id: 6,
      sent_at: null,
      error: '421 try later',
      attempts: 1,
      next_attempt_at: '2026-01-02T00:00:30.000Z',
    });
  });
});
