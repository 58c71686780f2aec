import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Alert, Link } from '@mui/material';
import { AuthCard } from '../components/AuthCard.tsx';
import { useRegistrationForm } from '../api/registration-form.ts';
import { RegisterForm } from '../components/RegisterForm.tsx';
import type { BrandedAuthPageProps } from './LoginPage.tsx';

/**
 * A client's sign-up page; only clients with config.registration accept it. The API answers a sign-up the same way
 * whether the e-mail was new or already registered (202), so the page says to check the inbox, where the next step is.
 */
export function RegisterPage({ client, colors, colorsFailed, suspended = false }: BrandedAuthPageProps) {
  const { t } = useTranslation();
  const [registered, setRegistered] = useState(false);
  const open = colors?.config.registration === true && !suspended;
  // The template's extras (a gym's units); without them the form still works, and the API names what is missing.
  const form = useRegistrationForm(client.id);
  return (
    <AuthCard title={colors?.name ?? client.name} subtitle={t('auth.registerTitle')} logo={colors?.config.logo}>
      {suspended ? (
        <Alert severity="warning">{t('clients.suspendedPage')}</Alert>
      ) : colors && !open ? (
        <Alert severity="info">{t('auth.registrationClosed')}</Alert>
      ) : null}
      {colorsFailed ? <Alert severity="info">{t('auth.colorsFailed')}</Alert> : null}
      {registered ? (
        <Alert severity="success" role="status">
          {t('auth.registered')}
        </Alert>
      ) : open && !form.isPending ? (
        <RegisterForm clientId={client.id} units={form.data?.units} onRegistered={() => setRegistered(true)} />
      ) : null}
      <Link component={RouterLink} to={client.loginUrl}>
        {t('auth.backToLogin')}
      </Link>
    </AuthCard>
  );
}
