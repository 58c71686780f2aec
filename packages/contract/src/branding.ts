import { z } from 'zod';

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** A client's colour config (SPEC.md §3 Client): read without a token by the login page. */
export const colorConfig = z.object({
  primary: hex,
  secondary: hex,
  background: hex,
  text: hex,
  logo: z.string().nullable(),
  /** Whether members may sign themselves up (POST /api/v2/client/register). */
  registration: z.boolean(),
  template: z.object({ platform_type: z.string() }),
});
export type ColorConfig = z.infer<typeof colorConfig>;

export const clientColors = z.object({
  client_id: z.number().int(),
  name: z.string(),
  config: colorConfig,
});
export type ClientColors = z.infer<typeof clientColors>;

/**
 * The <meta> through which the server hands a client's colours to its login, sign-up and password pages inside
 * index.html, so that the first paint already wears them (its content is the ClientColors JSON).
 */
export const CLIENT_COLORS_META = 'client-colors';

export const colorParams = z.object({ clientId: z.coerce.number().int().positive() });
