import { normalizeCep, type PostalAddress } from '@console/contract';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';

/** What a ViaCEP-compatible service answers for a known code (unknown codes: {erro: true}). */
const viaCep = z.union([
  z.object({ erro: z.union([z.literal(true), z.literal('true')]) }),
  z.object({
    cep: z.string(),
    logradouro: z.string().default(''),
    bairro: z.string().default(''),
    localidade: z.string(),
    uf: z.string(),
  }),
]);

const cepNotFound = () => new AppError(404, 'cepNotFound');
const cepUnavailable = () => new AppError(503, 'cepUnavailable');

/** GET /api/v2/admin/cep/{cep}: proxies the lookup service with a timeout; never a 500 for its failures. */
export async function lookupCep(
  config: Pick<Config, 'POSTAL_CODE_URL' | 'POSTAL_CODE_TIMEOUT_MS'>,
  raw: string,
): Promise<PostalAddress> {
  const cep = normalizeCep(raw);
  if (!cep) throw new AppError(422, 'invalid', {}, {}, { cep: ['CEP inválido: informe 8 dígitos.'] });
  let body: unknown;
  try {
    const response = await fetch(config.POSTAL_CODE_URL.replace('{cep}', cep), {
      signal: AbortSignal.timeout(config.POSTAL_CODE_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    // ViaCEP answers 400 for a malformed code; anything else that is not 200 means the service is unwell.
    if (response.status === 400 || response.status === 404) throw cepNotFound();
    if (!response.ok) throw cepUnavailable();
    body = await response.json();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw cepUnavailable();
  }
  const parsed = viaCep.safeParse(body);
  if (!parsed.success) throw cepUnavailable();
  if ('erro' in parsed.data) throw cepNotFound();
  const { logradouro, bairro, localidade, uf } = parsed.data;
  return { postal_code: cep, street: logradouro, district: bairro, city: localidade, state: uf };
}
