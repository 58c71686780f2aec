import { z } from 'zod';

export const COLOR_MESSAGE = 'Cor inválida: use #RRGGBB ou rgb(r, g, b).';

const HEX = /^#[0-9a-fA-F]{6}$/;
const RGB = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/;

/** The red, green and blue channels (0–255) of a colour written #RRGGBB or rgb(r, g, b); null for anything else. */
export function colorChannels(value: string): [number, number, number] | null {
  if (HEX.test(value)) return [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number];
  const rgb = RGB.exec(value);
  if (!rgb) return null;
  const channels = rgb.slice(1).map(Number) as [number, number, number];
  return channels.every((c) => c <= 255) ? channels : null;
}

/** A brand colour: #RRGGBB or rgb(r, g, b). */
export const brandColor = z
  .string()
  .trim()
  .refine((value) => colorChannels(value) !== null, COLOR_MESSAGE);

/** What the template of a client's pages shows (the gym variant, for example, offers the unit picker on registration). */
export const PLATFORM_TYPES = ['plataforma', 'academia', 'ong', 'escola'] as const;
/** The gym template: its sign-up offers the client's units. */
export const GYM_TEMPLATE = 'academia';

/**
 * A client's colour config (SPEC.md §3 Client): read without a token by the login page. Colours added after the first
 * clients were configured (surface, error) and the favicon and login background read with their defaults when a
 * stored config predates them.
 */
export const colorConfig = z.object({
  primary: brandColor,
  secondary: brandColor,
  background: brandColor,
  /** Cards, dialogs and menus. */
  surface: brandColor.default('#ffffff'),
  text: brandColor,
  error: brandColor.default('#d32f2f'),
  logo: z.string().nullable(),
  favicon: z.string().nullable().default(null),
  /** The image behind the login form. */
  login_background: z.string().nullable().default(null),
  /** Whether members may sign themselves up (POST /api/v2/client/register). */
  registration: z.boolean(),
  template: z.object({ platform_type: z.string() }),
});
export type ColorConfig = z.infer<typeof colorConfig>;
/** A colour config as stored: the fields added later may be missing. */
export type StoredColorConfig = z.input<typeof colorConfig>;

export const IMAGE_MESSAGE = 'Envie a imagem pelo diálogo de upload.';
/** An image of the brand: a file uploaded to the client's library (its /media/ address), or null for none. */
const brandImage = z.string().trim().max(500).nullable();

/**
 * PUT /api/v2/admin/color[/{id}]: the brand's colours, images and platform type; a field left out keeps its value.
 * Registration is the client's setting, not the brand's.
 */
export const colorUpdateBody = z.object({
  config: z
    .object({
      primary: brandColor,
      secondary: brandColor,
      background: brandColor,
      surface: brandColor,
      text: brandColor,
      error: brandColor,
      logo: brandImage,
      favicon: brandImage,
      login_background: brandImage,
      template: z.object({ platform_type: z.enum(PLATFORM_TYPES) }),
    })
    .partial()
    .strict(),
});
export type ColorUpdateBody = z.infer<typeof colorUpdateBody>;
/** The brand's images, which must be image files of the client's library. */
export const BRAND_IMAGES = ['logo', 'favicon', 'login_background'] as const;

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
