import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES } from '@console/contract';
import { NOW, projectBody, proponentBody, projectsKit, type ProjectsKit } from './test-kit.ts';

let kit: ProjectsKit;
let cepServer: Server;
beforeAll(async () => {
  // A ViaCEP stand-in: one known code.
  cepServer = createServer((req, res) => {
    const known = req.url?.includes('/01310100/');
    res.writeHead(known ? 200 : 400, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        known
          ? {
              cep: '01310-100',
              logradouro: 'Avenida Paulista',
              bairro: 'Bela Vista',
              localidade: 'São Paulo',
              uf: 'SP',
            }
          : {},
      ),
    );
  });
  await new Promise<void>((resolve) => cepServer.listen(0, '127.0.0.1', resolve));
  const port = (cepServer.address() as AddressInfo).port;
  kit = await projectsKit({ env: { POSTAL_CODE_URL: `http://127.0.0.1:${port}/ws/{cep}/json/` } });
});
afterAll(async () => {
  await kit.close();
  await new Promise((resolve) => cepServer.close(resolve));
});

const list = '/api/v2/projetos/list';

describe('proponent data', () => {
  it('is null until filled, then saved with the document as digits and its kind, audited', async () => {
    expect(kit.ok(await kit.call('GET', '/api/v2/projetos/dados', kit.member2))).toBeNull();
    const saved = await kit.fillData(kit.member2);
    expect(saved).toMatchObject({
      organization: 'Associação Ler Mais',
      document: '11222333000181',
      document_kind: 'cnpj',
      phone: '11987654321',
      postal_code: '01310100',
    });
    const cpf = kit.ok(
      await kit.call('PUT', '/api/v2/projetos/dados', kit.member2, { ...proponentBody, document: '529.982.247-25' }),
    );
    expect(cpf).toMatchObject({ document: '52998224725', document_kind: 'cpf' });
    expect(kit.ok(await kit.call('GET', '/api/v2/projetos/dados', kit.member2)).document).toBe('52998224725');
    expect((await kit.audits('proponent_data', kit.member2Id)).map((a) => a.action)).toEqual([
      'proponent_data.save',
      'proponent_data.save',
    ]);
  });

  it('refuses a document without valid check digits, in Portuguese, naming a CPF or a CNPJ by its length', async () => {
    for (const [document, message] of [
      ['529.982.247-26', PROJECT_MESSAGES.cpf],
      ['11.222.333/0001-82', PROJECT_MESSAGES.cnpj],
      ['123', PROJECT_MESSAGES.document],
    ]) {
      const res = await kit.call('PUT', '/api/v2/projetos/dados', kit.member2, { ...proponentBody, document });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.document, document).toEqual([message]);
    }
  });

  it('looks a postal code up and lists the client’s active people', async () => {
    expect(kit.ok(await kit.call('GET', '/api/v2/projetos/cep/01310-100', kit.member3))).toMatchObject({
      city: 'São Paulo',
      state: 'SP',
    });
    expect((await kit.call('GET', '/api/v2/projetos/cep/99999999', kit.member3)).statusCode).toBe(404);
    // Only what picking a team needs: no e-mail (nor a search by it), document or phone.
    const people: Record<string, unknown>[] = kit.ok(
      await kit.call('GET', '/api/v2/projetos/pessoas?search=renata', kit.member3),
    );
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({ id: kit.reviewerId, name: 'Renata Revisora' });
    expect(Object.keys(people[0]).sort()).toEqual(['id', 'name', 'picture']);
    expect(kit.ok(await kit.call('GET', '/api/v2/projetos/pessoas?search=revisora%40asta', kit.member3))).toEqual([]);
  });
});

