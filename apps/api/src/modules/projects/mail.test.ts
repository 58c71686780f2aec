import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../../test/smtp.ts';
import { FUTURE, projectsKit, type ProjectsKit } from './test-kit.ts';

/** Quoted-printable soft breaks and escapes undone. */
const decodeQp = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let kit: ProjectsKit;
beforeAll(async () => {
  smtp = await startSmtp();
  kit = await projectsKit({
    env: {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://console.example.com',
      MAIL_FROM: 'Asta <nao-responda@asta.example>',
    },
  });
  await kit.fillData(kit.member3);
});
afterAll(async () => {
  await kit.close();
  await smtp.close();
});

describe('e-mails over SMTP', () => {
  it('the assignee receives the encaminhamento and the proponent the devolutiva; nobody else is written to', async () => {
    const s = await kit.session();
    const p = await kit.project(kit.member3, s.id);
    kit.ok(await kit.call('POST', `/api/v2/projetos/list/${p.id}/enviar`, kit.member3));
    kit.ok(await kit.call('POST', `/api/v2/admin/projetos/status/${p.id}`, kit.admin3, { status: 'em_analise' }));
    expect(smtp.messages).toHaveLength(0);

    kit.ok(
      await kit.call('POST', `/api/v2/admin/projetos/encaminhamento/${p.id}`, kit.admin3, {
        assignee_id: kit.reviewerId,
        stage: 'Comitê',
        note: 'Prioridade alta.',
        deadline: FUTURE,
      }),
    );
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0].to).toEqual(['revisora@asta.demo']);
    const forward = decodeQp(smtp.messages[0].raw);
    expect(forward).toContain('Olá, Renata Revisora!');
    expect(forward).toContain('Prioridade alta.');
    expect(forward).toContain(`https://console.example.com/projetos/projeto/${p.id}?client_id=3`);

    kit.ok(await kit.call('POST', `/api/v2/admin/projetos/status/${p.id}`, kit.reviewer, { status: 'em_analise' }));
    kit.ok(
      await kit.call('POST', `/api/v2/admin/projetos/devolutiva/${p.id}`, kit.admin3, {
        decision: 'reprovado',
        text: 'Fora do escopo do edital.',
      }),
    );
    expect(smtp.messages).toHaveLength(2);
    expect(smtp.messages[1].to).toEqual(['member@asta.demo']);
    const decision = decodeQp(smtp.messages[1].raw);
    expect(decision).toContain('Fora do escopo do edital.');
    expect(decision).toContain('Seu projeto não foi aprovado.');
    expect(decision).toContain(`https://console.example.com/meus-projetos/${p.id}?client_id=3`);
    const outbox = await kit.db
      .selectFrom('outbox')
      .select(['to', 'sent_at'])
      .where('client_id', '=', 3)
      .orderBy('id')
      .execute();
    expect(outbox.slice(-2).map((m) => m.to)).toEqual(['revisora@asta.demo', 'member@asta.demo']);
    expect(outbox.slice(-2).every((m) => m.sent_at !== null)).toBe(true);
  });

  it('a refused transition writes no mail', async () => {
    const s = await kit.session();
    const p = await kit.project(kit.member3, s.id);
    const before = smtp.messages.length;
    expect(
      (
        await kit.call('POST', `/api/v2/admin/projetos/devolutiva/${p.id}`, kit.admin3, {
          decision: 'aprovado',
          text: 'Aprovado cedo demais.',
        })
      ).statusCode,
    ).toBe(409);
    expect(smtp.messages.length).toBe(before);
    expect(await kit.outbox('member@asta.demo')).toHaveLength(1);
  });
});
