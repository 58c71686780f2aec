import { z } from 'zod';
import { ok } from './envelope.ts';

/** POST /api/oauth/access_token?client_id= : the client whose login page is used. */
export const accessTokenQuery = z.object({ client_id: z.coerce.number().int().positive() });

/** POST /api/oauth/revoke */
export const revokeResponse = ok(z.object({ revoked: z.literal(true) }));

/** POST /api/v2/client/register answers 201 with the new member's id. */
export const registerResponse = ok(z.object({ id: z.number().int() }));
