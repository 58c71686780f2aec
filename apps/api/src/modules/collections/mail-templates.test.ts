import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_SAMPLE_VALUES } from '@console/contract';
import { testKit, type TestKit } from '../../test/kit.ts';

// Issue 29: the platform's mails are written from the client's template for their key in the recipient's language
// when one is active, with the built-in texts as the fallback; values are escaped in the HTML; a template has a
// preview and a test send to oneself through the outbox.

let kit: TestKit;
beforeAll(async () => {
  kit = await testKit();
});
afterAll(() => kit.close());

const TEMPLATES = '/api/v2/admin/templates-email';
let serial = 0;

async function template(token: string, body: Record<string, unknown>) {
  const res = await kit.call('POST', TEMPLATES, token, {
    nome: `Modelo ${Date.now()}-${(serial += 1)}`,
    categoria: 'transacional',
    ativo: true,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number };
}

const mailsTo = (to: string) =>
  kit.db
    .selectFrom('outbox')
    .select(['client_id', 'subject', 'text', 'html'])
    .where('to', '=', to)
    .orderBy('id')
    .execute();

async function newUser(token: string, name: string, language: string) {
  const email = `tpl${Date.now()}${(serial += 1)}@exemplo.com.br`;
  const res = await kit.call('POST', '/api/v2/admin/asap-user/store?send_welcome_email=true', token, {
    name,
    email,
    language,
  });
  expect(res.statusCode, res.body).toBe(201);
  return email;
}

describe('mails from the client’s templates', () => {
  it('write the welcome mail from the active template in the member’s language, escaped, else the built-in one', async () => {
    // The demo's templates of the platform's mails start inactive: the built-in mail goes.
    const before = await newUser(kit.admin3, 'Ana Antes', 'en');
    expect((await mailsTo(before))[0].subject).toMatch(/^Boas-vindas! Defina sua senha em /);

    await template(kit.admin3, {
      chave: 'boas-vindas',
      idioma: 'en',
      assunto: 'Welcome to {{cliente}}, {{nome}}',
      corpo: 'Hi {{nome}}!\n\nSet your password here: {{link}}\n\nValid {{validade_horas}} hours. {{desconhecido}}',
    });
    // An inactive Spanish one is not used.
    await template(kit.admin3, { chave: 'boas-vindas', idioma: 'es', assunto: 'Hola', corpo: 'x', ativo: false });

    const english = await newUser(kit.admin3, 'Zoe <b>"&', 'en');
    const [mail] = await mailsTo(english);
    expect(mail.subject).toBe('Welcome to Asta, Zoe <b>"&');
    expect(mail.html).toContain('Hi Zoe &lt;b&gt;&quot;&amp;!');
    expect(mail.html).not.toContain('<b>"&');
    expect(mail.html).toMatch(/<a href="https?:\/\/[^"]*definir-senha\?token=[^"]+"/);
    expect(mail.html).toContain('Valid 72 hours. {{desconhecido}}');
    expect(mail.html).toContain('lang="en"');
    expect(mail.text).toContain('Hi Zoe <b>"&!');

    const portuguese = await newUser(kit.admin3, 'Paulo Pt', 'pt-br');
    expect((await mailsTo(portuguese))[0].subject).toMatch(/^Boas-vindas! Defina sua senha em /);
    const spanish = await newUser(kit.admin3, 'Sara Es', 'es');
    expect((await mailsTo(spanish))[0].subject).toMatch(/^Boas-vindas! Defina sua senha em /);
    // Client 3's template is not client 6's.
    const other = await newUser(kit.admin6, 'Otto Outro', 'en');
    const [otherMail] = await mailsTo(other);
    expect(otherMail.client_id).toBe(6);
    expect(otherMail.subject).toMatch(/^Boas-vindas! Defina sua senha em /);
  });

  it('write the password reset from the template in the member’s language', async () => {
    await template(kit.admin3, {
      chave: 'redefinir-senha',
      idioma: 'pt-br',
      assunto: 'Nova senha para {{nome}}',
      corpo: 'Use {{link}} em até {{validade_minutos}} minutos.',
    });
    const res = await kit.app.inject({
      method: 'POST',
      url: '/api/v2/client/password/forgot?client_id=3',
      remoteAddress: '10.77.0.1',
      payload: { email: 'member@asta.demo' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const mails = await mailsTo('member@asta.demo');
    const last = mails.at(-1)!;
    expect(last.subject).toMatch(/^Nova senha para /);
    expect(last.html).toMatch(/Use <a href="[^"]*redefinir-senha[^"]*token=/);
  });
});

describe('a template’s preview and test send', () => {
  it('renders the record with sample values, escaped, and names unknown placeholders; another client’s is 404', async () => {
    const { id } = await template(kit.admin3, {
      chave: 'projeto-devolutiva',
      idioma: 'pt-br',
      assunto: 'Devolutiva de {{projeto}}',
      corpo: '<script>alert(1)</script> {{decisao}} {{mensagem}} {{inexistente}}',
    });
    const res = await kit.call('POST', `${TEMPLATES}/${id}/preview`, kit.admin3);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.subject).toBe(`Devolutiva de ${MAIL_SAMPLE_VALUES.projeto}`);
    expect(data.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(data.html).not.toContain('<script>');
    expect(data.html).toContain(MAIL_SAMPLE_VALUES.decisao);
    expect(data.unknown).toEqual(['inexistente']);
    expect((await kit.call('POST', `${TEMPLATES}/${id}/preview`, kit.admin6)).statusCode).toBe(404);
    expect((await kit.call('POST', `${TEMPLATES}/${id}/preview`, kit.member3)).statusCode).toBe(403);
  });

  it('sends a test to the sender through the outbox, audited', async () => {
    const { id } = await template(kit.admin3, {
      chave: 'cadastro',
      idioma: 'en',
      assunto: 'Hello {{nome}}',
      corpo: 'Sign in at {{link}}',
    });
    const res = await kit.call('POST', `${TEMPLATES}/${id}/teste`, kit.admin3);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.to).toBe('admin@asta.demo');
    const sent = await kit.db
      .selectFrom('outbox')
      .select(['to', 'subject', 'client_id'])
      .where('id', '=', res.json().data.outbox_id)
      .executeTakeFirstOrThrow();
    expect(sent.to).toBe('admin@asta.demo');
    expect(sent.client_id).toBe(3);
    expect(sent.subject).toMatch(/^\[Teste\] Hello /);
    expect((await kit.audits('templates-email', id)).map((a) => a.action)).toContain('templates-email.testar');
    expect((await kit.call('POST', `${TEMPLATES}/${id}/teste`, kit.admin6)).statusCode).toBe(404);
  });
});
