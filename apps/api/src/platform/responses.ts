import type { z } from 'zod';
import { errorEnvelope } from '@console/contract';

// 507: a write the server's disk had no room for (platform/errors.ts).
const ERROR_STATUSES = [400, 401, 403, 404, 409, 422, 429, 500, 503, 507] as const;

/** A route's response schemas: its success shapes plus the shared error envelope for every failure status. */
export function responses<T extends Record<number, z.ZodType>>(success: T) {
  const errors = Object.fromEntries(ERROR_STATUSES.map((status) => [status, errorEnvelope])) as Record<
    (typeof ERROR_STATUSES)[number],
    typeof errorEnvelope
  >;
  return { ...errors, ...success };
}

/** A success answer in the envelope of DESIGN.md. */
export const envelope = <T>(data: T) => ({ success: true as const, data });
