import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastXhr, mockXhr } from '../test/xhr.ts';
import { ApiError } from './http.ts';
import { clearSession, setClientId, setToken } from './session.ts';
import { isAbortError, uploadWithProgress } from './upload.ts';

describe('uploadWithProgress', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('sends Authorization, Accept, client_id and the form; reports 0..100 and resolves with the body', async () => {
    mockXhr();
    setToken('tok');
    setClientId(3);
    const form = new FormData();
    form.append('file', new Blob(['abc'], { type: 'image/png' }), 'a.png');
    const progress: number[] = [];
    const pending = uploadWithProgress('/api/cloudinary/upload', form, (p) => progress.push(p));
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url.startsWith('/api/cloudinary/upload?')).toBe(true);
    expect(xhr.query.get('client_id')).toBe('3');
    expect(xhr.headers.authorization).toBe('Bearer tok');
    expect(xhr.headers.accept).toBe('application/json');
    expect(xhr.headers['content-type']).toBeUndefined();
    expect(xhr.body).toBe(form);
    xhr.progress(25, 100);
    xhr.progress(1, 2);
    xhr.respond(200, { file: { url: '/media/3/images/x.png' } });
    await expect(pending).resolves.toEqual({ file: { url: '/media/3/images/x.png' } });
    expect(progress).toEqual([0, 25, 50, 100]);
  });

  it('maps a refused type to the ApiError with the API message and field errors', async () => {
    mockXhr();
    const pending = uploadWithProgress('/api/v2/admin/file', new FormData());
    lastXhr().respond(415, {
      success: false,
      message: 'Erro ao carregar o arquivo.',
      errors: { file: ['Verifique se o arquivo tem o formato permitido.'] },
    });
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 415,
      message: 'Erro ao carregar o arquivo.',
      errors: { file: ['Verifique se o arquivo tem o formato permitido.'] },
    });
  });

  it('maps a network failure to status 0 and a body without message to the generic text', async () => {
    mockXhr();
    const first = uploadWithProgress('/x', new FormData());
    lastXhr().fail();
    await expect(first).rejects.toMatchObject({
      status: 0,
      message: 'Não foi possível falar com o servidor. Verifique sua conexão.',
    });
    const second = uploadWithProgress('/x', new FormData());
    lastXhr().respond(413, '');
    await expect(second).rejects.toMatchObject({ status: 413, message: 'Ocorreu um erro inesperado.' });
  });

  it('aborts with the signal', async () => {
    mockXhr();
    const controller = new AbortController();
    const pending = uploadWithProgress('/x', new FormData(), undefined, controller.signal);
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(lastXhr().aborted).toBe(true);
  });
});