describe('member projects', () => {
  it('creates a draft with budget in reais, lists and reads it, edits only the fields sent', async () => {
    const s = await kit.session();
    const created = await kit.project(kit.member3, s.id, {
      team: [kit.member2Id],
      attachments: [await kit.upload(kit.member3)],
    });
    expect(created).toMatchObject({
      status: 'rascunho',
      budget: 12345.67,
      session: { id: s.id },
      assignee: null,
      stage: null,
      due_at: null,
      next_statuses: ['enviado'],
    });
    expect((created.team as { id: number }[]).map((p) => p.id)).toEqual([kit.member2Id]);
    // The proponent reads their team's names, not their e-mails.
    expect((created.team as { email: string }[]).map((p) => p.email)).toEqual(['']);
    expect((created.timeline as { kind: string }[]).map((e) => e.kind)).toEqual(['criado']);
    const stored = await kit.db
      .selectFrom('projects')
      .select('budget_cents')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.budget_cents)).toBe(1234567);

    const edited = kit.ok(
      await kit.call('PUT', `${list}/${created.id}`, kit.member3, { budget: 0.1, title: 'Leitura no parque' }),
    );
    expect(edited).toMatchObject({ budget: 0.1, title: 'Leitura no parque', summary: created.summary });
    expect(edited.attachments).toEqual(created.attachments);
    expect(edited.team).toEqual(created.team);

    const page = kit.ok(await kit.call('GET', `${list}?session_id=${s.id}`, kit.member3));
    expect(page.data.map((p: { id: number }) => p.id)).toEqual([created.id]);
    expect(kit.ok(await kit.call('GET', `${list}/${created.id}`, kit.member3)).title).toBe('Leitura no parque');
  });

  it('answers 422 per field: money, dates, team of another client, unknown or closed session', async () => {
    const s = await kit.session();
    const money = await kit.call(
      'POST',
      list,
      kit.member3,
      projectBody(s.id, { budget: 10.123, end_date: '2026-01-01' }),
    );
    expect(money.statusCode).toBe(422);
    expect(money.json().errors.budget).toEqual(['Valor em reais inválido: até 2 casas decimais.']);
    expect(money.json().errors.end_date).toEqual([PROJECT_MESSAGES.datesOrder]);
    const outsider = await kit.idOf('admin@fitness-link.demo');
    const team = await kit.call('POST', list, kit.member3, projectBody(s.id, { team: [outsider] }));
    expect(team.statusCode).toBe(422);
    expect(team.json().errors).toHaveProperty('team');
    const otherClient = await kit.session(kit.admin6);
    const foreign = await kit.call('POST', list, kit.member3, projectBody(otherClient.id));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty('session_id');
    const draft = await kit.session(kit.admin3, { status: 'rascunho' });
    const closed = await kit.call('POST', list, kit.member3, projectBody(draft.id));
    expect(closed.json().errors).toEqual({ session_id: [PROJECT_MESSAGES.sessionClosed] });
    const edit = await kit.project(kit.member3, s.id);
    const reversed = await kit.call('PUT', `${list}/${edit.id}`, kit.member3, { start_date: '2027-01-01' });
    expect(reversed.json().errors).toEqual({ end_date: [PROJECT_MESSAGES.datesOrder] });
  });

  it('submits inside the period with proponent data; 422 outside it, without data, or when the session is not open', async () => {
    const s = await kit.session();
    const p = await kit.project(kit.member2, s.id);
    await kit.db.deleteFrom('proponent_data').where('user_id', '=', kit.member2Id).execute();
    const noData = await kit.call('POST', `${list}/${p.id}/enviar`, kit.member2);
    expect(noData.statusCode).toBe(422);
    expect(noData.json().errors).toEqual({ proponent_data: [PROJECT_MESSAGES.proponentData] });
    await kit.fillData(kit.member2);

    // The period ends today (10 March); 02:00 UTC on the 11th is still the 10th in São Paulo, 04:00 UTC is not.
    const ending = await kit.session(kit.admin3, { submission_end: '2026-03-10', review_deadline: '2026-03-20' });
    const q = await kit.project(kit.member2, ending.id);
    try {
      kit.setNow(Date.parse('2026-03-11T04:00:00Z'));
      const late = await kit.call('POST', `${list}/${q.id}/enviar`, kit.member2);
      expect(late.statusCode).toBe(422);
      expect(late.json().errors).toEqual({ session_id: [PROJECT_MESSAGES.outsidePeriod] });
      expect(kit.ok(await kit.call('GET', `${list}/${q.id}`, kit.member2)).next_statuses).toEqual([]);
      kit.setNow(Date.parse('2026-03-11T02:00:00Z'));
      const sent = kit.ok(await kit.call('POST', `${list}/${q.id}/enviar`, kit.member2));
      expect(sent).toMatchObject({ status: 'enviado', next_statuses: [], submitted_at: '2026-03-11T02:00:00.000Z' });
    } finally {
      kit.setNow(NOW);
    }
    // Before the period opens.
    const future = await kit.session(kit.admin3, { submission_start: '2026-03-11' });
    const early = await kit.project(kit.member2, future.id);
    expect((await kit.call('POST', `${list}/${early.id}/enviar`, kit.member2)).json().errors).toEqual({
      session_id: [PROJECT_MESSAGES.outsidePeriod],
    });

    kit.ok(await kit.call('PUT', `/api/v2/admin/projetos/sessoes/${s.id}`, kit.admin3, { status: 'em_avaliacao' }));
    const closed = await kit.call('POST', `${list}/${p.id}/enviar`, kit.member2);
    expect(closed.json().errors).toEqual({ session_id: [PROJECT_MESSAGES.sessionClosed] });
    expect(await kit.status(p.id)).toBe('rascunho');
    expect((await kit.audits('project', q.id)).map((a) => a.action)).toEqual(['project.create', 'project.submit']);
  });

  it('resubmits a project returned for changes under the same rules: inside the period, session open', async () => {
    await kit.fillData(kit.member3);
    const s = await kit.session(kit.admin3, {
      submission_start: '2026-03-01',
      submission_end: '2026-03-09',
      review_deadline: '2026-03-20',
    });
    const p = await kit.project(kit.member3, s.id);
    await kit.setStatus(p.id, 'devolvido_para_ajustes');
    const late = await kit.call('POST', `${list}/${p.id}/enviar`, kit.member3);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ session_id: [PROJECT_MESSAGES.outsidePeriod] });
    kit.ok(
      await kit.call('PUT', `/api/v2/admin/projetos/sessoes/${s.id}`, kit.admin3, { submission_end: '2026-03-10' }),
    );
    const resent = kit.ok(await kit.call('POST', `${list}/${p.id}/enviar`, kit.member3));
    expect(resent.timeline.at(-1)).toMatchObject({
      kind: 'enviado',
      from_status: 'devolvido_para_ajustes',
      to_status: 'enviado',
      internal: false,
    });
  });

  it('edits only in rascunho or devolvido_para_ajustes (409 notEditable), deletes only a draft', async () => {
    const s = await kit.session();
    const p = await kit.project(kit.member3, s.id);
    await kit.setStatus(p.id, 'enviado');
    const res = await kit.call('PUT', `${list}/${p.id}`, kit.member3, { title: 'Outro título' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PROJECT_MESSAGES.notEditable);
    const del = await kit.call('DELETE', `${list}/${p.id}`, kit.member3);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(PROJECT_MESSAGES.transition('enviado'));
    await kit.setStatus(p.id, 'devolvido_para_ajustes');
    const edited = kit.ok(await kit.call('PUT', `${list}/${p.id}`, kit.member3, { title: 'Outro título' }));
    expect(edited.timeline.map((e: { kind: string }) => e.kind)).toEqual(['criado', 'editado']);
    const draft = await kit.project(kit.member3, s.id);
    kit.ok(await kit.call('DELETE', `${list}/${draft.id}`, kit.member3));
    expect((await kit.call('GET', `${list}/${draft.id}`, kit.member3)).statusCode).toBe(404);
    expect((await kit.audits('project', draft.id)).map((a) => a.action)).toEqual(['project.create', 'project.delete']);
  });

  it('needs the propostas tag', async () => {
    const ana = await kit.token('ana@asta.demo', 3);
    expect((await kit.call('GET', list, ana)).statusCode).toBe(403);
    expect((await kit.call('GET', '/api/v2/projetos/dados', ana)).statusCode).toBe(403);
  });
});
