import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES } from '@console/contract';
import { FUTURE, projectsKit, type ProjectsKit } from './test-kit.ts';

let kit: ProjectsKit;
beforeAll(async () => {
  kit = await projectsKit();
  await kit.fillData(kit.member3);
});
afterAll(async () => kit.close());

const admin = '/api/v2/admin/projetos';

describe('the reviewers a project may be forwarded to', () => {
  it('are everyone the permission rule lets open projects and write a parecer, and nobody else', async () => {
    // The rule: a tag is held through its resource, else through a sub-resource row of the same tag.
    const bySub = await kit.addUser('coordenadora@asta.demo', 'Carla Coordenadora', {
      resources: ['dashboard'],
      subResources: ['projetos', 'projetos.parecer'],
    });
    const readOnly = await kit.addUser('leitor@asta.demo', 'Lauro Leitor', {
      resources: ['projetos'],
      subResources: ['projetos.encaminhar'],
    });
    const reviewers: { id: number }[] = kit.ok(await kit.call('GET', `${admin}/avaliadores`, kit.admin3));
    const ids = reviewers.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([kit.adminId, kit.reviewerId, bySub]));
    expect(ids).not.toContain(readOnly);
    expect(ids).not.toContain(kit.memberId);

    // The forwarding follows the same rule.
    const s = await kit.session();
    const p = await kit.project(kit.member3, s.id);
    kit.ok(await kit.call('POST', `/api/v2/projetos/list/${p.id}/enviar`, kit.member3));
    await kit.setStatus(p.id, 'em_analise');
    const refused = await kit.call('POST', `${admin}/encaminhamento/${p.id}`, kit.admin3, {
      assignee_id: readOnly,
      deadline: FUTURE,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ assignee_id: [PROJECT_MESSAGES.reviewer] });
    kit.ok(
      await kit.call('POST', `${admin}/encaminhamento/${p.id}`, kit.admin3, { assignee_id: bySub, deadline: FUTURE }),
    );
  });
});
