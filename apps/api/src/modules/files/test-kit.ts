import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { bearer, demoTokens, testContext, type TestContext } from '../../test/context.ts';
import { multipartBody } from '../../test/samples.ts';

// The server, tokens and request helpers the files suites share (files.test.ts, library.test.ts).

export const MAX_IMAGE = 200_000;
export const MAX_FILE = 300_000;

interface FilesState {
  ctx: TestContext;
  dataDir: string;
  admin3: string;
  member3: string;
  admin6: string;
  operator: string;
}

type Part = Parameters<typeof multipartBody>[0][number];

export const INVALID = {
  success: false,
  message: 'Erro ao carregar o arquivo.',
  errors: { file: ['Verifique se o arquivo tem o formato permitido.'] },
};

/** Starts a server with low upload limits for the calling suite; its state is filled in beforeAll. */
export function filesKit() {
  const state = {} as FilesState;
  beforeAll(async () => {
    state.dataDir = mkdtempSync(join(tmpdir(), 'files-test-'));
    state.ctx = await testContext({
      env: { DATA_DIR: state.dataDir, MAX_IMAGE_BYTES: String(MAX_IMAGE), MAX_FILE_BYTES: String(MAX_FILE) },
    });
    Object.assign(state, await demoTokens(state.ctx));
  });
  afterAll(async () => {
    await state.ctx.close();
    rmSync(state.dataDir, { recursive: true, force: true });
  });

  /** Every file under the storage root, temp files included. */
  function storedFiles(): string[] {
    const root = join(state.dataDir, 'files');
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name).slice(root.length + 1)],
      );
    try {
      return walk(root).sort();
    } catch {
      return [];
    }
  }
  const send = (url: string, token: string, parts: Part[], options: { truncate?: boolean } = {}) => {
    const { payload, headers } = multipartBody(parts, options);
    return state.ctx.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(token) } });
  };
  const libraryUpload = (
    data: Buffer,
    filename: string,
    fields: Record<string, string> = {},
    token = state.admin3,
    type?: string,
  ) =>
    send('/api/v2/admin/file', token, [
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      { name: 'file', filename, data, type },
    ]);
  const mediaUpload = (data: Buffer, filename: string, token = state.admin3, query = '', type?: string) =>
    send(`/api/cloudinary/upload${query}`, token, [{ name: 'file', filename, data, type }]);
  const media = (url: string, headers: Record<string, string> = {}) =>
    state.ctx.app.inject({ method: 'GET', url, headers });
  const list = (token: string, query = '') =>
    state.ctx.app.inject({ method: 'GET', url: `/api/v2/admin/file/all${query}`, headers: bearer(token) });
  return { state, storedFiles, send, libraryUpload, mediaUpload, media, list };
}
