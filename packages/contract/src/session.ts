import { z } from 'zod';
import { ok } from './envelope.ts';

/** POST /api/oauth/access_token?client_id= : the client whose login page is used. */
export const accessTokenQuery = z.object({ client_id: z.coerce.number().int().positive() });

/** POST /api/oauth/revoke */
export const revokeResponse = ok(z.object({ revoked: z.literal(true) }));

/**
 * POST /api/v2/client/register answers 202 with a check-your-inbox message, the same for a new e-mail and one already
 * registered (the owner of that one gets a mail instead), so the answer never tells whether an e-mail exists.
 */
export const registerResponse = z.object({ success: z.literal(true), message: z.string() });
export type RegisterResponse = z.infer<typeof registerResponse>;
