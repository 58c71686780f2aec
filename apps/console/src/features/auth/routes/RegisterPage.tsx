import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Alert, Link } from '@mui/material';
import { useToast } from '../../../components/toast.tsx';
import { AuthCard } from '../components/AuthCard.tsx';
import { RegisterForm } from '../components/RegisterForm.tsx';
import type { BrandedAuthPageProps } from './LoginPage.tsx';

/** A client's sign-up page; only clients with config.registration accept it. */
export function RegisterPage({ client, colors, colorsFailed }: BrandedAuthPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const open = colors?.config.registration === true;
  return (
    <AuthCard title={colors?.name ?? client.name} subtitle={t('auth.registerTitle')} logo={colors?.config.logo}>
      {colors && !open ? <Alert severity="info">{t('auth.registrationClosed')}</Alert> : null}
      {colorsFailed ? <Alert severity="info">{t('auth.colorsFailed')}</Alert> : null}
      {open ? (
        <RegisterForm
          clientId={client.id}
          onRegistered={() => {
            toast({ kind: 'success', message: t('auth.registered') });
            navigate(client.loginUrl, { replace: true });
          }}
        />
      ) : null}
      <Link component={RouterLink} to={client.loginUrl}>
        {t('auth.backToLogin')}
      </Link>
    </AuthCard>
  );
}
