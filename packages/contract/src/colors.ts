import { z } from 'zod';
import { clientColors } from './branding.ts';
import { ok } from './envelope.ts';

/** GET /api/v2/admin/color?client_id= (required: the login page names its client). */
export const colorQuery = z.object({ client_id: z.coerce.number().int().positive() });
export const colorResponse = ok(clientColors);
