import { z } from 'zod';
import { LANGUAGES } from './constants.ts';
import { passwordSetupBody, passwordSetupResponse } from './users.ts';

/** A password reset link is valid this long and once. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** The console's "forgot my password" form, with ?client_id= of the login page it came from. */
export const PASSWORD_FORGOT_ROUTE = '/auth/esqueci-senha';
/** The console page the reset e-mail links to, with ?token=...&client_id=... */
export const PASSWORD_RESET_ROUTE = '/auth/redefinir-senha';
/** Reset requests per e-mail address and per hour; more answer 429 (known and unknown addresses alike). */
export const PASSWORD_RESET_PER_ADDRESS = 3;
/** Reset requests per IP address and per hour. */
export const PASSWORD_RESET_PER_IP = 10;

/** POST /api/v2/client/password/forgot?client_id=: the client of the login page the request came from. */
export const passwordForgotBody = z.strictObject({
  email: z.string().trim().toLowerCase().email().max(254),
  language: z.enum(LANGUAGES).optional(),
});
export type PasswordForgotBody = z.infer<typeof passwordForgotBody>;
/** The same answer whether or not the address has an account. */
export const passwordForgotResponse = z.object({ success: z.literal(true), message: z.string() });

/** POST /api/v2/client/password/reset: the reset e-mail's token sets a new password once; every session ends. */
export const passwordResetBody = passwordSetupBody;
export const passwordResetResponse = passwordSetupResponse;

/** The console's link to the forgot-password form of a client's login page. */
export const forgotPasswordPath = (clientId: number): string => `${PASSWORD_FORGOT_ROUTE}?client_id=${clientId}`;

/** Field messages of the reset link (Portuguese; the console shows its own texts in the user's language). */
export const RESET_MESSAGES = {
  tokenInvalid: 'Link de redefinição de senha inválido.',
  tokenUsed: 'Este link já foi usado. Peça um novo link de redefinição.',
  tokenExpired: 'Este link expirou. Peça um novo link de redefinição.',
} as const;
