import { z } from 'zod';
import {
  buildResourcePath,
  keysetPaginated,
  ok,
  onceValues,
  type CollectionRow,
  type ExportFormat,
  type KeysetPaginated,
} from '@console/contract';
import { buildHeaders, buildUrl, failure, http, parseBody, ApiError } from './http.ts';
import { getToken } from './session.ts';
import { i18n } from './i18n.ts';

/**
 * The one narrow data provider of the generic resource layer (issue 12, SPEC.md §7): every generic screen reads and
 * writes collections through it, over buildResourcePath; bespoke screens may use it too. Every call carries the
 * bearer token and `client_id` like the rest of the console (lib/http.ts).
 */

/** Where a collection's routes are: its base path and entity (a CollectionMeta is one). */
export interface ResourceRef {
  base: string;
  entity: string;
}

/** A fixed parent: the `*_id` parameter and the parent row's id (the modules of course 12: curso_id=12). */
export interface ParentRef {
  param: string;
  id: number;
}

export type FilterValues = Record<string, string>;

/** One list read: page, cursor, sort (`field` or `-field`), search and filters by query name (`field`, `field_min`...). */
export interface ListParams {
  page?: number;
  per_page?: number;
  cursor?: string;
  sort?: string;
  search?: string;
  filters?: FilterValues;
  parent?: ParentRef;
}

const rowShape = z.looseObject({
  id: z.number().int(),
  labels: z.record(z.string(), z.string().nullable()).default({}),
});
const row = rowShape as unknown as z.ZodType<CollectionRow>;
const pageResponse = ok(keysetPaginated(row));
const rowResponse = ok(row);

/** Values a create answered once beside its row (a new API key): kept with the row object only, never stored. */
const shownOnce = new WeakMap<CollectionRow, Record<string, string>>();
export const onceValuesOf = (row: CollectionRow): Record<string, string> | undefined => shownOnce.get(row);
const deleteResponse = ok(z.object({ id: z.number().int() }));

export type CollectionPage = KeysetPaginated<CollectionRow>;

/** The query string of a list (also of its export): paging, sort, search and every non-empty filter. */
function listQuery(params: Omit<ListParams, 'parent'>): Record<string, string | number | undefined> {
  const query: Record<string, string | number | undefined> = {
    page: params.page && params.page > 1 ? params.page : undefined,
    per_page: params.per_page,
    cursor: params.cursor || undefined,
    sort: params.sort || undefined,
    search: params.search?.trim() || undefined,
  };
  for (const [name, value] of Object.entries(params.filters ?? {})) if (value !== '') query[name] = value;
  return query;
}

/** The list's path: under its parent (`/curso_id/12/modulos`) when it has one. */
const listPath = (
  ref: ResourceRef,
  parent: ParentRef | undefined,
  query: Record<string, string | number | undefined> = {},
) =>
  buildResourcePath({ base: ref.base, entity: ref.entity, params: parent ? { [parent.param]: parent.id } : {}, query });

const recordPath = (ref: ResourceRef, id: number | string) =>
  buildResourcePath({ base: ref.base, entity: ref.entity, id });

/** A downloaded export: the file and the name the server gave it. */
export interface ExportFile {
  blob: Blob;
  filename: string;
}

/** Bytes received so far and the expected total (null when the server did not say: show an indeterminate bar). */
export interface ExportProgress {
  loaded: number;
  total: number | null;
}

interface ExportOptions extends ListParams {
  format: ExportFormat;
  onProgress?: (progress: ExportProgress) => void;
  signal?: AbortSignal;
}

/** The file name of a Content-Disposition header (RFC 6266 filename* first), else `entity.format`. */
export function attachmentName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*\s*=\s*[^']*''([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : fallback;
}

async function readWithProgress(response: Response, onProgress?: (progress: ExportProgress) => void): Promise<Blob> {
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  if (!response.body) {
    const blob = await response.blob();
    onProgress?.({ loaded: blob.size, total: total ?? blob.size });
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  onProgress?.({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress?.({ loaded, total });
  }
  return new Blob(chunks as BlobPart[], { type });
}

/** What a download may be told: the format, a progress callback, an abort signal. */
export type DownloadOptions = Pick<ExportOptions, 'format' | 'onProgress' | 'signal'>;

/**
 * GET a list's path with `format=xlsx|csv` and its query: the file, read with progress, named by the server's
 * Content-Disposition (else `fallback.format`); failures are ApiErrors (403 without the area's `exportar`).
 */
export async function downloadList(
  path: string,
  query: Record<string, string | number | undefined>,
  fallback: string,
  { format, onProgress, signal }: DownloadOptions,
): Promise<ExportFile> {
  const url = buildUrl(path, { ...query, format });
  const sentToken = getToken() !== null;
  let response: Response;
  try {
    response = await fetch(url, { headers: buildHeaders(undefined, true), signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(i18n.t('errors.network'), 0);
  }
  if (!response.ok) throw failure(response.status, parseBody(await response.text()), sentToken, path);
  const blob = await readWithProgress(response, onProgress);
  return { blob, filename: attachmentName(response.headers.get('Content-Disposition'), `${fallback}.${format}`) };
}

/** A collection's list with its filters, sort and search as a file. */
async function exportList(ref: ResourceRef, options: ExportOptions): Promise<ExportFile> {
  const { format, onProgress, signal, parent, ...params } = options;
  return downloadList(
    listPath(ref, parent),
    { ...listQuery(params), page: undefined, per_page: undefined, cursor: undefined },
    ref.entity,
    { format, onProgress, signal },
  );
}

export const dataProvider = {
  /** One keyset page of a collection (of one parent's rows when `parent` is given). */
  async getList(ref: ResourceRef, params: ListParams = {}, signal?: AbortSignal): Promise<CollectionPage> {
    const { parent, ...rest } = params;
    return pageResponse.parse(await http.get<unknown>(listPath(ref, parent, listQuery(rest)), { signal })).data;
  },
  async getOne(ref: ResourceRef, id: number | string, signal?: AbortSignal): Promise<CollectionRow> {
    return rowResponse.parse(await http.get<unknown>(recordPath(ref, id), { signal })).data;
  },
  /** POST: the body follows the contract's createSchema; a child goes under its parent's path. */
  async create(ref: ResourceRef, body: Record<string, unknown>, parent?: ParentRef): Promise<CollectionRow> {
    const answer = await http.post<unknown>(listPath(ref, parent), body);
    const row = rowResponse.parse(answer).data;
    const once = onceValues.safeParse((answer as { once?: unknown }).once);
    if (once.success) shownOnce.set(row, once.data);
    return row;
  },
  /** PUT: any subset of the fields. */
  async update(ref: ResourceRef, id: number | string, body: Record<string, unknown>): Promise<CollectionRow> {
    return rowResponse.parse(await http.put<unknown>(recordPath(ref, id), body)).data;
  },
  async delete(ref: ResourceRef, id: number | string): Promise<number> {
    return deleteResponse.parse(await http.delete<unknown>(recordPath(ref, id))).data.id;
  },
  export: exportList,
};

/** Hands a downloaded file to the browser as a download (a blob link clicked once). */
export function saveFile({ blob, filename }: ExportFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
