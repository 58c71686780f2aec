import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { PASSWORD_MIN_LENGTH, RESET_MESSAGES, USER_MESSAGES, passwordSchema } from '@console/contract';
import { z } from 'zod';
import { ApiError, errorMessage } from '../../../lib/http.ts';
import { useSetupPassword } from '../api/password-setup.ts';
import { useResetPassword } from '../api/password-reset.ts';

const MISMATCH = 'mismatch';
const schema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: MISMATCH });
type Values = z.infer<typeof schema>;

export interface SetPasswordResult {
  clientId: number;
  email: string;
}

/** Why a link was refused: a used or expired one may ask for a reset link instead. */
export type LinkRefusal = 'invalid' | 'used' | 'expired';
const REFUSALS: Record<string, LinkRefusal> = {
  [USER_MESSAGES.tokenInvalid]: 'invalid',
  [USER_MESSAGES.tokenUsed]: 'used',
  [USER_MESSAGES.tokenExpired]: 'expired',
  [RESET_MESSAGES.tokenInvalid]: 'invalid',
  [RESET_MESSAGES.tokenUsed]: 'used',
  [RESET_MESSAGES.tokenExpired]: 'expired',
};
/** The refusal a server's message names; an unknown message counts as an invalid link. */
const refusalOf = (message: string): LinkRefusal => REFUSALS[message] ?? 'invalid';

/**
 * The form of a one-time password link (the welcome e-mail's, `mode` 'setup', or a reset e-mail's, 'reset'): a new
 * password twice, checked like the server does (length, common passwords). A refused link (invalid, used, expired)
 * is reported through onRefused: the form has nothing left to offer.
 */
export function SetPasswordForm({
  token,
  mode = 'setup',
  onDone,
  onRefused,
}: {
  token: string;
  mode?: 'setup' | 'reset';
  onDone: (result: SetPasswordResult) => void;
  onRefused: (refusal: LinkRefusal) => void;
}) {
  const { t } = useTranslation();
  const setup = useSetupPassword();
  const reset = useResetPassword();
  const mutation = mode === 'reset' ? reset : setup;
  const [failure, setFailure] = useState<string | null>(null);
  // The contract's Portuguese messages name the rule; show them in the interface's language.
  const messages: Record<string, string> = {
    [USER_MESSAGES.passwordShort]: t('auth.setPassword.tooShort', { min: PASSWORD_MIN_LENGTH }),
    [USER_MESSAGES.passwordCommon]: t('auth.setPassword.tooCommon'),
    [MISMATCH]: t('auth.setPassword.mismatch'),
  };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { password: '', confirm: '' }, resolver: zodResolver(schema) });
  const shown = (message?: string) => (message ? (messages[message] ?? message) : undefined);

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const result = await mutation.mutateAsync({ token, password });
      onDone({ clientId: result.client_id, email: result.email });
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors : undefined;
      if (fields?.token?.[0]) return onRefused(refusalOf(fields.token[0]));
      if (fields?.password?.[0]) return setError('password', { message: fields.password[0] });
      setFailure(errorMessage(error));
    }
  });

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={onSubmit}
      aria-label={t(mode === 'reset' ? 'auth.setPassword.resetTitle' : 'auth.setPassword.title')}
    >
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <TextField
        id="setup-password"
        label={t('auth.setPassword.password')}
        type="password"
        autoComplete="new-password"
        autoFocus
        error={!!errors.password}
        helperText={shown(errors.password?.message) ?? t('auth.setPassword.hint', { min: PASSWORD_MIN_LENGTH })}
        slotProps={{ htmlInput: { 'aria-required': true } }}
        {...register('password')}
      />
      <TextField
        id="setup-confirm"
        label={t('auth.setPassword.confirm')}
        type="password"
        autoComplete="new-password"
        error={!!errors.confirm}
        helperText={shown(errors.confirm?.message)}
        slotProps={{ htmlInput: { 'aria-required': true } }}
        {...register('confirm')}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {t(mode === 'reset' ? 'auth.setPassword.resetTitle' : 'auth.setPassword.submit')}
      </Button>
    </Stack>
  );
}
