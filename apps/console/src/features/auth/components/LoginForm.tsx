import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { accessTokenBody } from '@console/contract';
import type { z } from 'zod';
import { clientLookupKey } from '../../../lib/client-lookup.ts';
import { ApiError, errorMessage } from '../../../lib/http.ts';
import { useLogin } from '../api/login.ts';

type LoginInput = z.input<typeof accessTokenBody>;
type LoginOutput = z.output<typeof accessTokenBody>;

/** E-mail and password for the given client; on success the signed-in home. `disabled` while the client is suspended. */
export function LoginForm({ clientId, disabled = false }: { clientId: number; disabled?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginMutation = useLogin(clientId);
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginOutput>({
    defaultValues: { email: '', password: '' },
    resolver: zodResolver(accessTokenBody, {
      error: (issue) => (issue.path?.[0] === 'email' ? t('auth.invalidEmail') : t('auth.passwordRequired')),
    }),
  });

  const onSubmit = handleSubmit(async (credentials) => {
    setFailure(null);
    try {
      const signedIn = await loginMutation.mutateAsync(credentials);
      if (signedIn) navigate('/', { replace: true });
      else setFailure(t('auth.userLoadFailed'));
    } catch (error) {
      setFailure(errorMessage(error));
      // Refused for the client (suspended since the page opened): the page reads the client again and says so.
      if (error instanceof ApiError && error.status === 403)
        void queryClient.invalidateQueries({ queryKey: clientLookupKey({ id: clientId }) });
    }
  });

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-label={t('auth.loginSubtitle')}>
      {failure && !disabled ? <Alert severity="error">{failure}</Alert> : null}
      <TextField
        id="login-email"
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        autoFocus
        disabled={disabled}
        error={!!errors.email}
        helperText={errors.email?.message}
        slotProps={{ htmlInput: { 'aria-required': true } }}
        {...register('email')}
      />
      <TextField
        id="login-password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        disabled={disabled}
        error={!!errors.password}
        helperText={errors.password?.message}
        slotProps={{ htmlInput: { 'aria-required': true } }}
        {...register('password')}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isSubmitting || disabled}
        startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {t('auth.submit')}
      </Button>
    </Stack>
  );
}
