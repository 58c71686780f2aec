import {
  MODULES,
  type AuthenticatedUser,
  type FolderPermission,
  type ModulePermission,
  type WhoItem,
} from '@console/contract';
import { envelope, page, type PageFields } from '../../test/api-answers.ts';
import type { StubTable } from '../../test/api-stubs.ts';
import { USER, mockSignedInApi } from '../../test/signed-in.ts';

/** The signed-in administrator of client 3 with the permissions module and the given sub-permissions of it. */
export const permissionsAdmin = (
  subs: string[] = ['permissoes.editar', 'permissoes.inspecionar'],
): AuthenticatedUser => ({
  ...USER,
  resource: [...USER.resource, { tag: 'permissoes', enabled: true }],
  resource_sub: [...USER.resource_sub, ...subs.map((tag) => ({ tag, enabled: true }))],
});

const BRUNO = { user_id: 12, name: 'Bruno Lima', email: 'bruno@asta.demo', picture: null, client_id: 3 };

interface Held {
  /** tag -> [record id, enabled, platform] */
  records?: Record<string, [number, boolean, string | null]>;
  /** sub tag -> [id, enabled] */
  subs?: Record<string, [number, boolean]>;
}

/** Every module of the catalogue as a user holds it. */
export const modulesOf = ({ records = {}, subs = {} }: Held): ModulePermission[] =>
  MODULES.map((module) => {
    const record = records[module.tag];
    return {
      tag: module.tag,
      hub: module.hub,
      permission: record
        ? { id: record[0], user_id: BRUNO.user_id, tag: module.tag, enabled: record[1], platform: record[2] }
        : null,
      subs: module.subs.map((sub) => {
        const tag = `${module.tag}.${sub}`;
        return subs[tag] ? { id: subs[tag][0], tag, enabled: subs[tag][1] } : { id: null, tag, enabled: false };
      }),
    };
  });

/** Bruno: dashboard and feed (web only) enabled, feed.criar on, cursos without a record. */
export const BRUNO_MODULES = modulesOf({
  records: { dashboard: [1, true, null], feed: [2, true, '["web"]'], forum: [3, false, null] },
  subs: { 'feed.criar': [21, true], 'feed.excluir': [22, false] },
});

const permissionsOfBruno = (modules = BRUNO_MODULES) => envelope({ user: BRUNO, modules });

export const moduleAnswer = (module: ModulePermission) => envelope(module);

export const who = (id: number, name: string, extra: Partial<WhoItem> = {}): WhoItem => ({
  user_id: id,
  name,
  email: `${name.split(' ')[0].toLowerCase()}@asta.demo`,
  picture: null,
  group: null,
  via: null,
  modules_enabled: 3,
  ...extra,
});

export const whoPage = (rows: WhoItem[], extra: PageFields = {}) =>
  page(rows, { next_cursor: null, prev_cursor: null, total_estimated: false, ...extra });

export const folderGrant = (
  id: number,
  folder: string,
  target_type: FolderPermission['target_type'],
  target: { id: number; name: string },
): FolderPermission => ({
  id,
  folder: { id: id * 10, name: folder },
  target_type,
  target,
  created_at: '2026-03-09T12:00:00.000Z',
});

const FORM = envelope({
  fields: [
    {
      key: 'group_id',
      label: 'Grupo',
      type: 'select',
      required: false,
      order: 80,
      custom: false,
      active: true,
      options: [
        { value: '2', label: 'Vendas' },
        { value: '3', label: 'Suporte' },
      ],
    },
  ],
  required: [],
});

/** The calls every signed-in page makes, Bruno's permissions, the user form, and the test's own handlers. */
export const permissionsApi = (handlers: StubTable = {}) =>
  mockSignedInApi({
    'GET /api/v2/admin/user/form': { body: FORM },
    'GET /api/v2/admin/asap-user/list/permission/12': { body: permissionsOfBruno() },
    ...handlers,
  });
