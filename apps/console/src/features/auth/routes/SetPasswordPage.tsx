import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { LOGOUT_ROUTE, clientById, forgotPasswordPath, type ClientColors, type ClientEntry } from '@console/contract';
import { AuthCard } from '../components/AuthCard.tsx';
import { SetPasswordForm, type LinkRefusal, type SetPasswordResult } from '../components/SetPasswordForm.tsx';

/**
 * /auth/definir-senha?token=...&client_id=... (the welcome e-mail's one-time link, `mode` 'setup') and
 * /auth/redefinir-senha?token=...&client_id=... (a reset e-mail's, 'reset'), in the colours of the client the link
 * names. After success it leads to that client's login page; a used or expired link offers to ask for a reset link.
 */
export function SetPasswordPage({
  client,
  colors,
  mode = 'setup',
}: {
  client?: ClientEntry;
  colors?: ClientColors;
  mode?: 'setup' | 'reset';
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [done, setDone] = useState<SetPasswordResult | null>(null);
  const [refused, setRefused] = useState<LinkRefusal | 'missing' | null>(token ? null : 'missing');
  const loginUrl = (done && clientById(done.clientId)?.loginUrl) ?? client?.loginUrl ?? LOGOUT_ROUTE;
  const refusalText = {
    missing: t('auth.setPassword.missingToken'),
    invalid: t('auth.setPassword.tokenInvalid'),
    used: t('auth.setPassword.tokenUsed'),
    expired: t('auth.setPassword.tokenExpired'),
  };

  return (
    <AuthCard
      title={colors?.name ?? client?.name ?? t('app.title')}
      subtitle={t(mode === 'reset' ? 'auth.setPassword.resetTitle' : 'auth.setPassword.title')}
      logo={colors?.config.logo}
    >
      {done ? (
        <>
          <Alert severity="success">
            {t(mode === 'reset' ? 'auth.setPassword.resetDone' : 'auth.setPassword.done', { email: done.email })}
          </Alert>
          <Button component={RouterLink} to={loginUrl} variant="contained" size="large">
            {t('auth.submit')}
          </Button>
        </>
      ) : refused ? (
        <>
          <Alert severity="error">{refusalText[refused]}</Alert>
          {client && refused !== 'invalid' ? (
            <Stack spacing={1}>
              <Typography>{t('auth.setPassword.askResetHint')}</Typography>
              <Button component={RouterLink} to={forgotPasswordPath(client.id)} variant="contained">
                {t('auth.setPassword.askReset')}
              </Button>
            </Stack>
          ) : null}
          <Link component={RouterLink} to={loginUrl}>
            {t('auth.backToLogin')}
          </Link>
        </>
      ) : (
        <SetPasswordForm token={token} mode={mode} onDone={setDone} onRefused={setRefused} />
      )}
    </AuthCard>
  );
}
