import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { collectionByEntity, MAIL_TEMPLATE_KEYS } from '@console/contract';
import { tableOf } from '../../db/collections/layout.ts';
import { domainEvents } from '../../platform/domain-events.ts';
import { jobQueue } from '../../platform/jobs/index.ts';
import { outboxMailer } from '../../platform/mail/index.ts';
import { collectionSuite } from './test-kit.ts';
import { runCollectionTimers, type TimerDeps } from './timers.ts';
import { collectionWrites } from './write-path.ts';

/**
 * Issue 29: the notice a timer sends goes through the client's template `aviso-registro` in the recipient's language,
 * with the built-in notice as the fallback (no template, an inactive one, another client's); a template of a platform
 * mail lists that mail's placeholders.
 */

const suite = collectionSuite();
const NOW = Date.parse('2026-06-10T15:00:00Z');
type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
const db = () => suite.kit.db as unknown as AnyDb;
const faturas = collectionByEntity('faturas')!;

function timerDeps(): TimerDeps {
  const clock = () => NOW;
  const kit = suite.kit;
  const jobs = jobQueue(kit.db, kit.database.sql.name, clock);
  const events = domainEvents();
  const { writer } = collectionWrites({ sql: kit.database.sql, clock, realtime: kit.realtime, events });
  events.useWriter(writer);
  return {
    db: kit.db,
    clock,
    config: kit.config,
    jobs,
    collections: writer,
    mailer: outboxMailer(kit.db, null, clock, { baseMs: 1000, maxMs: 1000, attempts: 1 }, jobs),
  };
}

let serial = 0;
async function template(token: string, body: Record<string, unknown>) {
  const res = await suite.kit.call('POST', '/api/v2/admin/templates-email', token, {
    nome: `Aviso ${(serial += 1)}`,
    categoria: 'sistema',
    ativo: true,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; variaveis: string[] };
}

/** An open invoice of the client that fell due yesterday, for `member`. */
async function dueInvoice(clientId: number, member: number, numero: string): Promise<number> {
  const rows = await db()
    .selectFrom(tableOf(faturas))
    .select('id')
    .where('client_id', '=', clientId)
    .orderBy('id')
    .limit(5)
    .execute();
  const id = Number(rows[serial % rows.length]!.id);
  serial += 1;
  await db()
    .updateTable(tableOf(faturas))
    .set({ status: 'aberta', vencimento: '2026-06-09', usuario: member, numero })
    .where('id', '=', id)
    .execute();
  return id;
}

const lastMailTo = async (email: string) =>
  await suite.kit.db
    .selectFrom('outbox')
    .select(['subject', 'text', 'html', 'client_id'])
    .where('to', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

const setLanguage = (email: string, language: string) =>
  suite.kit.db.updateTable('users').set({ language }).where('email', '=', email).execute();

describe('a timer’s notice from the client’s template', () => {
  it('uses the active template in the person’s language; else the built-in notice; never another client’s', async () => {
    const member3 = await suite.kit.idOf('member@asta.demo');
    const member6 = await suite.kit.idOf('member@fitness-link.demo');
    await setLanguage('member@asta.demo', 'es');
    await setLanguage('member@fitness-link.demo', 'es');
    // Client 6 writes a Spanish notice; client 3 an English one and an inactive Spanish one.
    await template(suite.kit.admin6, {
      chave: 'aviso-registro',
      idioma: 'es',
      assunto: 'Seis: {{titulo}}',
      corpo: 'x',
    });
    await template(suite.kit.admin3, { chave: 'aviso-registro', idioma: 'en', assunto: 'EN {{aviso}}', corpo: 'y' });
    const inactive = await template(suite.kit.admin3, {
      chave: 'aviso-registro',
      idioma: 'es',
      assunto: 'Inactivo',
      corpo: 'z',
      ativo: false,
    });

    await dueInvoice(3, member3, 'NF-TPL-1');
    await runCollectionTimers(timerDeps());
    // Client 3's member reads Spanish: the inactive template and client 6's are not used, the built-in one is.
    expect((await lastMailTo('member@asta.demo')).subject).toBe('Factura vencida: NF-TPL-1');

    const on = await suite.kit.call('PUT', `/api/v2/admin/templates-email/${inactive.id}`, suite.kit.admin3, {
      ativo: true,
      assunto: '{{aviso}} — {{titulo}} ({{cliente}})',
      corpo: 'Hola {{nome}}: {{registro}}.\n\n{{link}}',
    });
    expect(on.statusCode, on.body).toBe(200);
    const id = await dueInvoice(3, member3, 'NF-TPL-2');
    await runCollectionTimers(timerDeps());
    const mail = await lastMailTo('member@asta.demo');
    expect(mail.subject).toBe('Factura vencida — NF-TPL-2 (Asta)');
    expect(mail.text).toContain('Factura "NF-TPL-2"');
    expect(mail.html).toMatch(new RegExp(`<a href="[^"]*/faturas/${id}\\?client_id=3"`));
    expect(mail.client_id).toBe(3);

    await dueInvoice(6, member6, 'NF-TPL-6');
    await runCollectionTimers(timerDeps());
    expect((await lastMailTo('member@fitness-link.demo')).subject).toBe('Seis: NF-TPL-6');
  });

  it('a template of a platform mail lists the mail’s placeholders as its available variables', async () => {
    const made = await template(suite.kit.admin3, {
      chave: 'prazo-avaliacao',
      idioma: 'pt-br',
      assunto: 'Prazo',
      corpo: '{{prazo}}',
      variaveis: ['qualquer'],
    });
    expect(made.variaveis).toEqual([...MAIL_TEMPLATE_KEYS['prazo-avaliacao']]);
    const own = await template(suite.kit.admin3, {
      chave: 'minha-chave',
      idioma: 'pt-br',
      assunto: 'A',
      corpo: 'B',
      variaveis: ['qualquer'],
    });
    expect(own.variaveis).toEqual(['qualquer']);
  });
});
