import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES } from '@console/contract';
import { projectBody, projectsKit, type ProjectsKit } from './test-kit.ts';

let kit: ProjectsKit;
let sessionId: number;
beforeAll(async () => {
  kit = await projectsKit();
  sessionId = (await kit.session()).id;
});
afterAll(async () => kit.close());

const upload = (token: string, filename: string) => kit.upload(token, filename);

describe('project attachments', () => {
  it('are only files the proponent uploaded: an outside address or another person’s file answers 422', async () => {
    const mine = await upload(kit.member3, 'plano.pdf');
    const theirs = await upload(kit.member2, 'deles.pdf');
    const otherClient = await upload(kit.member6, 'outro.pdf');
    const outside = { url: 'https://example.com/plano.pdf', name: 'plano.pdf', size: 1, format: 'pdf' };
    for (const wrong of [outside, theirs, otherClient]) {
      const res = await kit.call('POST', '/api/v2/projetos/list', kit.member3, {
        ...projectBody(sessionId),
        attachments: [mine, wrong],
      });
      expect(res.statusCode, wrong.url).toBe(422);
      expect(res.json().errors).toEqual({ 'attachments.1.url': [PROJECT_MESSAGES.attachment] });
    }
    const created = await kit.project(kit.member3, sessionId, { attachments: [mine] });
    expect(created.attachments).toEqual([mine]);
    const edit = await kit.call('PUT', `/api/v2/projetos/list/${created.id}`, kit.member3, {
      attachments: [mine, theirs],
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors).toEqual({ 'attachments.1.url': [PROJECT_MESSAGES.attachment] });
    const again = await upload(kit.member3, 'orcamento.pdf');
    const edited = kit.ok(
      await kit.call('PUT', `/api/v2/projetos/list/${created.id}`, kit.member3, { attachments: [mine, again] }),
    );
    expect(edited.attachments).toEqual([mine, again]);
  });
});
