import { z } from 'zod';
import { ok } from './envelope.ts';
import { menuAsset, menuItem } from './menu.ts';

/** GET /api/v21/admin/sys/menu */
export const menuResponse = ok(z.array(menuItem));

/** GET /menu-assets: the icons the catalogue references, served by the api itself. */
export const menuAssetsResponse = ok(z.array(menuAsset));
export const menuIconParams = z.object({ file: z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,63}\.svg$/) });
