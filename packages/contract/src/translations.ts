import { z } from 'zod';
import { LANGUAGES } from './constants.ts';

/**
 * A client's overrides of the console's interface texts (issue 29, collection `traducoes`): the active rows for a
 * language, as `{ "menu.usuarios": "Alunos" }` (dotted keys of the i18n files). The console applies them over
 * `assets/i18n/{lang}.json` after sign-in and after a change of client or language.
 */
export const CLIENT_TEXTS_PATH = '/api/v2/client/traducoes';

export const clientTextsQuery = z.object({
  client_id: z.coerce.number().int().positive().optional(),
  lang: z.enum(LANGUAGES),
});

export const clientTexts = z.record(z.string(), z.string());
export type ClientTexts = z.infer<typeof clientTexts>;
