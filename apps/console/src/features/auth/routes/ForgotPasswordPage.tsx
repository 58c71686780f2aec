import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import {
  LOGOUT_ROUTE,
  PASSWORD_RESET_TTL_MINUTES,
  passwordForgotBody,
  type ClientColors,
  type ClientEntry,
} from '@console/contract';
import { z } from 'zod';
import { errorMessage } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';
import { AuthCard } from '../components/AuthCard.tsx';

const schema = passwordForgotBody.pick({ email: true });
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

/**
 * /auth/esqueci-senha?client_id=...: asks for a password reset link for an e-mail, in the colours of the client whose
 * login page led here. The answer is the same whether the address has an account (the server says nothing more).
 */
export function ForgotPasswordPage({ client, colors }: { client?: ClientEntry; colors?: ClientColors }) {
  const { t } = useTranslation();
  const { language } = useSession();
  const mutation = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    defaultValues: { email: '' },
    resolver: zodResolver(schema, { error: () => t('auth.invalidEmail') }),
  });
  const loginUrl = client?.loginUrl ?? LOGOUT_ROUTE;

  const onSubmit = handleSubmit(async ({ email }) => {
    if (!client) return;
    setFailure(null);
    try {
      await mutation.mutateAsync({ clientId: client.id, email, language });
      setSentTo(email);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <AuthCard
      title={colors?.name ?? client?.name ?? t('app.title')}
      subtitle={t('auth.forgot.title')}
      logo={colors?.config.logo}
    >
      {sentTo ? (
        <Alert severity="success" role="status">
          {t('auth.forgot.sent', { email: sentTo, minutes: PASSWORD_RESET_TTL_MINUTES })}
        </Alert>
      ) : (
        <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-label={t('auth.forgot.title')}>
          <Typography>{t('auth.forgot.intro')}</Typography>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <TextField
            id="forgot-email"
            label={t('auth.email')}
            type="email"
            autoComplete="username"
            autoFocus
            disabled={!client}
            error={!!errors.email}
            helperText={errors.email?.message}
            slotProps={{ htmlInput: { 'aria-required': true } }}
            {...register('email')}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isSubmitting || !client}
            startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {t('auth.forgot.submit')}
          </Button>
        </Stack>
      )}
      <Link component={RouterLink} to={loginUrl}>
        {t('auth.backToLogin')}
      </Link>
    </AuthCard>
  );
}
