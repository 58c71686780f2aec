import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Button, Link } from '@mui/material';
import { LOGOUT_ROUTE, clientById, type ClientColors, type ClientEntry } from '@console/contract';
import { AuthCard } from '../components/AuthCard.tsx';
import { SetPasswordForm, type SetPasswordResult } from '../components/SetPasswordForm.tsx';

/**
 * /auth/definir-senha?token=...&client_id=...: the page of the welcome e-mail's one-time link, in the colours of
 * the client the link names. After success it leads to that client's login page.
 */
export function SetPasswordPage({ client, colors }: { client?: ClientEntry; colors?: ClientColors }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [done, setDone] = useState<SetPasswordResult | null>(null);
  const [refused, setRefused] = useState<string | null>(token ? null : t('auth.setPassword.missingToken'));
  const loginUrl = (done && clientById(done.clientId)?.loginUrl) ?? client?.loginUrl ?? LOGOUT_ROUTE;

  return (
    <AuthCard
      title={colors?.name ?? client?.name ?? t('app.title')}
      subtitle={t('auth.setPassword.title')}
      logo={colors?.config.logo}
    >
      {done ? (
        <>
          <Alert severity="success">{t('auth.setPassword.done', { email: done.email })}</Alert>
          <Button component={RouterLink} to={loginUrl} variant="contained" size="large">
            {t('auth.submit')}
          </Button>
        </>
      ) : refused ? (
        <>
          <Alert severity="error">{refused}</Alert>
          <Link component={RouterLink} to={loginUrl}>
            {t('auth.backToLogin')}
          </Link>
        </>
      ) : (
        <SetPasswordForm token={token} onDone={setDone} onRefused={setRefused} />
      )}
    </AuthCard>
  );
}
