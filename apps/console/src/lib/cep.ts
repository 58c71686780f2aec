import { useCallback, useEffect, useRef, useState } from 'react';
import { cepResponse, normalizeCep, type PostalAddress } from '@console/contract';
import { ApiError, http } from './http.ts';

/** The administrators' lookup; members call their module's own (GET /api/v2/projetos/cep/{cep}). */
const ADMIN_CEP_PATH = '/api/v2/admin/cep';

/** GET {path}/{cep}: street, district, city and state of a postal code (404 unknown, 503 service down). */
async function lookupCep(cep: string, signal?: AbortSignal, path: string = ADMIN_CEP_PATH): Promise<PostalAddress> {
  return cepResponse.parse(await http.get<unknown>(`${path}/${cep}`, { signal })).data;
}

export type CepStatus = 'idle' | 'loading' | 'found' | 'notFound' | 'failed';

/**
 * Looks a postal code up once it is complete and hands the address to `fill`. A code the service does not know
 * (404) or refuses (422) is 'notFound', anything else 'failed'; either way the address stays editable.
 */
export function useCepLookup(fill: (address: PostalAddress) => void, path: string = ADMIN_CEP_PATH) {
  const [status, setStatus] = useState<CepStatus>('idle');
  const looked = useRef<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const check = useCallback(
    (typed: string) => {
      const cep = normalizeCep(typed);
      if (cep === looked.current) return;
      controller.current?.abort();
      looked.current = cep;
      if (!cep) {
        setStatus('idle');
        return;
      }
      const abort = new AbortController();
      controller.current = abort;
      setStatus('loading');
      lookupCep(cep, abort.signal, path).then(
        (address) => {
          if (abort.signal.aborted) return;
          fill(address);
          setStatus('found');
        },
        (error: unknown) => {
          if (abort.signal.aborted) return;
          setStatus(
            error instanceof ApiError && (error.status === 404 || error.status === 422) ? 'notFound' : 'failed',
          );
        },
      );
    },
    [fill, path],
  );
  return { status, check };
}
