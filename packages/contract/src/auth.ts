import { z } from 'zod';
import { LANGUAGES } from './constants.ts';
import { resourceGrant } from './permissions.ts';

const email = z.string().trim().toLowerCase().email().max(254);

/** POST /api/oauth/access_token */
export const accessTokenBody = z.strictObject({
  email,
  password: z.string().min(1).max(200),
});
export type AccessTokenBody = z.infer<typeof accessTokenBody>;

export const accessTokenResponse = z.object({
  token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
});
export type AccessTokenResponse = z.infer<typeof accessTokenResponse>;

export const language = z.enum(LANGUAGES);

/** GET /api/v2/client/user/authenticated (SPEC.md §3 Logged user). */
export const authenticatedUser = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  language,
  resource: z.array(resourceGrant),
  resource_sub: z.array(resourceGrant),
});
export type AuthenticatedUser = z.infer<typeof authenticatedUser>;

export const authenticatedResponse = z.object({
  success: z.literal(true),
  data: authenticatedUser,
  picture: z.string().nullable(),
});
export type AuthenticatedResponse = z.infer<typeof authenticatedResponse>;

/** PUT /api/v2/client/user/language: the signed-in user's language, kept in their profile for the next sign-in. */
export const languageBody = z.strictObject({ language });
export type LanguageBody = z.infer<typeof languageBody>;
export const languageResponse = z.object({ success: z.literal(true), data: z.object({ language }) });

/** POST /api/v2/client/register */
export const registerBody = z.strictObject({
  client_id: z.number().int().positive(),
  user: z.strictObject({
    name: z.string().trim().min(2).max(120),
    email,
    password: z.string().min(8).max(200),
    language: language.optional(),
    /** The unit a gym's member signs up for: required where the sign-up template offers units (registrationForm). */
    unit: z.string().trim().min(1).max(80).optional(),
  }),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** The user-form field a gym's units are the options of; a member's unit is stored as its value. */
export const UNIT_FIELD = 'unidade';
export const UNIT_MESSAGE = 'Escolha a sua unidade.';
export const registrationUnit = z.object({ value: z.string(), label: z.string() });
export type RegistrationUnit = z.infer<typeof registrationUnit>;

/**
 * GET /api/v2/client/register/form?client_id= (public): what the client's sign-up template shows. The gym template
 * (config.template.platform_type 'academia') offers the units of the client's UNIT_FIELD; the others none.
 */
export const registrationForm = z.object({ platform_type: z.string(), units: z.array(registrationUnit) });
export type RegistrationForm = z.infer<typeof registrationForm>;
export const registrationFormResponse = z.object({ success: z.literal(true), data: registrationForm });
export const registrationFormQuery = z.object({ client_id: z.coerce.number().int().positive() });

/** POST /api/v2/client/verifyclient */
export const verifyClientBody = z.strictObject({ client_id: z.number().int().positive() });
export const verifyClientResponse = z.object({ success: z.boolean() });
