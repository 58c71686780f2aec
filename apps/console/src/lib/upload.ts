import { ApiError, buildHeaders, buildUrl, failure, parseBody, type Query } from './http.ts';
import { getToken } from './session.ts';
import { i18n } from './i18n.ts';

export type ProgressListener = (percent: number) => void;

export interface UploadOptions {
  query?: Query;
  /** Send the stored bearer token (default true). */
  auth?: boolean;
}

/** The error an aborted upload rejects with (like fetch's). */
const abortError = (): DOMException => new DOMException('The upload was aborted.', 'AbortError');

export const isAbortError = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/**
 * POSTs multipart `formData` on XMLHttpRequest, because fetch reports no upload progress
 * (SPEC.md §7 Uploads). Same headers, client_id and ApiError as the http client; `onProgress`
 * gets 0..100 from the upload events; aborting `signal` cancels the request and rejects with an AbortError.
 */
export function uploadWithProgress<T>(
  path: string,
  formData: FormData,
  onProgress?: ProgressListener,
  signal?: AbortSignal,
  options: UploadOptions = {},
): Promise<T> {
  const { query, auth = true } = options;
  const sentToken = auth && getToken() !== null;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', buildUrl(path, query));
    buildHeaders(formData, auth).forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (event: ProgressEvent) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      done();
      const payload = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(payload as T);
      } else reject(failure(xhr.status, payload, sentToken, path));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(i18n.t('errors.network'), 0));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort);
    onProgress?.(0);
    xhr.send(formData);
  });
}
